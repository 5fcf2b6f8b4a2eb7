// Private: the tr46 package, required on first use, for the npm build's
// CommonJS modules (see _tr46_static.ts). A require() inside a function is
// lazy in Node.js, Deno and Bun, and bundlers still see and bundle it.

import type { Tr46 } from "./_tr46_types.ts";

/** CommonJS's require(), which this file only has in the CommonJS build. */
declare const require: (id: string) => unknown;

/** The tr46 package, once loaded. */
let loaded: Tr46 | undefined;

/** The tr46 package, loaded on the first call. */
export function tr46(): Tr46 {
  return loaded ??= require("tr46") as Tr46;
}
