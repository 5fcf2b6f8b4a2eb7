// WPT conformance: every entry of urlpatterntestdata.json, one test each,
// checked as WPT's urlpatterntests.js does (tests/_urlpattern.ts). The data
// is read as tests/urlpattern_wpt.ts says ($WPT_URLPATTERN_DIR, the shared
// copy, or the pinned download).

import { describe, it } from "node:test";
import { URLPattern } from "./mod.ts";
import {
  checkEntry,
  entryName,
  type URLPatternClass,
  type URLPatternTestEntry,
} from "../tests/_urlpattern.ts";
import { readUrlPatternWpt } from "../tests/urlpattern_wpt.ts";

const entries = readUrlPatternWpt<URLPatternTestEntry>(
  "urlpatterntestdata.json",
);

describe(`urlpatterntestdata.json (${entries.length} entries)`, () => {
  for (const entry of entries) {
    it(entryName(entry), () => {
      checkEntry(URLPattern as unknown as URLPatternClass, entry);
    });
  }
});
