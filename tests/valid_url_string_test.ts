// The URL writing grammar against the parser and against whatwg-url:
// every WPT urltestdata.json input with its base, and generated inputs.
//
// whatwg-url 17.3.0 exports isValidURLString(input, { baseURL }): the
// reference implementation's own reading of url.bs § URL writing, written
// independently of ours (it splits strings and tests Sets; ours scans once
// with positions), so agreement is evidence, not a tautology.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import {
  basicURLParse as referenceParse,
  isValidURLString as referenceIsValid,
} from "whatwg-url";
import {
  isValidURLString,
  parseURL,
  serializeURL,
  type URLRecord,
  type ValidationErrorName,
  validURLStringProblems,
} from "../parser/mod.ts";
import { toScalarValueString } from "../percent/mod.ts";
import { inputAndBase } from "./_arbitraries.ts";
import { SEED } from "./_properties.ts";
import { loadWptCases, show } from "./wpt.ts";

interface URLTestCase {
  input: string;
  base: string | null;
  failure?: boolean;
  href?: string;
}

/** Parses and collects the validation errors the parser reports. */
function parseWithErrors(input: string, base?: URLRecord | null) {
  const errors: ValidationErrorName[] = [];
  const url = parseURL(input, {
    base: base ?? null,
    report: (name) => errors.push(name),
  });
  return { url, errors };
}

/** whatwg-url's verdict; its base is its own URL record. */
function reference(input: string, base: string | undefined): boolean {
  const baseURL = base === undefined ? null : referenceParse(base);
  return referenceIsValid(input, { baseURL });
}

/** Our base record for a base string, or undefined when none parses. */
function baseOf(base: string | null | undefined): URLRecord | undefined {
  if (base === null || base === undefined) return undefined;
  return parseURL(base) ?? undefined;
}

describe("urltestdata.json inputs as valid URL strings", () => {
  const cases = loadWptCases<URLTestCase>("urltestdata.json");
  let valid = 0;
  for (const c of cases) {
    const base = c.base ?? undefined;
    it(`decides ${show(c.input)} against ${show(c.base)} as whatwg-url does`, () => {
      const ours = isValidURLString(c.input, base);
      const expected = reference(c.input, base);
      assert.equal(
        ours,
        expected,
        `input ${show(c.input)}, base ${show(c.base)}: expected ${expected}, ` +
          `actual ${ours}, problems ${
            show(validURLStringProblems(c.input, base))
          }`,
      );
      if (!ours) {
        // The other direction: input the parser takes without validation
        // errors is a valid URL string.
        const { url, errors } = parseWithErrors(c.input, baseOf(c.base));
        assert.ok(
          url === null || errors.length > 0,
          "parses without validation errors yet is not a valid URL string",
        );
        return;
      }
      valid++;
      // "A valid URL string defines what input would not trigger a
      // validation error or failure when given to the URL parser."
      assert.notEqual(c.failure, true, "a valid URL string fails to parse");
      const { url, errors } = parseWithErrors(c.input, baseOf(c.base));
      assert.notEqual(url, null);
      assert.deepEqual(errors, [], "a valid URL string has validation errors");
    });
  }
  it("finds valid URL strings among them (the checks above are not vacuous)", () => {
    assert.ok(valid >= 200, `only ${valid} valid URL strings`);
  });
});

describe("serializations of the WPT URLs", () => {
  const cases = loadWptCases<URLTestCase>("urltestdata.json")
    .filter((c) => !c.failure && c.href !== undefined);
  for (const c of cases) {
    it(`serializes ${show(c.input)} against ${show(c.base)} validly unless the parser reported why not`, () => {
      if (isValidURLString(c.href!)) return;
      // "The output of the URL serializer is not always a valid URL
      // string." Each such URL comes from input (or a base) that the
      // parser flagged: the serializer keeps what it was given.
      const base = c.base === null ? undefined : parseWithErrors(c.base);
      const { errors } = parseWithErrors(c.input, base?.url);
      const all = [...errors, ...(base?.errors ?? [])];
      assert.ok(
        all.length > 0,
        `href ${show(c.href)} is not a valid URL string ` +
          `(${
            show(validURLStringProblems(c.href!))
          }) yet parsing reported nothing`,
      );
    });
  }
});

// The kinds of URL whose serialization is not a valid URL string, one
// example each from urltestdata.json (the one from url.bs's own table
// excepted), with the url.bs text that makes it so.
const INVALID_SERIALIZATIONS: [href: string, why: string][] = [
  [
    "http://user:pass@example.org:21/smth",
    "There is no way to express a username or password of a URL record " +
    "within a valid URL string.",
  ],
  [
    "http://example.com/foo%2zbar",
    'Path state: "If c is U+0025 (%) and remaining does not start with two ' +
    'ASCII hex digits, invalid-URL-unit validation error", and no ' +
    "percent-encode set contains %.",
  ],
  [
    "https://example.com/[]?[]#[]",
    "url.bs's own example-url-parsing: [ and ] are not URL code points and " +
    "not in the path, query or fragment percent-encode sets.",
  ],
  [
    "https://xn--/",
    "The host parser runs the domain parser with beStrict false; a valid " +
    "domain is what the domain parser with beStrict true accepts.",
  ],
  [
    "non-special:opaque  x?hi",
    "Opaque path state: c is percent-encoded with the C0 control " +
    "percent-encode set, which does not contain U+0020 SPACE.",
  ],
  [
    "sc://%/",
    "Opaque-host parser: a % not followed by two ASCII hex digits is an " +
    "invalid-URL-unit validation error, and the host keeps it.",
  ],
  [
    "non-special://host/a\\b",
    "In a URL that is not special, \\ is not a path separator and not in " +
    "the path percent-encode set; it is not a URL code point.",
  ],
];

describe("serializations that are not valid URL strings (url.bs says why)", () => {
  const hrefs = new Set(
    loadWptCases<URLTestCase>("urltestdata.json").map((c) => c.href),
  );
  for (const [href, why] of INVALID_SERIALIZATIONS) {
    it(`<${href}>: ${why}`, () => {
      const fromSpec = why.startsWith("url.bs's own");
      assert.ok(fromSpec || hrefs.has(href), "the example is a WPT href");
      assert.equal(isValidURLString(href), false);
      assert.notEqual(parseURL(href), null);
    });
  }
});

describe("the grammar and the parser on generated input", () => {
  it("a valid URL string parses without validation errors", () => {
    let valid = 0;
    fc.assert(
      fc.property(inputAndBase, ([input, base]) => {
        const record = baseOf(base);
        if (!isValidURLString(input, record)) return;
        valid++;
        const { url, errors } = parseWithErrors(input, record);
        assert.notEqual(url, null);
        assert.deepEqual(errors, []);
      }),
      { seed: SEED, numRuns: 5000 },
    );
    assert.ok(valid >= 150, `only ${valid} valid URL strings generated`);
  });

  it("input that parses without validation errors is a valid URL string", () => {
    let clean = 0;
    fc.assert(
      fc.property(inputAndBase, ([input, base]) => {
        const record = baseOf(base);
        const { url, errors } = parseWithErrors(input, record);
        if (url === null || errors.length > 0) return;
        // The URL parser takes a scalar value string: a lone surrogate
        // reaches it as U+FFFD (a URL code point), as new URL's USVString
        // conversion makes it. The grammar judges the string as given, and
        // a surrogate is no URL code point (url.bs "URL code points"; the
        // differential test below shows whatwg-url agrees).
        if (toScalarValueString(input) !== input) {
          assert.equal(isValidURLString(input, record), false);
          assert.equal(
            isValidURLString(toScalarValueString(input), record),
            true,
          );
          return;
        }
        clean++;
        assert.deepEqual(validURLStringProblems(input, record), []);
      }),
      { seed: SEED, numRuns: 5000 },
    );
    assert.ok(clean >= 150, `only ${clean} inputs without validation errors`);
  });

  it("a URL parsed without validation errors (input and base) serializes to a valid URL string", () => {
    let checked = 0;
    fc.assert(
      fc.property(inputAndBase, ([input, base]) => {
        const parsedBase = base === undefined
          ? undefined
          : parseWithErrors(base);
        if (parsedBase !== undefined && parsedBase.errors.length > 0) return;
        const { url, errors } = parseWithErrors(input, parsedBase?.url);
        if (url === null || errors.length > 0) return;
        checked++;
        const href = serializeURL(url);
        assert.deepEqual(validURLStringProblems(href), [], href);
      }),
      { seed: SEED, numRuns: 5000 },
    );
    assert.ok(checked >= 150, `only ${checked} URLs checked`);
  });

  it("a serialization that is not a valid URL string comes from input the parser flagged", () => {
    let checked = 0;
    fc.assert(
      fc.property(inputAndBase, ([input, base]) => {
        const parsedBase = base === undefined
          ? undefined
          : parseWithErrors(base);
        const { url, errors } = parseWithErrors(input, parsedBase?.url);
        if (url === null || isValidURLString(serializeURL(url))) return;
        checked++;
        assert.ok(errors.length + (parsedBase?.errors.length ?? 0) > 0);
      }),
      { seed: SEED, numRuns: 5000 },
    );
    assert.ok(checked >= 150, `only ${checked} URLs checked`);
  });
});

describe("differential test against whatwg-url's isValidURLString", () => {
  it("agrees on generated inputs and bases (5000 runs)", () => {
    let valid = 0;
    fc.assert(
      fc.property(inputAndBase, ([input, base]) => {
        const ours = isValidURLString(input, baseOf(base));
        if (ours) valid++;
        assert.equal(
          ours,
          reference(input, base),
          `problems ${show(validURLStringProblems(input, baseOf(base)))}`,
        );
      }),
      { seed: SEED, numRuns: 5000 },
    );
    assert.ok(valid >= 150, `only ${valid} valid URL strings generated`);
  });
});
