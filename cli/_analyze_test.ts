import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URL } from "../mod.ts";
import { basicURLParse } from "../parser/mod.ts";
import { loadWptCases } from "../tests/wpt.ts";
import { URL_ATTRIBUTES } from "../tests/_url_attributes.ts";
import {
  analyze,
  components,
  failureCause,
  hostInfo,
  toJSON,
} from "./_analyze.ts";

interface WptCase {
  input: string;
  base: string | null;
  failure?: boolean;
}

describe("components()", () => {
  it("equals the URL API's getters for every WPT urltestdata case", () => {
    let checked = 0;
    for (const c of loadWptCases<WptCase>("urltestdata.json")) {
      const base = c.base === null ? null : basicURLParse(c.base);
      if (c.base !== null && base === null) continue;
      const record = basicURLParse(c.input, { base });
      const url = URL.parse(c.input, c.base ?? undefined);
      assert.equal(record === null, url === null, c.input);
      if (record === null || url === null) continue;
      const got = components(record);
      for (const getter of URL_ATTRIBUTES) {
        assert.equal(
          got[getter],
          url[getter],
          `${getter} of ${JSON.stringify(c.input)}`,
        );
      }
      checked++;
    }
    assert.ok(checked > 500);
  });
});

describe("hostInfo()", () => {
  it("gives the kind, and the Unicode form only for IDN domains", () => {
    const info = (input: string) => hostInfo(basicURLParse(input)!);
    assert.deepEqual(info("https://xn--fa-hia.de/"), {
      kind: "domain",
      unicode: "faß.de",
    });
    assert.deepEqual(info("https://a.xn--fa-hia.de/"), {
      kind: "domain",
      unicode: "a.faß.de",
    });
    assert.deepEqual(info("https://example.com/"), {
      kind: "domain",
      unicode: null,
    });
    assert.deepEqual(info("http://1.2.3.4/"), { kind: "IPv4", unicode: null });
    assert.deepEqual(info("foo://xn--fa-hia.de/"), {
      kind: "opaque",
      unicode: null,
    });
    assert.deepEqual(info("sc:x"), { kind: null, unicode: null });
  });
});

describe("analyze()", () => {
  it("collects validation errors with positions", () => {
    const analysis = analyze("https://a/b c", null, []);
    assert.deepEqual(analysis.errors, [{
      name: "invalid-URL-unit",
      position: 11,
    }]);
    assert.equal(analysis.failure, null);
  });

  it("names the failure by its fatal validation error", () => {
    const analysis = analyze("https://a b/", null, []);
    assert.equal(analysis.record, null);
    assert.equal(failureCause(analysis), "domain-to-ASCII");
  });

  it("runs setters through the URL API and records each step", () => {
    const analysis = analyze("https://a/", null, [
      { component: "port", value: "8080" },
      { component: "protocol", value: "mailto" },
      { component: "href", value: "bad" },
      { component: "hash", value: "never" },
    ]);
    assert.deepEqual(
      analysis.setters.map((
        { href, changed, error },
      ) => [href, changed, error !== null]),
      [
        ["https://a:8080/", true, false],
        ["https://a:8080/", false, false],
        ["https://a:8080/", false, true],
      ],
    );
    assert.equal(analysis.record, null);
    assert.match(toJSON(analysis, null).error as string, /href setter/);
  });

  it("resolves against a base record", () => {
    const base = basicURLParse("https://x/a/b")!;
    assert.equal(
      toJSON(analyze("../c", base, []), "https://x/a/b").href,
      "https://x/c",
    );
  });
});
