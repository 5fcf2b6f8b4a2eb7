// README.md's and bench/RESULTS.md's whatwg-url figures are the newest
// run's in bench/WHATWG_URL_RESULTS.md (bench/whatwg_url_run.ts --write
// writes all three).

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { copiedFigures, newestFigures } from "../bench/_whatwg_url_figures.ts";

const read = (path: string) =>
  Deno.readTextFileSync(new URL(`../${path}`, import.meta.url));

describe("README.md's Replacing whatwg-url section", () => {
  it("shows the newest figures of bench/WHATWG_URL_RESULTS.md", () => {
    const figures = copiedFigures(read("README.md"));
    assert.ok(figures.length >= 8, `${figures.length} table rows`);
    assert.deepEqual(
      figures,
      newestFigures(read("bench/WHATWG_URL_RESULTS.md")),
    );
  });

  it("shows the same figures in bench/RESULTS.md, with a link", () => {
    const results = read("bench/RESULTS.md");
    assert.match(results, /\(WHATWG_URL_RESULTS\.md\)/);
    assert.deepEqual(
      copiedFigures(results),
      newestFigures(read("bench/WHATWG_URL_RESULTS.md")),
    );
  });
});
