// assertInvariants() holds for what the parser gives and names what is
// wrong.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { basicURLParse } from "./basic_url_parser.ts";
import { Components } from "./components.ts";
import { assertInvariants } from "./components_invariants.ts";
import { viaFullParser } from "../tests/_fast_path.ts";
import { loadWptCases } from "../tests/wpt.ts";

describe("assertInvariants()", () => {
  it("holds for every URL the full parser gives", () => {
    let checked = 0;
    for (
      const c of loadWptCases<{ input: string; base: string | null }>(
        "urltestdata.json",
      )
    ) {
      const base = c.base === null ? null : basicURLParse(c.base);
      const record = basicURLParse(c.input, { base });
      if (record === null) continue;
      assertInvariants(record.components);
      checked++;
    }
    assert.ok(checked > 300, `only ${checked} URLs checked`);
  });

  it("names the offset that is wrong", () => {
    const good = viaFullParser("https://u:p@example.com:8080/a?q#f")!;
    const broken: [keyof Components, number, RegExp][] = [
      ["schemeEnd", 4, /schemeEnd/],
      ["hostStart", 10, /@/],
      ["port", 80, /port/],
      ["queryStart", 31, /queryStart/],
      ["fragmentStart", 31, /fragmentStart/],
      ["pathStart", 33, /port|path/],
    ];
    for (const [field, value, message] of broken) {
      const c = Object.assign(new Components(), good, { [field]: value });
      assert.throws(() => assertInvariants(c), message, field);
    }
    assert.throws(
      () =>
        assertInvariants(Object.assign(new Components(), good, { scheme: 1 })),
      /scheme/,
    );
  });
});
