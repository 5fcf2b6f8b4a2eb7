// Ours against urlpattern-polyfill (the pinned dev dependency), which
// canonicalizes with the runtime's own URL: where it differs is named in
// tests/_urlpattern_known.ts with the standard's step that decides it.

import { URLPattern as Polyfill } from "urlpattern-polyfill/urlpattern";
import type { URLPatternClass } from "../tests/_urlpattern.ts";
import { describeDifferential } from "../tests/_urlpattern_compare.ts";

describeDifferential(
  "urlpattern-polyfill",
  "urlpattern-polyfill 10.1.0",
  Polyfill as unknown as URLPatternClass,
);
