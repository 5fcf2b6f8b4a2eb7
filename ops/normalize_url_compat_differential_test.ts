// normalizeUrlCompat() against normalize-url 10.0.0 (a dev dependency) on
// seeded generated input: realistic URLs made of the pieces normalize-url
// acts on (tests/_ops_urls.ts), what users type instead of a URL, custom
// schemes, data URLs, each with default and with random options. The two
// must agree but for the documented classes below, which are counted; each
// shape the generator makes must come up often enough to be tested.
//
// normalize-url reads URLs with the global URL class; here it gets this
// library's, so that a runtime whose own URL differs from the URL Standard
// (Deno 2.9 leaves `^` in a path unencoded) does not count as a difference
// of the normalization.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import normalizeUrl from "normalize-url";
import { URL, URLSearchParams } from "../mod.ts";
import { generatedURL } from "../tests/_ops_urls.ts";
import {
  normalizeUrlCompat,
  type NormalizeUrlCompatOptions,
} from "./normalize_url_compat.ts";

const SEED = 20261207;
const RUNS = 8000;

/** normalize-url, reading URLs with this library's URL class. */
function theirs(input: string, options: NormalizeUrlCompatOptions): string {
  const global = globalThis as { URL: unknown; URLSearchParams: unknown };
  const saved = [global.URL, global.URLSearchParams];
  global.URL = URL;
  global.URLSearchParams = URLSearchParams;
  try {
    return normalizeUrl(
      input,
      options as Parameters<typeof normalizeUrl>[1],
    );
  } finally {
    [global.URL, global.URLSearchParams] = saved;
  }
}

function outcome(run: () => string): string | Error {
  try {
    return run();
  } catch (error) {
    return error as Error;
  }
}

/** A difference the README documents, and how to recognize it. */
interface KnownDifference {
  reason: string;
  matches(theirs: string | Error, ours: string | Error): boolean;
}

const KNOWN_DIFFERENCES: Record<string, KnownDifference> = {
  "error class": {
    reason: "normalizeUrlCompat() throws a TypeError where normalize-url " +
      "throws a plain Error (forceHttp with forceHttps), with its message",
    matches: (theirs, ours) =>
      theirs instanceof Error && !(theirs instanceof TypeError) &&
      ours instanceof TypeError && ours.message === theirs.message,
  },
};

/** What users type instead of a URL: no protocol, or `//`. */
const TYPED = fc.constantFrom(
  "http://",
  "https://",
  "HTTP://",
  "",
  "",
  "//",
  "https://user:pass@",
  "http://us%65r:p%61ss@",
  "file:///",
  "http:",
  "https:/",
  "http:\\\\",
  "sindre://",
  "SINDRE://",
  "ws://",
);

/** Inputs with a scheme of their own, or none at all. */
const ODD = fc.constantFrom(
  "tel:004346382763",
  "mailto:office@example.com",
  "foo:bar",
  "foo.bar://www.example.com",
  "localhost:9802",
  "localhost:9802/x",
  "abc:80",
  "a.b:c",
  "example.com:80",
  "example.com:80/x",
  "/",
  "/relative/path/",
  "./x",
  "../x",
  "http://",
  "  http://example.com/b  ",
  "\tht\ntp://example.com/\r",
  "\uFEFFhttp://example.com/x\u00A0",
  "urn:isbn:123",
  "foo:a//b//",
  "foo:/a//b/",
  "foo://h//a//",
  "sindre:x/y/",
  "a_b:c",
  "user:pass@host.com",
  "www.example.com:8080?a=1",
);

/** Data URLs: MIME types, parameters, markers, data and fragments. */
const DATA_URL = fc.tuple(
  fc.constantFrom("data:", "DATA:", "data: "),
  fc.constantFrom("", "text/plain", "TEXT/HTML", "image/png", " text/html "),
  fc.array(
    fc.constantFrom(
      "charset=us-ascii",
      "charset=UTF-8",
      "CHARSET=US-ASCII",
      'charset="utf-8"',
      "foo=",
      "bar",
      'name="a;b"',
      'x="a\\"b"',
      "base64",
      "",
      "charset ",
      "title=It's",
    ),
    { maxLength: 3 },
  ),
  fc.constantFrom("", ";base64", "; base64", ";BASE64", "base64"),
  fc.constantFrom(",", ",,", ""),
  fc.constantFrom("", "foo", " Zm9v ", " foo ", "%41%42", "a b", "x#y", "%7e"),
  fc.constantFrom("", "#", "#x", "#:~:text=a", "# x", "#a%7e"),
).map(([scheme, mime, parameters, marker, comma, data, hash]) =>
  scheme + mime + parameters.map((p) => ";" + p).join("") + marker + comma +
  data + hash
);

const INPUT = fc.oneof(
  { weight: 6, arbitrary: generatedURL(TYPED) },
  { weight: 2, arbitrary: ODD },
  { weight: 2, arbitrary: DATA_URL },
);

const OPTIONS: fc.Arbitrary<NormalizeUrlCompatOptions> = fc.record({
  stripWWW: fc.boolean(),
  removeTrailingSlash: fc.boolean(),
  removeSingleSlash: fc.boolean(),
  stripHash: fc.boolean(),
  stripTextFragment: fc.boolean(),
  sortQueryParameters: fc.boolean(),
  removeDirectoryIndex: fc.oneof(
    fc.boolean(),
    fc.constantFrom(["index.html"], [/^default\./], [/index\.php/y], []),
  ),
  removeExplicitPort: fc.boolean(),
  stripAuthentication: fc.boolean(),
  emptyQueryValue: fc.constantFrom(
    "preserve" as const,
    "always" as const,
    "never" as const,
  ),
  normalizeProtocol: fc.boolean(),
  stripProtocol: fc.boolean(),
  forceHttp: fc.boolean(),
  forceHttps: fc.boolean(),
  removePath: fc.boolean(),
  removeQueryParameters: fc.oneof(
    fc.boolean(),
    fc.constantFrom(["ref"], [/^a/i], [/^utm_/g]),
  ),
  keepQueryParameters: fc.constantFrom(undefined, ["a"], [/^q/], []),
  customProtocols: fc.constantFrom(undefined, ["sindre"], ["SINDRE:", "ws"]),
  transformPath: fc.constantFrom(
    undefined,
    false as const,
    (segments: string[]) => segments.slice(0, 1),
    (segments: string[]) => [...segments, "x", ""],
  ),
  defaultProtocol: fc.constantFrom(undefined, "https", " HTTPS: "),
}, { requiredKeys: [] });

/** The shapes the run must meet, each at least MIN_HITS times. */
const SHAPES: Record<string, RegExp> = {
  "no protocol": /^(?:www\.|example|sub\.|bücher|localhost|127\.)/i,
  "protocol-relative": /^\/\//,
  "custom scheme": /^(?:sindre|ws|tel|mailto|foo|urn):/i,
  "data URL": /^\s*data:/i,
  "empty fragment": /#$/,
  "text fragment": /:~:text=/i,
  "escape of a reserved character in the path": /\/[^?#]*%(?:5B|28|3A)/i,
  "escape that is not UTF-8": /%(?:E9|C0%80)/i,
  "escape of a reserved character in the query": /\?.*%(?:3A|2F|26|3D)/i,
  "parameter without =": /[?&][^=&#]+(?:&|#|$)/,
  "www. host": /\/\/www\.|^www\./i,
  "host with a trailing dot": /\.(?::\d+)?(?:\/|$)/,
  "directory index": /\/(?:index|default)\.\w+/,
  "duplicate slashes in the path": /\/\/[^/]*\/\//,
  "relative path": /^\.*\/(?!\/)/,
  "protocol lookalike in the path": /\/[^?#]*\/https:/,
};
const MIN_HITS = 100;

describe("normalizeUrlCompat() against normalize-url 10.0.0 (seeded)", () => {
  it(`agrees on ${RUNS} generated inputs but for documented classes`, () => {
    const samples = fc.sample(fc.tuple(INPUT, OPTIONS, fc.boolean()), {
      seed: SEED,
      numRuns: RUNS,
    });
    const known = new Map(Object.keys(KNOWN_DIFFERENCES).map((k) => [k, 0]));
    const hits = new Map(Object.keys(SHAPES).map((k) => [k, 0]));
    const undocumented: string[] = [];
    let changed = 0;
    for (const [input, randomOptions, useDefaults] of samples) {
      const options = useDefaults ? {} : randomOptions;
      for (const [shape, pattern] of Object.entries(SHAPES)) {
        if (pattern.test(input)) hits.set(shape, hits.get(shape)! + 1);
      }
      const a = outcome(() => theirs(input, options));
      const b = outcome(() => normalizeUrlCompat(input, options));
      if (typeof b === "string" && b !== input) changed++;
      if (
        a === b ||
        (a instanceof Error && b instanceof Error && a.name === b.name)
      ) {
        continue;
      }
      const name = Object.keys(KNOWN_DIFFERENCES).find((k) =>
        KNOWN_DIFFERENCES[k].matches(a, b)
      );
      if (name !== undefined) known.set(name, known.get(name)! + 1);
      else undocumented.push(`${JSON.stringify(input)}: ${a} / ${b}`);
    }
    assert.deepEqual(undocumented, [], "undocumented differences");
    for (const [shape, count] of hits) {
      assert.ok(count >= MIN_HITS, `${shape}: ${count} of ${RUNS}`);
    }
    // Every documented class comes up, so that its matcher is exercised.
    for (const [name, count] of known) assert.ok(count > 0, name);
    assert.ok(changed > RUNS / 2, `only ${changed} inputs changed`);
  });
});
