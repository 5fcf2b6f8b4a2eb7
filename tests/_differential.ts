// Differential properties: urlstd against whatwg-url, the URL Standard's
// reference implementation, on the same generated input. Any difference
// fails with fast-check's shrunk (minimal) reproduction, except the cases
// in KNOWN_DIFFERENCES: each one is a place where whatwg-url is behind
// url.bs, documented with the spec text that decides it.
//
// Run with a fixed seed by tests/differential_test.ts and with a random one
// by `deno task fuzz`.

import fc from "fast-check";
import assert from "node:assert/strict";
import {
  URL as ReferenceURL,
  URLSearchParams as ReferenceURLSearchParams,
} from "whatwg-url";
import { URL, URLSearchParams } from "../mod.ts";
import {
  formPairs,
  formString,
  inputAndBase,
  paramsOperations,
  parsableURL,
  type SettableAttribute,
  setterCase,
} from "./_arbitraries.ts";
import {
  applyOperation,
  attributesOf,
  named,
  type NamedProperty,
} from "./_properties.ts";

/** The URL objects of both implementations, as far as the tests use them. */
type AnyURL = {
  href: string;
  searchParams: {
    toString(): string;
    get(name: string): string | null;
    has(name: string, value?: string): boolean;
    [Symbol.iterator](): Iterator<unknown>;
  };
} & Record<string, string>;

/** A parse or a setter call, as the known differences see it. */
export type Step =
  | { kind: "parse"; input: string; base: string | undefined }
  | { kind: "set"; attribute: SettableAttribute; value: string };

/** A difference between the implementations that url.bs decides for us. */
export interface KnownDifference {
  /** What differs, why urlstd is right, and the spec text that says so. */
  reason: string;
  /** Whether a step is exactly this case. */
  matches(step: Step): boolean;
  /**
   * What urlstd must give instead, checked in place of the comparison: the
   * spec's result. The run stops after such a step, as the implementations'
   * states have diverged.
   */
  expect(ours: AnyURL, step: Step): void;
}

/**
 * Cases where whatwg-url 17.3.0 is behind url.bs (July 2026). Each matches
 * its exact case, never more; tests/regressions_test.ts pins urlstd's (the
 * spec's) behaviour for each. None today: where url.bs's search setter
 * step 6 differs from whatwg-url (the list parsed from the value rather
 * than from the URL's query), urlstd follows whatwg-url, Node.js, Deno and
 * Bun (see tests/regressions_test.ts).
 */
export const KNOWN_DIFFERENCES: KnownDifference[] = [];

/** The known difference a step is, or `undefined`. */
function knownDifference(step: Step): KnownDifference | undefined {
  return KNOWN_DIFFERENCES.find((known) => known.matches(step));
}

function parseOurs(input: string, base: string | undefined): AnyURL | null {
  return URL.parse(input, base) as unknown as AnyURL | null;
}

function parseReference(
  input: string,
  base: string | undefined,
): AnyURL | null {
  try {
    return new ReferenceURL(input, base) as unknown as AnyURL;
  } catch (error) {
    assert.ok(error instanceof TypeError, `whatwg-url threw ${error}`);
    return null;
  }
}

/** Sets an attribute; returns whether it threw (a TypeError). */
function trySet(url: AnyURL, attribute: SettableAttribute, value: string) {
  try {
    url[attribute] = value;
    return false;
  } catch (error) {
    assert.ok(error instanceof TypeError, `set ${attribute} threw ${error}`);
    return true;
  }
}

/** Everything observable about a URL object: attributes and its query list. */
function observe(url: AnyURL): Record<string, unknown> {
  return {
    ...attributesOf(url as never),
    searchParams: [...url.searchParams],
  };
}

const parsing: NamedProperty = named(
  "new URL(input, base) matches whatwg-url",
  5000,
  fc.property(inputAndBase, ([input, base]) => {
    const step: Step = { kind: "parse", input, base };
    const ours = parseOurs(input, base);
    const known = knownDifference(step);
    if (known !== undefined) return known.expect(ours!, step);
    const reference = parseReference(input, base);
    if (ours === null && reference !== null) {
      assert.fail(`urlstd fails, whatwg-url parses it to ${reference.href}`);
    }
    if (ours !== null && reference === null) {
      assert.fail(`urlstd parses it to ${ours.href}, whatwg-url fails`);
    }
    if (ours !== null) assert.deepEqual(observe(ours), observe(reference!));
  }),
);

const setting: NamedProperty = named(
  "setters match whatwg-url",
  5000,
  fc.property(
    parsableURL,
    fc.array(setterCase, { minLength: 1, maxLength: 3 }),
    fc.boolean(),
    (href, changes, readFirst) => {
      const parse: Step = { kind: "parse", input: href, base: undefined };
      if (knownDifference(parse) !== undefined) return;
      const ours = parseOurs(href, undefined);
      const reference = parseReference(href, undefined);
      assert.equal(ours === null, reference === null);
      if (ours === null || reference === null) return;
      // Reading everything first makes urlstd's query object (made lazily)
      // before the setters run; not reading it leaves it to be made after.
      if (readFirst) assert.deepEqual(observe(ours), observe(reference));
      for (const [attribute, value] of changes) {
        const step: Step = { kind: "set", attribute, value };
        const known = knownDifference(step) ??
          (attribute === "href"
            ? knownDifference({ kind: "parse", input: value, base: undefined })
            : undefined);
        if (known !== undefined) {
          trySet(ours, attribute, value);
          return known.expect(ours, step);
        }
        const threw = trySet(ours, attribute, value);
        assert.equal(threw, trySet(reference, attribute, value), "throws");
        assert.deepEqual(
          observe(ours),
          observe(reference),
          `after ${attribute} = ${JSON.stringify(value)}`,
        );
      }
    },
  ),
);

const formParsing: NamedProperty = named(
  "URLSearchParams parsing and serializing match whatwg-url",
  3000,
  fc.property(formString, formPairs, (s, pairs) => {
    const ours = new URLSearchParams(s);
    const reference = new ReferenceURLSearchParams(s);
    assert.deepEqual([...ours], [...reference]);
    assert.equal(ours.toString(), reference.toString());
    assert.equal(
      new URLSearchParams(pairs).toString(),
      new ReferenceURLSearchParams(pairs).toString(),
    );
  }),
);

const queryObject: NamedProperty = named(
  "changes through url.searchParams match whatwg-url",
  3000,
  fc.property(parsableURL, paramsOperations, (href, operations) => {
    const parse: Step = { kind: "parse", input: href, base: undefined };
    if (knownDifference(parse) !== undefined) return;
    const ours = parseOurs(href, undefined);
    const reference = parseReference(href, undefined);
    if (ours === null || reference === null) return;
    for (const op of operations) {
      applyOperation(ours.searchParams as never, op);
      applyOperation(reference.searchParams as never, op);
      if (op[0] !== "sort") {
        // Reads before observe() iterates the list: the first after a change.
        const [, name, value] = op;
        assert.equal(
          ours.searchParams.get(name),
          reference.searchParams.get(name),
          `get after ${JSON.stringify(op)}`,
        );
        assert.equal(
          ours.searchParams.has(name, value),
          reference.searchParams.has(name, value),
          `has after ${JSON.stringify(op)}`,
        );
      }
      assert.deepEqual(
        observe(ours),
        observe(reference),
        `after ${JSON.stringify(op)}`,
      );
    }
  }),
);

/** Every differential property, in the order the test file runs them. */
export const DIFFERENTIAL_PROPERTIES: NamedProperty[] = [
  parsing,
  setting,
  formParsing,
  queryObject,
];
