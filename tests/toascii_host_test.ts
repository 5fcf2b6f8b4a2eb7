// toascii.json from the web-platform-tests, run through the host parser: the
// serialized host must equal `output`, or parsing must fail when `output` is
// null. One test per case. (The URL and setter paths are tested elsewhere.)

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { parseHost, serializeHost } from "../host/mod.ts";
import { loadWptCases, show } from "./wpt.ts";

interface ToASCIICase {
  input: string;
  output: string | null;
  comment?: string;
}

describe("toascii.json through the host parser", () => {
  for (const c of loadWptCases<ToASCIICase>("toascii.json")) {
    const name = `parseHost(${show(c.input)})` +
      (c.comment ? ` ${c.comment}` : "");
    it(name, () => {
      // Without and with a reporter: the second takes the other code paths
      // (the strict ToASCII run, no ASCII shortcut) and must agree.
      for (const report of [undefined, () => {}]) {
        const host = parseHost(c.input, { report });
        const actual = host === null ? null : serializeHost(host);
        assert.equal(
          actual,
          c.output,
          `input ${show(c.input)}${report ? " (with a reporter)" : ""}: ` +
            `expected ${show(c.output)}, got ${show(actual)}`,
        );
      }
    });
  }
});
