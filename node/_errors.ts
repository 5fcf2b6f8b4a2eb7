// Private: the errors node:url throws, as Node.js builds them — a `TypeError`
// with Node's `code` and message (and, where Node sets it, `input`).

/** A `TypeError` carrying one of Node.js's error codes. */
export interface NodeTypeError extends TypeError {
  /** Node.js's error code, e.g. `"ERR_INVALID_FILE_URL_PATH"`. */
  code: string;
  /** The offending input, where Node.js attaches it. */
  input?: unknown;
}

/** Makes a `TypeError` with Node.js's `code` (and `input`, when given). */
export function nodeError(
  code: string,
  message: string,
  input?: unknown,
): NodeTypeError {
  const error = new TypeError(message) as NodeTypeError;
  error.code = code;
  if (input !== undefined) error.input = input;
  return error;
}

/** A `URIError` carrying Node.js's code for it, `ERR_INVALID_URI`. */
export interface NodeURIError extends URIError {
  /** Always `"ERR_INVALID_URI"`. */
  code: "ERR_INVALID_URI";
  /** The URL whose text is not percent-encoded UTF-8. */
  input?: unknown;
}

/**
 * `ERR_INVALID_URI`: where Node.js lets `decodeURIComponent`'s `URIError`
 * ("URI malformed") escape, a `URIError` too, so that `instanceof URIError`
 * holds as it does with Node.js, and with the `code` that Node.js's other
 * errors carry, so that code checking `error.code` works as well.
 */
export function invalidURI(reason: string, input: unknown): NodeURIError {
  const error = new URIError(`URI malformed: ${reason}`) as NodeURIError;
  error.code = "ERR_INVALID_URI";
  error.input = input;
  return error;
}

/**
 * `ERR_INVALID_ARG_TYPE`: "The "name" argument must be …. Received …", with
 * Node's description of the value received.
 */
export function invalidArgType(
  name: string,
  expected: string,
  value: unknown,
): NodeTypeError {
  const what = name.includes(".") ? "property" : "argument";
  return nodeError(
    "ERR_INVALID_ARG_TYPE",
    `The "${name}" ${what} must be ${expected}. Received ${received(value)}`,
  );
}

/** `ERR_INVALID_ARG_VALUE`: "The argument 'name' reason. Received …". */
export function invalidArgValue(
  name: string,
  value: string,
  reason: string,
): NodeTypeError {
  let shown = inspectString(value);
  if (shown.length > 128) shown = shown.slice(0, 128) + "...";
  return nodeError(
    "ERR_INVALID_ARG_VALUE",
    `The argument '${name}' ${reason}. Received ${shown}`,
  );
}

/** `ERR_MISSING_ARGS` for one argument. */
export function missingArg(name: string): NodeTypeError {
  return nodeError(
    "ERR_MISSING_ARGS",
    `The "${name}" argument must be specified`,
  );
}

/** How Node.js's errors describe a value of the wrong type. */
function received(value: unknown): string {
  if (value === null) return "null";
  if (value === undefined) return "undefined";
  switch (typeof value) {
    case "number":
      return `type number (${Object.is(value, -0) ? "-0" : String(value)})`;
    case "bigint":
      return `type bigint (${value}n)`;
    case "boolean":
    case "symbol":
      return `type ${typeof value} (${String(value)})`;
    case "function":
      return `function ${value.name}`;
    case "string": {
      const text = value.length > 28 ? `${value.slice(0, 25)}...` : value;
      return text.includes("'")
        ? `type string (${JSON.stringify(text)})`
        : `type string ('${text}')`;
    }
  }
  const constructor = (value as { constructor?: { name?: unknown } })
    .constructor;
  if (typeof constructor?.name === "string" && constructor.name !== "") {
    return `an instance of ${constructor.name}`;
  }
  return "[Object: null prototype] {}";
}

const NAMED_ESCAPES: Record<string, string> = {
  "\b": "\\b",
  "\t": "\\t",
  "\n": "\\n",
  "\f": "\\f",
  "\r": "\\r",
  "\\": "\\\\",
};

/** What `util.inspect` escapes in a string (see {@linkcode inspectString}). */
const INSPECT_ESCAPED =
  // deno-lint-ignore no-control-regex
  /[\x00-\x1f\x7f\\'"`]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A string as `util.inspect` shows it: in single quotes (double quotes or
 * backticks when the string holds single quotes), with backslashes, the
 * quote, control characters and lone surrogates escaped.
 */
export function inspectString(value: string): string {
  let quote = "'";
  if (value.includes("'")) {
    if (!value.includes('"')) quote = '"';
    else if (!value.includes("`") && !value.includes("${")) quote = "`";
  }
  const escaped = value.replace(INSPECT_ESCAPED, (c) => {
    if (c.length === 1 && (c === "'" || c === '"' || c === "`")) {
      return c === quote ? "\\" + c : c;
    }
    const named = NAMED_ESCAPES[c];
    if (named !== undefined) return named;
    const code = c.charCodeAt(0);
    return code >= 0xd800
      ? `\\u${code.toString(16)}`
      : `\\x${code.toString(16).toUpperCase().padStart(2, "0")}`;
  });
  return quote + escaped + quote;
}
