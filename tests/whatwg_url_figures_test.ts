// bench/RESULTS.md's whatwg-url figures are the newest run's in
// bench/WHATWG_URL_RESULTS.md (bench/whatwg_url_run.ts --write writes
// both); whatwg-url/mod.ts's guide links the results file.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { copiedFigures, newestFigures } from "../bench/_whatwg_url_figures.ts";

const read = (path: string) =>
  Deno.readTextFileSync(new URL(`../${path}`, import.meta.url));

describe("the whatwg-url drop-in's figures", () => {
  it("are in bench/RESULTS.md as the newest of bench/WHATWG_URL_RESULTS.md", () => {
    const results = read("bench/RESULTS.md");
    assert.match(results, /\(WHATWG_URL_RESULTS\.md\)/);
    const figures = copiedFigures(results);
    assert.ok(figures.length >= 8, `${figures.length} table rows`);
    assert.deepEqual(
      figures,
      newestFigures(read("bench/WHATWG_URL_RESULTS.md")),
    );
  });

  it("are linked from whatwg-url/mod.ts's guide", () => {
    assert.match(read("whatwg-url/mod.ts"), /bench\/WHATWG_URL_RESULTS\.md/);
  });
});
