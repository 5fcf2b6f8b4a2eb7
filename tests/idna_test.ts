// UTS #46 conformance data (IdnaTestV2.json and IdnaTestV2-removed.json from
// the web-platform-tests), run through the host parser as WPT's
// IdnaTestV2.window.js runs it through `new URL("https://" + input + "/x")`:
// the serialized host must equal `output`, or parsing must fail when `output`
// is null. One test per case.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { domainParserToASCII, parseHost, serializeHost } from "../host/mod.ts";
import { URL } from "../mod.ts";
import { loadWptCases, show } from "./wpt.ts";
import { UNICODE_VERSION_MISMATCH } from "./_idna_version.ts";

interface IdnaCase {
  input: string;
  output: string | null;
  comment?: string;
}

/**
 * The host parser's result for `input`, serialized, or null on failure. With
 * `listen`, a reporter is passed, which takes the other code paths (the
 * strict ToASCII run, no ASCII shortcut): the result must not change.
 */
function toASCII(input: string, listen: boolean): string | null {
  // The host parser requires a non-empty input (the URL parser never hands it
  // an empty one, and WPT cannot test "" through `new URL`); the empty domain
  // is UTS #46 data for ToASCII itself, the domain parser's first step.
  if (input === "") return domainParserToASCII(input, false);
  const host = parseHost(input, listen ? { report: () => {} } : undefined);
  return host === null ? null : serializeHost(host);
}

/** What WPT's IdnaTestV2.window.js checks: the host of a parsed URL. */
function urlHost(input: string): string | null {
  const url = URL.parse(`https://${input}/x`);
  return url === null ? null : url.host;
}

let divergent = 0;

for (const file of ["IdnaTestV2.json", "IdnaTestV2-removed.json"]) {
  describe(file, () => {
    for (const c of loadWptCases<IdnaCase>(file)) {
      const name = `ToASCII(${show(c.input)})` +
        (c.comment ? ` ${c.comment}` : "");
      const reason = UNICODE_VERSION_MISMATCH.get(c.input);
      if (reason !== undefined) {
        // Not skipped: these must behave as tr46's newer Unicode says (the
        // domain is valid), which is what makes them differ from the data.
        divergent++;
        it(`${name} [Unicode version mismatch: ${reason}]`, () => {
          assert.equal(c.output, null, "the data expects failure");
          assert.notEqual(toASCII(c.input, false), null);
          assert.notEqual(urlHost(c.input), null);
        });
        continue;
      }
      it(name, () => {
        for (const listen of [false, true]) {
          const actual = toASCII(c.input, listen);
          assert.equal(
            actual,
            c.output,
            `input ${show(c.input)}${listen ? " (with a reporter)" : ""}: ` +
              `expected ${show(c.output)}, got ${show(actual)}`,
          );
        }
        // WPT cannot test the empty string through new URL.
        if (c.input !== "") {
          const actual = urlHost(c.input);
          assert.equal(
            actual,
            c.output,
            `new URL("https://${c.input}/x").host: expected ${
              show(c.output)
            }, got ${show(actual)}`,
          );
        }
      });
    }
  });
}

describe("IDNA Unicode version exceptions", () => {
  it("lists every case that follows a newer Unicode than the data", () => {
    console.log(
      `IDNA cases following tr46's newer Unicode instead of the data: ${divergent}` +
        ` (listed: ${UNICODE_VERSION_MISMATCH.size})`,
    );
    assert.equal(divergent, UNICODE_VERSION_MISMATCH.size);
  });
});
