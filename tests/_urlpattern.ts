// The WPT URL Pattern entries and how WPT's urlpattern/resources/
// urlpatterntests.js checks one: shared by the conformance runner (our
// URLPattern) and the differential tests (the natives).

import assert from "node:assert/strict";
import { URL } from "../mod.ts";

/** One entry of urlpatterntestdata.json. */
export interface URLPatternTestEntry {
  pattern: unknown[];
  inputs?: unknown[];
  expected_obj?: "error" | Record<string, string>;
  expected_match?: "error" | null | Record<string, unknown>;
  exactly_empty_components?: string[];
  "//"?: string;
}

/** The shape of a URLPattern class these checks drive. */
export interface URLPatternLike {
  test(...args: unknown[]): boolean;
  exec(...args: unknown[]): Record<string, unknown> | null;
  [component: string]: unknown;
}

/** A URLPattern class: ours, a runtime's, or the polyfill's. */
export type URLPatternClass = new (...args: unknown[]) => URLPatternLike;

/** The components urlpatterntests.js checks, in its order. */
export const WPT_COMPONENTS = [
  "protocol",
  "username",
  "password",
  "hostname",
  "port",
  "pathname",
  "search",
  "hash",
] as const;

const EARLIER_COMPONENTS: Record<string, string[]> = {
  protocol: [],
  hostname: ["protocol"],
  port: ["protocol", "hostname"],
  username: [],
  password: [],
  pathname: ["protocol", "hostname", "port"],
  search: ["protocol", "hostname", "port", "pathname"],
  hash: ["protocol", "hostname", "port", "pathname", "search"],
};

/** A test name for an entry, as WPT names it. */
export function entryName(entry: URLPatternTestEntry): string {
  return `Pattern: ${JSON.stringify(entry.pattern)} Inputs: ${
    JSON.stringify(entry.inputs)
  }`;
}

/** The pattern string urlpatterntests.js expects a component to have. */
function expectedPatternString(
  entry: URLPatternTestEntry,
  component: string,
): string {
  const explicit = typeof entry.expected_obj === "object"
    ? entry.expected_obj[component]
    : undefined;
  if (explicit !== undefined && explicit !== null) return explicit;
  const first = entry.pattern[0] as Record<string, string> | string;
  let baseURL: URL | null = null;
  if (typeof first === "object" && first !== null && first.baseURL) {
    baseURL = new URL(first.baseURL);
  } else if (entry.pattern.length > 1 && typeof entry.pattern[1] === "string") {
    baseURL = new URL(entry.pattern[1]);
  }
  if (entry.exactly_empty_components?.includes(component)) return "";
  if (typeof first === "object" && first !== null && first[component]) {
    return first[component];
  }
  if (
    typeof first === "object" && first !== null &&
    EARLIER_COMPONENTS[component].some((c) => c in first)
  ) {
    return "*";
  }
  if (baseURL && component !== "username" && component !== "password") {
    let value = (baseURL as unknown as Record<string, string>)[component];
    if (component === "protocol") value = value.slice(0, -1);
    else if (component === "search" || component === "hash") {
      value = value.slice(1);
    }
    return value;
  }
  return "*";
}

function throwsTypeError(fn: () => unknown, what: string): void {
  let thrown: unknown = undefined;
  let threw = false;
  try {
    fn();
  } catch (error) {
    thrown = error;
    threw = true;
  }
  assert.ok(threw, `${what}: expected a TypeError, nothing was thrown`);
  assert.equal(
    (thrown as Error)?.constructor?.name,
    "TypeError",
    `${what}: expected a TypeError, got ${thrown}`,
  );
}

/** The component result urlpatterntests.js expects when the entry has none. */
function expectedComponentResult(
  entry: URLPatternTestEntry,
  component: string,
): Record<string, unknown> {
  const match = entry.expected_match as Record<string, unknown>;
  const given = match[component] as
    | { input: string; groups: Record<string, string | null> }
    | undefined;
  if (given) {
    const groups: Record<string, string | undefined> = {};
    for (const key in given.groups) {
      groups[key] = given.groups[key] === null ? undefined : given.groups[key]!;
    }
    return { input: given.input, groups };
  }
  const groups: Record<string, string> = {};
  if (!entry.exactly_empty_components?.includes(component)) groups["0"] = "";
  return { input: "", groups };
}

/**
 * Checks one entry against a URLPattern class exactly as
 * urlpatterntests.js does; the assertion messages carry the pattern, the
 * inputs, the expected and the actual values.
 */
export function checkEntry(
  Pattern: URLPatternClass,
  entry: URLPatternTestEntry,
): void {
  const context = `pattern ${JSON.stringify(entry.pattern)}, inputs ${
    JSON.stringify(entry.inputs)
  }`;
  if (entry.expected_obj === "error") {
    throwsTypeError(
      () => new Pattern(...entry.pattern),
      `new URLPattern(), ${context}`,
    );
    return;
  }
  const pattern = new Pattern(...entry.pattern);
  for (const component of WPT_COMPONENTS) {
    assert.equal(
      pattern[component],
      expectedPatternString(entry, component),
      `compiled pattern property '${component}', ${context}`,
    );
  }
  const inputs = entry.inputs ?? [];
  if (entry.expected_match === "error") {
    throwsTypeError(() => pattern.test(...inputs), `test(), ${context}`);
    throwsTypeError(() => pattern.exec(...inputs), `exec(), ${context}`);
    return;
  }
  assert.equal(
    pattern.test(...inputs),
    !!entry.expected_match,
    `test() result, ${context}`,
  );
  const result = pattern.exec(...inputs);
  if (!entry.expected_match || typeof entry.expected_match !== "object") {
    assert.equal(
      result,
      entry.expected_match,
      `exec() failed match result, ${context}`,
    );
    return;
  }
  assert.ok(result !== null, `exec() returned null, ${context}`);
  const expectedInputs = (entry.expected_match.inputs ?? inputs) as unknown[];
  const actualInputs = result.inputs as unknown[];
  assert.equal(
    actualInputs.length,
    expectedInputs.length,
    `exec() result.inputs.length, ${context}`,
  );
  actualInputs.forEach((input, i) => {
    if (typeof input === "string") {
      assert.equal(
        input,
        expectedInputs[i],
        `exec() result.inputs[${i}], ${context}`,
      );
      return;
    }
    for (const component of WPT_COMPONENTS) {
      assert.equal(
        (input as Record<string, unknown>)[component],
        (expectedInputs[i] as Record<string, unknown>)[component],
        `exec() result.inputs[${i}][${component}], ${context}`,
      );
    }
  });
  for (const component of WPT_COMPONENTS) {
    const actual = result[component] as Record<string, unknown>;
    assert.deepEqual(
      { input: actual.input, groups: { ...actual.groups as object } },
      expectedComponentResult(entry, component),
      `exec() result for ${component}, ${context}`,
    );
  }
}
