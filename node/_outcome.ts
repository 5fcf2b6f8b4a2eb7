// Private (tests): runs a generated case against an implementation of the
// node:url surface (this module, or node:url itself) and records what came
// out in a form that JSON keeps and that compares with deepEqual.

import type { Case } from "./_cases.ts";

/** What a call returned, or threw. */
export type Outcome =
  | { value: unknown }
  | { error: { name: string; code?: string; message: string } };

/** The part of node:url the cases call (this module's names, or Node's). */
export interface NodeUrlSurface {
  URL: new (input: string) => object;
  fileURLToPath(url: string, options?: object): string;
  fileURLToPathBytes?(url: string, options?: object): Uint8Array;
  fileURLToPathBuffer?(url: string, options?: object): Uint8Array;
  pathToFileURL(path: string, options?: object): { href: string };
  domainToASCII(domain: string): string;
  domainToUnicode(domain: string): string;
  format(url: object, options?: object): string;
  urlToHttpOptions(url: object): object;
}

function hex(bytes: Uint8Array): string {
  let out = "";
  for (const byte of bytes) out += byte.toString(16).padStart(2, "0");
  return out;
}

function call(
  impl: NodeUrlSurface,
  c: Case,
  cwd: string | undefined,
): unknown {
  switch (c.fn) {
    case "fileURLToPath":
      return impl.fileURLToPath(c.input, c.options);
    case "fileURLToPathBytes": {
      const bytes = impl.fileURLToPathBytes ?? impl.fileURLToPathBuffer;
      if (bytes === undefined) throw new Error("no fileURLToPathBuffer");
      return hex(bytes(c.input, c.options));
    }
    case "pathToFileURL":
      return impl.pathToFileURL(
        c.input,
        cwd === undefined ? c.options : { ...c.options, cwd },
      ).href;
    case "domainToASCII":
      return impl.domainToASCII(c.input);
    case "domainToUnicode":
      return impl.domainToUnicode(c.input);
    case "format":
      return impl.format(new impl.URL(c.input), c.options);
    case "urlToHttpOptions":
      return Object.entries(impl.urlToHttpOptions(new impl.URL(c.input)));
  }
}

/**
 * Runs `c` on `impl`; `cwd`, when given, is passed to `pathToFileURL` (this
 * module's option: Node.js's own reads `process.cwd()`).
 */
export function outcome(
  impl: NodeUrlSurface,
  c: Case,
  cwd?: string,
): Outcome {
  try {
    return { value: call(impl, c, cwd) };
  } catch (error) {
    const e = error as { name?: unknown; code?: unknown; message?: unknown };
    return {
      error: {
        name: String(e.name),
        ...(typeof e.code === "string" ? { code: e.code } : {}),
        message: String(e.message),
      },
    };
  }
}
