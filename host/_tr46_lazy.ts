// Private: the tr46 package, loaded synchronously on first use, for the npm
// build's ES modules in Node.js, Deno and Bun (`#tr46` in the package's
// "imports"; see _tr46_static.ts). ES modules have no synchronous import, so
// it goes through CommonJS: the runtime's require(), made by createRequire()
// from node:module, which process.getBuiltinModule() gives without an import
// (Node.js 22.3 and later, Deno, Bun). An application that parses only ASCII
// domains never loads tr46.

import type { Tr46 } from "./_tr46_types.ts";

/** The part of node:module used here. */
interface NodeModule {
  createRequire(from: string): (id: string) => unknown;
}

/** The tr46 package, once loaded. */
let loaded: Tr46 | undefined;

/** The tr46 package, loaded on the first call. */
export function tr46(): Tr46 {
  if (loaded === undefined) {
    const { process } = globalThis as {
      process?: { getBuiltinModule?(id: "node:module"): NodeModule };
    };
    if (typeof process?.getBuiltinModule !== "function") {
      // Only the "deno", "bun" and "node" conditions choose this file.
      throw new TypeError(
        "Loading tr46 needs process.getBuiltinModule() (Node.js 22.3 or later)",
      );
    }
    const require = process.getBuiltinModule("node:module")
      .createRequire(import.meta.url);
    loaded = require("tr46") as Tr46;
  }
  return loaded;
}
