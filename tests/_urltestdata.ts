// The checks of one urltestdata.json case against a URL class, shared by the
// runners of the full build (urltestdata_test.ts) and of the lite build
// (lite_urltestdata_test.ts). Failures print input, base, expected and
// actual.

import assert from "node:assert/strict";
import type { URLConstructor } from "../api/mod.ts";
import { show } from "./wpt.ts";
import { URL_ATTRIBUTES } from "./_url_attributes.ts";
import { assertURLInvariants } from "./_invariants.ts";

/** One case of urltestdata.json. */
export interface URLTestCase {
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

/** The case's input and base, for messages. */
export function describeCase(c: URLTestCase): string {
  return `input ${show(c.input)}, base ${show(c.base)}`;
}

/** Checks `c` with the constructor, URL.parse() and URL.canParse(). */
export function checkURLCase(URL: URLConstructor, c: URLTestCase): void {
  const base = c.base ?? undefined;
  if (c.failure) {
    let url: InstanceType<URLConstructor> | null = null;
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
  let url: InstanceType<URLConstructor>;
  try {
    url = new URL(c.input, base);
  } catch (error) {
    assert.fail(`${describeCase(c)}: expected ${show(c.href)}, threw ${error}`);
  }
  assertURLInvariants(url);
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
}

/**
 * "When failure is true, parsing about:blank with input as the base must
 * fail too."
 */
export function checkAboutBlankFails(URL: URLConstructor, input: string): void {
  assert.throws(
    () => new URL("about:blank", input),
    TypeError,
    `about:blank against ${show(input)}`,
  );
}
