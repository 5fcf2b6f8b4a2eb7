// WPT conformance: urltestdata.json and urltestdata-javascript-only.json,
// through the URL API. One test per case; failures print input, base,
// expected and actual.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URL } from "../mod.ts";
import { loadWptCases, show } from "./wpt.ts";
import { URL_ATTRIBUTES } from "./_url_attributes.ts";

interface URLTestCase {
  input: string;
  base: string | null;
  failure?: boolean;
  relativeTo?: string;
  href?: string;
  origin?: string;
  protocol?: string;
  username?: string;
  password?: string;
  host?: string;
  hostname?: string;
  port?: string;
  pathname?: string;
  search?: string;
  searchParams?: string;
  hash?: string;
}

function describeCase(c: URLTestCase): string {
  return `input ${show(c.input)}, base ${show(c.base)}`;
}

function runFile(file: string): void {
  const cases = loadWptCases<URLTestCase>(file);
  describe(`${file} (${cases.length} cases)`, () => {
    for (const c of cases) {
      const base = c.base ?? undefined;
      it(`parses ${show(c.input)} against ${show(c.base)}`, () => {
        if (c.failure) {
          let url: URL | null = null;
          try {
            url = new URL(c.input, base);
          } catch (error) {
            assert.ok(
              error instanceof TypeError,
              `${describeCase(c)}: expected TypeError, got ${error}`,
            );
          }
          assert.equal(
            url,
            null,
            `${describeCase(c)}: expected failure, got ${url?.href}`,
          );
          assert.equal(
            URL.parse(c.input, base),
            null,
            `${describeCase(c)}: URL.parse`,
          );
          assert.equal(
            URL.canParse(c.input, base),
            false,
            `${describeCase(c)}: URL.canParse`,
          );
          return;
        }
        let url: URL;
        try {
          url = new URL(c.input, base);
        } catch (error) {
          assert.fail(
            `${describeCase(c)}: expected ${show(c.href)}, threw ${error}`,
          );
        }
        const expected: Record<string, string> = {};
        const actual: Record<string, string> = {};
        for (const key of URL_ATTRIBUTES) {
          if (key in c) {
            expected[key] = c[key] as string;
            actual[key] = url[key];
          }
        }
        if (c.searchParams !== undefined) {
          expected.searchParams = c.searchParams;
          actual.searchParams = url.searchParams.toString();
        }
        assert.deepEqual(actual, expected, describeCase(c));
        assert.equal(
          URL.canParse(c.input, base),
          true,
          `${describeCase(c)}: URL.canParse`,
        );
        assert.equal(
          URL.parse(c.input, base)?.href,
          c.href,
          `${describeCase(c)}: URL.parse`,
        );
      });

      if (c.failure && c.base === null) {
        // "When failure is true, parsing about:blank with input as the base
        // must fail too."
        it(`fails to parse about:blank against ${show(c.input)}`, () => {
          assert.throws(
            () => new URL("about:blank", c.input),
            TypeError,
            `about:blank against ${show(c.input)}`,
          );
        });
      }
    }
  });
}

runFile("urltestdata.json");
runFile("urltestdata-javascript-only.json");
