/**
 * `node:util`'s `inspect` for browsers, in Node.js's format for the common
 * cases: strings in single quotes, `ClassName { key: value }`, arrays, maps,
 * sets, and the `nodejs.util.inspect.custom` protocol (called with depth,
 * options and `inspect`, as Node.js does). Output stays on one line.
 *
 * @module
 */

/** Node.js's `util.inspect.custom` symbol. */
export const customInspectSymbol: unique symbol = Symbol.for(
  "nodejs.util.inspect.custom",
) as never;

/** The options `inspect` reads. */
export interface InspectOptions {
  depth?: number;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Quotes a string as Node.js does: in single quotes, else (when it holds
 * one) double quotes, else backticks, escaping what must be.
 */
function quote(value: string): string {
  const q = !value.includes("'")
    ? "'"
    : !value.includes('"')
    ? '"'
    : !value.includes("`") && !value.includes("${")
    ? "`"
    : "'";
  const escaped = value.replace(
    // deno-lint-ignore no-control-regex
    /[\\'"`\x00-\x1f\x7f]/g,
    (c) => {
      switch (c) {
        case "\\":
          return "\\\\";
        case "'":
        case '"':
        case "`":
          return c === q ? "\\" + c : c;
        case "\n":
          return "\\n";
        case "\t":
          return "\\t";
        case "\r":
          return "\\r";
        case "\b":
          return "\\b";
        case "\f":
          return "\\f";
        case "\v":
          return "\\v";
        default:
          return "\\x" + c.charCodeAt(0).toString(16).toUpperCase()
            .padStart(2, "0");
      }
    },
  );
  return q + escaped + q;
}

function formatKey(key: string | symbol): string {
  if (typeof key === "symbol") return `[${key.toString()}]`;
  return IDENTIFIER.test(key) ? key : quote(key);
}

function braces(prefix: string, items: string[], open = "{", close = "}") {
  const head = prefix ? prefix + " " : "";
  return items.length === 0
    ? `${head}${open}${close}`
    : `${head}${open} ${items.join(", ")} ${close}`;
}

/** Renders `value` the way Node.js's `util.inspect` does (on one line). */
export function inspect(value: unknown, options: InspectOptions = {}): string {
  const maxDepth = options.depth ?? 2;
  const seen: object[] = [];
  const circular = new Map<object, number>();
  const format = (v: unknown, depth: number): string => {
    switch (typeof v) {
      case "string":
        return quote(v);
      case "number":
        return Object.is(v, -0) ? "-0" : String(v);
      case "bigint":
        return `${v}n`;
      case "undefined":
        return "undefined";
      case "boolean":
        return String(v);
      case "symbol":
        return v.toString();
      case "function": {
        const name = v.name ? `: ${v.name}` : " (anonymous)";
        return /^class\b/.test(Function.prototype.toString.call(v))
          ? `[class ${v.name || "(anonymous)"}]`
          : `[Function${name}]`;
      }
    }
    if (v === null) return "null";
    const object = v as Record<string | symbol, unknown>;
    const custom = object[customInspectSymbol];
    if (typeof custom === "function") {
      const out = custom.call(
        object,
        maxDepth - depth,
        { ...options, depth: maxDepth - depth },
        inspect,
      );
      if (out !== object) {
        return typeof out === "string" ? out : format(out, depth);
      }
    }
    if (seen.includes(object)) {
      if (!circular.has(object)) circular.set(object, circular.size + 1);
      return `[Circular *${circular.get(object)}]`;
    }
    const ctor = Object.getPrototypeOf(object)?.constructor;
    const className = typeof ctor === "function" ? ctor.name : "";
    if (v instanceof Date) return v.toISOString();
    if (v instanceof RegExp) return v.toString();
    if (v instanceof Error) return v.stack ?? `${v.name}: ${v.message}`;
    if (depth > maxDepth) {
      return Array.isArray(v) ? "[Array]" : `[${className || "Object"}]`;
    }
    seen.push(object);
    const body = formatObject(object, depth, className);
    seen.pop();
    return circular.has(object)
      ? `<ref *${circular.get(object)}> ${body}`
      : body;
  };
  const formatObject = (
    object: Record<string | symbol, unknown>,
    depth: number,
    className: string,
  ): string => {
    const entries = (keys: (string | symbol)[]) =>
      keys.map((key) => `${formatKey(key)}: ${format(object[key], depth + 1)}`);
    const ownKeys = (skipIndices: boolean) =>
      Reflect.ownKeys(object).filter((key) =>
        Object.prototype.propertyIsEnumerable.call(object, key) &&
        !(skipIndices && typeof key === "string" && /^\d+$/.test(key))
      );
    if (Array.isArray(object)) {
      const items = object.map((item) => format(item, depth + 1));
      items.push(...entries(ownKeys(true)));
      const prefix = className === "Array"
        ? ""
        : `${className}(${object.length})`;
      return braces(prefix, items, "[", "]");
    }
    if (object instanceof Map) {
      const items = [...object].map(([key, item]) =>
        `${format(key, depth + 1)} => ${format(item, depth + 1)}`
      );
      return braces(`${className}(${object.size})`, items);
    }
    if (object instanceof Set) {
      const items = [...object].map((item) => format(item, depth + 1));
      return braces(`${className}(${object.size})`, items);
    }
    const prefix = className === "Object"
      ? ""
      : className === ""
      ? "[Object: null prototype]"
      : className;
    return braces(prefix, entries(ownKeys(false)));
  };
  return format(value, 0);
}

inspect.custom = customInspectSymbol;

export { isDeepStrictEqual } from "./deep_equal.ts";
