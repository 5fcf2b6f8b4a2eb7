// The packed and derived parts of Components: what the accessors read back
// must be what was written, or what the href says.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { basicURLParse } from "./basic_url_parser.ts";
import { Components } from "./components.ts";
import { assertInvariants } from "./components_invariants.ts";
import { fastParse } from "./fast_path.ts";

describe("Components", () => {
  it("reads back every packed value, at its extremes", () => {
    const c = new Components();
    for (const scheme of [0, 1, 6]) {
      for (const port of [-1, 0, 65535]) {
        for (const schemeEnd of [0, 5, 126]) {
          for (const flag of [false, true]) {
            c.scheme = scheme;
            c.port = port;
            c.schemeEnd = schemeEnd;
            c.opaquePath = flag;
            c.queryPending = !flag;
            c.queryObject = flag;
            const read = [
              c.scheme,
              c.port,
              c.schemeEnd,
              c.opaquePath,
              c.queryPending,
              c.queryObject,
            ];
            assert.deepEqual(read, [
              scheme,
              port,
              schemeEnd,
              flag,
              !flag,
              flag,
            ]);
            assert.ok(c.bits >= 0 && c.bits < 2 ** 30, String(c.bits));
          }
        }
      }
    }
  });

  it("finds a scheme longer than its bits hold at the href's first colon", () => {
    const scheme = "s".repeat(300);
    for (const input of [`${scheme}:opaque?q`, `${scheme}://host/p#f`]) {
      const record = basicURLParse(input)!;
      assert.equal(record.scheme, scheme);
      assert.equal(record.components.schemeEnd, 300);
      assertInvariants(record.components);
      const c = new Components();
      assert.ok(fastParse(input, c), input);
      assert.equal(c.schemeEnd, 300);
      assertInvariants(c);
      record.scheme = "t";
      assert.equal(record.components.href.slice(0, 2), "t:");
      assert.equal(record.components.schemeEnd, 1);
      assertInvariants(record.components);
    }
  });

  it("reads where the username ends from the userinfo", () => {
    const cases: [string, string, string][] = [
      ["https://u:p@h/", "u", "p"],
      ["https://u@h/", "u", ""],
      ["https://:p@h/", "", "p"],
      ["https://u%3A:p%40:x@h/", "u%3A", "p%40%3Ax"],
      ["https://h/", "", ""],
      ["sc:x", "", ""],
    ];
    for (const [input, username, password] of cases) {
      const record = basicURLParse(input)!;
      assert.deepEqual([record.username, record.password], [
        username,
        password,
      ], input);
      assertInvariants(record.components);
      if (record.host === null) continue;
      record.username = "n";
      record.password = "";
      assert.deepEqual([record.username, record.password], ["n", ""], input);
      assertInvariants(record.components);
    }
  });
});
