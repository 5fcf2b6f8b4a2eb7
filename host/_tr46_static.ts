// Private: the tr46 package imported statically, the loader the sources and
// bundlers use. The npm build gives Node.js, Deno and Bun a loader that
// defers tr46 to its first use instead (`#tr46` in the package's "imports":
// _tr46_lazy.ts for ES modules, _tr46_lazy_cjs.ts for CommonJS); bundlers
// (the "module" condition) and browsers keep this one.
//
// The sources keep the static import although Deno could load tr46 lazily
// (import.meta.resolve("tr46") gives its file once the specifier is in the
// module graph, and a require() made by createRequire() loads it): the
// sources are one module graph for every consumer of the JSR package, with no
// import conditions, and bundlers reading them (deno bundle, JSR's npm
// packages) would leave a tr46 they cannot see out of browser bundles.

import * as tr46Module from "tr46";
import type { Tr46 } from "./_tr46_types.ts";

/** The tr46 package. */
export const tr46 = (): Tr46 => tr46Module as Tr46;
