// WPT conformance: toascii.json through `new URL` and the host and hostname
// setters (the host parser itself is covered by toascii_host_test.ts).

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URL } from "../mod.ts";
import { loadWptCases, show } from "./wpt.ts";

interface ToASCIICase {
  comment?: string;
  input: string;
  output: string | null;
}

const cases = loadWptCases<ToASCIICase>("toascii.json");

describe(`toascii.json through URL (${cases.length} cases)`, () => {
  for (const c of cases) {
    it(`parses host ${show(c.input)} in new URL()`, () => {
      const input = `https://${c.input}/x`;
      if (c.output === null) {
        assert.throws(() => new URL(input), TypeError, `input ${show(input)}`);
        return;
      }
      const url = new URL(input);
      assert.deepEqual(
        {
          host: url.host,
          hostname: url.hostname,
          pathname: url.pathname,
          href: url.href,
        },
        {
          host: c.output,
          hostname: c.output,
          pathname: "/x",
          href: `https://${c.output}/x`,
        },
        `input ${show(input)}`,
      );
    });

    for (const setter of ["host", "hostname"] as const) {
      it(`sets ${setter} to ${show(c.input)}`, () => {
        const url = new URL("https://x/x");
        url[setter] = c.input;
        const expected = c.output ?? "x";
        assert.deepEqual(
          { host: url.host, hostname: url.hostname },
          { host: expected, hostname: expected },
          `${setter} = ${show(c.input)}`,
        );
      });
    }
  }
});
