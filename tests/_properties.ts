// The invariants urlstd keeps on any input, as fast-check properties: run
// with a fixed seed by tests/property_test.ts and with a random one by
// `deno task fuzz`. Each property carries the run count the normal test run
// uses; the fuzzer multiplies it.

import fc from "fast-check";
import assert from "node:assert/strict";
import { URL, URLSearchParams } from "../mod.ts";
import { basicURLParse, serializeURL, type URLRecord } from "../parser/mod.ts";
import {
  formPairs,
  formString,
  inputAndBase,
  type ParamsOperation,
  paramsOperations,
  parsableURL,
  type SettableAttribute,
  setterCase,
  URL_ATTRIBUTES,
  urlString,
} from "./_arbitraries.ts";
import { assertURLInvariants } from "./_invariants.ts";
import { assertInvariants } from "../parser/components_invariants.ts";

/** The seed of the normal test run; a failure prints it with its path. */
export const SEED = 20260706;

/** How a property is run: a seed, a run count, and fast-check's options. */
export interface RunParameters {
  seed: number;
  numRuns: number;
  /** Stops at the first failure without shrinking it (for quick runs). */
  endOnFailure?: boolean;
  /** A time limit in milliseconds, for long fuzzing runs. */
  interruptAfterTimeLimit?: number;
}

/** A property, its name, and its run count in the normal test run. */
export interface NamedProperty {
  name: string;
  runs: number;
  /**
   * Runs the property; throws fast-check's report, with the shrunk
   * counterexample, on failure.
   *
   * @returns The number of runs.
   */
  check(parameters: RunParameters): number;
}

/** Wraps a fast-check property as a {@linkcode NamedProperty}. */
export function named<Ts extends [unknown, ...unknown[]]>(
  name: string,
  runs: number,
  property: fc.IPropertyWithHooks<Ts>,
): NamedProperty {
  return {
    name,
    runs,
    check(parameters) {
      const details = fc.check(property, parameters);
      if (details.failed) {
        throw new Error(fc.defaultReportMessage(details), {
          cause: details.errorInstance,
        });
      }
      return details.numRuns;
    },
  };
}

/** Every attribute of a URL object, read through its getters. */
export function attributesOf(
  url: {
    [K in typeof URL_ATTRIBUTES[number]]: string;
  },
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of URL_ATTRIBUTES) out[name] = url[name];
  return out;
}

/** Web IDL's USVString conversion: each lone surrogate becomes U+FFFD. */
export function toUSV(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += s[i] + s[i + 1];
        i++;
        continue;
      }
      out += "\ufffd";
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      out += "\ufffd";
    } else {
      out += s[i];
    }
  }
  return out;
}

/** Sets an attribute by name. */
export function setAttribute(
  url: URL,
  attribute: SettableAttribute,
  value: string,
): void {
  (url as unknown as Record<string, string>)[attribute] = value;
}

/** Applies a change to a URLSearchParams object. */
export function applyOperation(
  params: {
    append(n: string, v: string): void;
    set(n: string, v: string): void;
    delete(n: string, v?: string): void;
    sort(): void;
  },
  op: ParamsOperation,
): void {
  switch (op[0]) {
    case "append":
      return params.append(op[1], op[2]);
    case "set":
      return params.set(op[1], op[2]);
    case "delete":
      return op[2] === undefined
        ? params.delete(op[1])
        : params.delete(op[1], op[2]);
    case "sort":
      return params.sort();
  }
}

/** Asserts that `href` parses, with no base, to a URL with the same attributes. */
function assertReparses(url: URL, context: string): void {
  assertURLInvariants(url);
  const href = url.href;
  const again = URL.parse(href);
  assert.notEqual(
    again,
    null,
    `${context}: href ${JSON.stringify(href)} fails to parse`,
  );
  assert.deepEqual(
    attributesOf(again!),
    attributesOf(url),
    `${context}: href ${JSON.stringify(href)} re-parses differently`,
  );
}

/** The record's components, for comparing records. */
function recordFields(record: URLRecord): Record<string, unknown> {
  return {
    scheme: record.scheme,
    username: record.username,
    password: record.password,
    host: record.host,
    port: record.port,
    path: record.path,
    query: record.query,
    fragment: record.fragment,
  };
}

/** Only a TypeError may escape; returns what the call returned, or the error. */
function callAllowingTypeError<T>(f: () => T, context: string): T | TypeError {
  try {
    return f();
  } catch (error) {
    assert.ok(
      error instanceof TypeError,
      `${context}: threw ${String(error)} (not a TypeError)`,
    );
    return error;
  }
}

const idempotence: NamedProperty = named(
  "parse(url.href) gives the same href and components",
  5000,
  fc.property(inputAndBase, ([input, base]) => {
    const url = URL.parse(input, base);
    if (url === null) return;
    assertReparses(url, "parse");
    const copy = new URL(url.href);
    assert.equal(copy.href, url.href);
    // Parsing against a base gives the same URL as parsing its href alone.
    assert.equal(URL.parse(url.href, base)?.href, url.href);
  }),
);

const classMatchesParser: NamedProperty = named(
  "the URL class (fast path and offsets) agrees with the basic URL parser",
  5000,
  fc.property(inputAndBase, ([rawInput, rawBase]) => {
    const input = toUSV(rawInput);
    const base = rawBase === undefined ? undefined : toUSV(rawBase);
    const baseRecord = base === undefined ? undefined : basicURLParse(base);
    const record = baseRecord === null
      ? null
      : basicURLParse(input, { base: baseRecord });
    const url = URL.parse(input, base);
    assert.equal(url === null, record === null, "parse failure disagrees");
    if (record === null) return;
    assertURLInvariants(url!);
    assertInvariants(record.components);
    const href = serializeURL(record);
    assert.equal(url!.href, href);
    // Serializing never yields a string that fails to parse, and the
    // re-parsed record has the same components.
    const again = basicURLParse(href);
    assert.notEqual(again, null, `${JSON.stringify(href)} fails to parse`);
    assert.deepEqual(recordFields(again!), recordFields(record));
    assert.equal(serializeURL(again!), href);
  }),
);

/**
 * The two ways the spec's own setters leave a URL that does not re-parse to
 * itself. Both come from the protocol setter turning a special URL into a
 * file URL: the scheme state with a state override (url.bs, scheme state,
 * step 2) changes only the scheme, so what the file states would have
 * normalized stays as it was. whatwg-url does the same.
 *
 * - A host "localhost" ("http://localhost/a" becomes "file://localhost/a"):
 *   parsing that href gives "file:///a" (file host state: "If host is
 *   "localhost", then set host to the empty string").
 * - A first path segment that is a Windows drive letter written with "|"
 *   ("http://h/c|/x" becomes "file://h/c|/x"): parsing that href gives
 *   "file://h/c:/x" (path state: "If url's scheme is "file", url's path is
 *   empty, and buffer is a Windows drive letter, then replace the second
 *   code point in buffer with U+003A (:)").
 *
 * @returns The href the re-parse gives, or `undefined` when neither applies.
 */
function fileSchemeQuirk(url: URL): string | undefined {
  if (url.protocol !== "file:") return undefined;
  const localhost = url.host === "localhost";
  const pipe = /^\/[A-Za-z]\|(?:\/|$)/.test(url.pathname);
  if (!localhost && !pipe) return undefined;
  // A file URL has a host (maybe empty) and no userinfo or port.
  const rest = url.href.slice("file://".length + url.host.length);
  return "file://" + (localhost ? "" : url.host) +
    (pipe ? rest.slice(0, 2) + ":" + rest.slice(3) : rest);
}

const setters: NamedProperty = named(
  "any setter with any string leaves an href that re-parses to itself",
  5000,
  fc.property(
    parsableURL,
    fc.array(setterCase, { minLength: 1, maxLength: 3 }),
    (href, changes) => {
      const url = URL.parse(href);
      if (url === null) return;
      for (const [attribute, value] of changes) {
        const result = callAllowingTypeError(
          () => setAttribute(url, attribute, value),
          `set ${attribute}`,
        );
        if (result instanceof TypeError) {
          assert.equal(attribute, "href", "only the href setter throws");
        }
        const context = `after ${attribute} = ${JSON.stringify(value)}`;
        const quirk = fileSchemeQuirk(url);
        if (quirk !== undefined) {
          // The spec's own exceptions (see fileSchemeQuirk): the re-parse
          // normalizes the host or drive letter, and that is all it changes.
          assert.equal(URL.parse(url.href)?.href, quirk, context);
          return;
        }
        assertReparses(url, context);
      }
    },
  ),
);

const searchParamsFromString: NamedProperty = named(
  "new URLSearchParams(p.toString()) round-trips a parsed string",
  3000,
  fc.property(formString, (s) => {
    const p = new URLSearchParams(s);
    const serialized = p.toString();
    const q = new URLSearchParams(serialized);
    assert.deepEqual([...q], [...p]);
    assert.equal(q.toString(), serialized);
  }),
);

const searchParamsFromPairs: NamedProperty = named(
  "URLSearchParams round-trips any pairs, after USVString conversion",
  3000,
  fc.property(formPairs, (pairs) => {
    const p = new URLSearchParams(pairs);
    const expected = pairs.map(([n, v]) => [toUSV(n), toUSV(v)]);
    assert.deepEqual([...p], expected);
    assert.deepEqual([...new URLSearchParams(p.toString())], expected);
    assert.equal(p.size, pairs.length);
  }),
);

const searchParamsOfURL: NamedProperty = named(
  "changes through url.searchParams keep href and the list in step",
  3000,
  fc.property(
    parsableURL,
    paramsOperations,
    (href, operations) => {
      const url = URL.parse(href);
      if (url === null) return;
      const params = url.searchParams;
      for (const op of operations) {
        applyOperation(params, op);
        assertReparses(url, `after ${JSON.stringify(op)}`);
        assert.deepEqual(
          [...new URL(url.href).searchParams],
          [...params],
          `after ${JSON.stringify(op)}`,
        );
      }
    },
  ),
);

const onlyTypeErrors: NamedProperty = named(
  "only TypeError escapes; URL.parse and URL.canParse never throw and agree",
  5000,
  fc.property(inputAndBase, ([input, base]) => {
    const parsed = URL.parse(input, base);
    const can = URL.canParse(input, base);
    assert.equal(
      can,
      parsed !== null,
      "canParse(x, b) !== (parse(x, b) !== null)",
    );
    const made = callAllowingTypeError(() => new URL(input, base), "new URL");
    assert.equal(made instanceof TypeError, parsed === null);
    if (parsed !== null) {
      assertURLInvariants(parsed);
      assertURLInvariants(made as URL);
      assert.equal((made as URL).href, parsed.href);
    }
  }),
);

/** Values that are not strings: ToString may throw, but only a TypeError. */
const anyValue = fc.oneof(
  fc.anything({ withNullPrototype: true, maxDepth: 1 }),
  urlString,
);

const anyArgument: NamedProperty = named(
  "any JavaScript value as an argument: only TypeError escapes",
  2000,
  fc.property(
    anyValue,
    fc.option(anyValue, { nil: undefined }),
    (input, base) => {
      const args = [input, base] as [string, string];
      const parsed = callAllowingTypeError(
        () => URL.parse(...args),
        "URL.parse",
      );
      const can = callAllowingTypeError(
        () => URL.canParse(...args),
        "URL.canParse",
      );
      // Only the conversion of the arguments to strings may throw.
      assert.equal(parsed instanceof TypeError, can instanceof TypeError);
      callAllowingTypeError(
        () => new URLSearchParams(input as string),
        "URLSearchParams",
      );
      const url = new URL("https://example.com/");
      for (const attribute of ["search", "hash", "pathname", "host"] as const) {
        callAllowingTypeError(() => {
          url[attribute] = input as string;
        }, `set ${attribute}`);
      }
      assertReparses(url, "after setting any values");
    },
  ),
);

/** Every invariant, in the order the test file runs them. */
export const PROPERTIES: NamedProperty[] = [
  idempotence,
  classMatchesParser,
  setters,
  searchParamsFromString,
  searchParamsFromPairs,
  searchParamsOfURL,
  onlyTypeErrors,
  anyArgument,
];
