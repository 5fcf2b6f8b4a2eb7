// An isolate of lite_isolates.ts with the full build's URL class only.

import { URL, URLSearchParams } from "../mod.ts";
import type { Implementation } from "./suite.ts";
import { serveTurns } from "./_lite_isolate.ts";

await serveTurns({ name: "full", URL, URLSearchParams } as Implementation);
