// An isolate of lite_isolates.ts with the lite build's URL class only.

import { URL, URLSearchParams } from "../lite/mod.ts";
import type { Implementation } from "./suite.ts";
import { serveTurns } from "./_lite_isolate.ts";

await serveTurns({ name: "lite", URL, URLSearchParams } as Implementation);
