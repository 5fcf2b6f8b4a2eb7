// fast-check arbitraries for hostile, URL-shaped input: the pieces a URL is
// made of (scheme, userinfo, host, port, path, query, fragment), each drawn
// from the shapes that parsers have disagreed on, then joined and sprinkled
// with tabs, newlines, C0 controls and lone surrogates. Shared by the
// property tests, the differential tests and `deno task fuzz`. The hostile
// units are in _arbitraries_units.ts, the hosts in _arbitraries_hosts.ts.
//
// Every arbitrary is built from tuples and constant choices, so a failure
// shrinks piece by piece towards the first (simplest) choice of each.

import fc from "fast-check";
import { SETTABLE } from "../cli/_analyze.ts";
import {
  C0_AND_SPACE,
  hostileString,
  hostileUnit,
  TAB_OR_NEWLINE,
  withNoise,
} from "./_arbitraries_units.ts";
import { host } from "./_arbitraries_hosts.ts";

export { URL_ATTRIBUTES } from "./_url_attributes.ts";
export { hostileString, hostileUnit } from "./_arbitraries_units.ts";
export { host } from "./_arbitraries_hosts.ts";

/** The URL attributes that have a setter (the CLI's `--set` list). */
export const SETTABLE_ATTRIBUTES = SETTABLE;

/** A settable URL attribute. */
export type SettableAttribute = typeof SETTABLE_ATTRIBUTES[number];

// ---------------------------------------------------------------------------
// URL pieces.

/** Schemes: special in several cases, non-special, and broken ones. */
export const scheme: fc.Arbitrary<string> = fc.constantFrom(
  "http",
  "https",
  "HTTP",
  "hTtPs",
  "ws",
  "wss",
  "ftp",
  "file",
  "FILE",
  "sc",
  "a",
  "git",
  "mailto",
  "data",
  "blob",
  "javascript",
  "about",
  "web+demo",
  "x-y.z+1",
  "h\ttp",
  "1abc",
  "ht%74p",
  "ｈｔｔｐ",
  "",
);

/** What follows the scheme: slashes and backslashes in any run. */
const afterScheme = fc.constantFrom(
  "://",
  ":",
  ":/",
  ":///",
  "://///",
  ":\\\\",
  ":/\\",
  ":\\/",
  ":\\",
  ":\\\\\\",
  "//",
  "\\\\",
  "/",
  "",
  ":/.//",
  ": //",
);

/** Userinfo: any mix of "@" and ":" (the last "@" ends it), escapes, IDN. */
const userinfo = fc.oneof(
  { weight: 4, arbitrary: fc.constant("") },
  {
    weight: 3,
    arbitrary: fc.tuple(
      fc.string({
        unit: fc.oneof(
          { weight: 5, arbitrary: fc.constantFrom("u", "P", "1", "-") },
          { weight: 3, arbitrary: fc.constantFrom("@", ":", "%40", "%3A") },
          { weight: 1, arbitrary: hostileUnit },
        ),
        maxLength: 8,
      }),
      fc.constantFrom("@", "@@", ":@", "@:@", "%40@"),
    ).map(([info, at]) => info + at),
  },
);

/** A port: empty, default, around 65535, with leading zeros or junk. */
const port = fc.oneof(
  { weight: 5, arbitrary: fc.constant("") },
  {
    weight: 4,
    arbitrary: fc.oneof(
      fc.constantFrom(
        ":",
        ":0",
        ":80",
        ":0080",
        ":443",
        ":00443",
        ":21",
        ":8080",
        ":65535",
        ":65536",
        ":000000000000000000080",
        ":99999999999",
        ":1a",
        ":-1",
        ": 1",
        ":+1",
        ":1.0",
        "::",
        ":\uff18\uff10",
      ),
      fc.integer({ min: 0, max: 70000 }).map((n) => ":" + n),
    ),
  },
);

/** A path segment: dot segments in all their spellings, drive letters. */
const segment = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom("a", "b", "c d", "x.y", "", "\u00e9", ";p"),
  },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      ".",
      "..",
      "%2e",
      "%2E",
      ".%2e",
      "%2e.",
      "%2e%2E",
      "...",
      ".%2",
      "%2e%",
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom("C:", "c|", "C|", "z:", "C%3A") },
  { weight: 2, arbitrary: hostileString(6) },
);

/**
 * Now and then a run of segments long enough (over 256 characters) that the
 * parser keeps the path as a list when a ".." comes.
 */
const longRun = fc.oneof(
  { weight: 9, arbitrary: fc.constant("") },
  {
    weight: 1,
    arbitrary: fc.constantFrom("seg/".repeat(70), "C:/" + "x/".repeat(130)),
  },
);

/** A path: segments joined by "/" or "\". */
const path = fc.tuple(
  fc.constantFrom("/", "/", "", "\\", "//"),
  longRun,
  fc.array(fc.tuple(segment, fc.constantFrom("/", "/", "\\")), {
    maxLength: 5,
  }),
  segment,
).map(([lead, long, segments, last]) =>
  lead + long + segments.map(([s, sep]) => s + sep).join("") + last
);

/** A query or fragment body: form-like pairs and hostile units. */
const formish = fc.string({
  unit: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom("a", "b", "1", "=", "&", "+") },
    { weight: 1, arbitrary: fc.constantFrom("'", '"', " ", "<", ">", "`") },
    { weight: 2, arbitrary: hostileUnit },
  ),
  maxLength: 12,
});

const query = fc.oneof(
  { weight: 3, arbitrary: fc.constant("") },
  { weight: 2, arbitrary: formish.map((q) => "?" + q) },
);

const fragment = fc.oneof(
  { weight: 3, arbitrary: fc.constant("") },
  { weight: 2, arbitrary: formish.map((f) => "#" + f) },
);

/** Leading or trailing C0 controls and spaces: trimmed by the parser. */
const edge = fc.oneof(
  { weight: 6, arbitrary: fc.constant("") },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.constantFrom(...C0_AND_SPACE, ...TAB_OR_NEWLINE, "\u00a0"),
      minLength: 1,
      maxLength: 3,
    }),
  },
);

/** A URL with an authority: scheme, slashes, userinfo, host, port, path. */
const hierarchicalURL = fc.tuple(
  edge,
  scheme,
  afterScheme,
  userinfo,
  host,
  port,
  path,
  query,
  fragment,
  edge,
).map((parts) => parts.join(""));

/** A URL with an opaque path (non-special scheme, no slash after ":"). */
const opaqueURL = fc.tuple(
  edge,
  fc.constantFrom("sc", "mailto", "data", "javascript", "blob", "urn", "a"),
  fc.constantFrom(":", ":", "::"),
  fc.oneof(
    fc.constantFrom(
      "x",
      "text/plain,hi",
      "alert(1)",
      "https://example.com/x",
      "a b ",
      "a   ",
      " ",
      "",
      "\\x",
      "@b",
      "%2e",
    ),
    hostileString(8),
  ),
  fc.constantFrom("", " ", "  ", "\t"),
  query,
  fragment,
  edge,
).map((parts) => parts.join(""));

/** Relative references, for parsing against a base. */
const relativeURL = fc.tuple(
  edge,
  fc.constantFrom("", "", "/", "//", "\\", "\\\\", "/\\", "?", "#", "./"),
  fc.oneof(path, host.map((h) => h + "/x"), hostileString(6)),
  query,
  fragment,
  edge,
).map((parts) => parts.join(""));

/**
 * Clean absolute URLs, near the canonical form: the shapes the parser's fast
 * path takes (and those it must hand over), so that its every exit is
 * crossed: case in scheme and host, default and leading-zero ports, IPv4 in
 * and out of canonical form, "localhost" and drive letters in file URLs,
 * dot segments, and code points that need percent-encoding.
 */
const simpleURL = fc.tuple(
  fc.constantFrom(
    "http",
    "https",
    "ws",
    "wss",
    "ftp",
    "file",
    "HTTP",
    "Https",
    "sc",
  ),
  fc.constantFrom("://", "://", "://", ":///", ":/"),
  fc.oneof(
    fc.array(
      fc.constantFrom(
        "example",
        "com",
        "a-b",
        "x_y",
        "EXAMPLE",
        "localhost",
        "xn--nxasmq6b",
        "a0x",
        "0x",
        "0x1f",
        "1",
        "09",
        "255",
        "256",
        "01",
      ),
      { minLength: 1, maxLength: 4 },
    ).map((labels) => labels.join(".")),
    fc.tuple(
      fc.nat({ max: 300 }),
      fc.nat({ max: 255 }),
      fc.nat({ max: 255 }),
      fc.nat({ max: 300 }),
      fc.nat({ max: 15 }),
    ).map(([a, b, c, d, zeros]) =>
      // Now and then a leading zero (octal) in one part.
      [a, b, c, d].map((n, i) => (zeros === i ? "0" : "") + n).join(".")
    ),
    fc.constantFrom(
      "",
      "[::1]",
      "[0:0::1:0:0]",
      "[1:0:0:2:0:0:3:4]",
      "[0:0:1:0:0:1:0:0]",
      "[1:0:0:0:1:0:0:0]",
      "[::FFFF:1.2.3.4]",
      "127.0.0.1.",
      "0.0.0.0",
    ),
  ),
  fc.constantFrom(
    "",
    "",
    ":80",
    ":443",
    ":21",
    ":8080",
    ":0",
    ":080",
    ":65535",
    ":65536",
    ":",
  ),
  fc.array(
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom("a", "b.html", "", "%41", "~x", "a;b=c"),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          ".",
          "..",
          "%2e",
          "C:",
          "c|",
          "a b",
          "\u00e9",
          "a^b",
          "{x}",
        ),
      },
    ),
    { maxLength: 4 },
  ).map((segments) => segments.map((x) => "/" + x).join("")),
  fc.constantFrom("", "", "?", "?a=1&b=2", "?q=a b", "?'x'", "?é"),
  fc.constantFrom("", "", "#", "#f", "#a b", "#`x`"),
).map((parts) => parts.join(""));

/** File URLs at the edges of the file states: hosts and drive letters. */
const fileURL = fc.tuple(
  fc.constantFrom("file:", "FILE:", "file:/", "file://", "file:///", "file:\\"),
  fc.constantFrom(
    "",
    "localhost",
    "LocalHost",
    "localhost.",
    "host",
    "c|",
    "C:",
    "127.1",
    "%6cocalhost",
  ),
  fc.constantFrom(
    "",
    "/",
    "/c|",
    "/C:",
    "/c|/x",
    "/C|\\y",
    "/a/../..",
    "?q",
    // Long enough for the parser's list form of the path.
    "/C:/" + "x/".repeat(130) + "../".repeat(132),
    "/" + "x/".repeat(130) + "../".repeat(131) + "c|/y",
  ),
  fc.constantFrom("", "/..", "/../..", "#f"),
).map((parts) => parts.join(""));

/** URL-shaped input of every kind, and plain hostile strings. */
export const urlString: fc.Arbitrary<string> = withNoise(fc.oneof(
  { weight: 8, arbitrary: hierarchicalURL },
  { weight: 4, arbitrary: simpleURL },
  { weight: 1, arbitrary: fileURL },
  { weight: 2, arbitrary: opaqueURL },
  { weight: 2, arbitrary: relativeURL },
  { weight: 1, arbitrary: hostileString(16) },
));

/** Fixed base URLs covering each branch of the relative states. */
const FIXED_BASES = [
  "http://example.com/a/b?q#f",
  "https://u:p@example.org:8443/dir/file",
  "http://[::1]/",
  "ws://h/",
  "ftp://f/d/",
  "file:///C:/dir/file",
  "file://host/share/x",
  "file:///",
  "sc://h/p/q",
  "sc:/p/q",
  "sc:opaque?x#y",
  "mailto:a@b",
  "about:blank",
  "data:text/plain,x",
  "web+demo:/.//x/y",
  "sc://h",
  "http://example.com",
];

/** A base URL string: fixed ones, generated ones, or hostile ones. */
export const baseString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...FIXED_BASES) },
  { weight: 2, arbitrary: hierarchicalURL },
  { weight: 2, arbitrary: simpleURL },
  { weight: 1, arbitrary: opaqueURL },
  { weight: 1, arbitrary: hostileString(8) },
);

/** An input and an optional base (undefined for none). */
export const inputAndBase: fc.Arbitrary<[string, string | undefined]> = fc
  .tuple(
    urlString,
    fc.option(baseString, { freq: 2, nil: undefined }),
  );

/** A URL string that parses with high probability: for setter tests. */
export const parsableURL: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...FIXED_BASES) },
  { weight: 3, arbitrary: simpleURL },
  { weight: 1, arbitrary: fileURL },
  {
    weight: 4,
    arbitrary: fc.tuple(
      fc.constantFrom("http", "https", "ws", "file", "sc", "ftp", "git"),
      fc.constantFrom("://", ":/", ":", ":///"),
      userinfo,
      host,
      port,
      path,
      query,
      fragment,
    ).map((parts) => parts.join("")),
  },
  { weight: 1, arbitrary: opaqueURL },
);

/** A value to assign to an attribute: shaped for it, or anything. */
export function setterValue(
  attribute: SettableAttribute,
): fc.Arbitrary<string> {
  const shaped = (() => {
    switch (attribute) {
      case "href":
        return urlString;
      case "protocol":
        return fc.tuple(
          scheme,
          fc.constantFrom("", ":", "://", ":x", "\t:", "+", "%3A"),
        ).map(([s, rest]) => s + rest);
      case "username":
      case "password":
        return userinfo.map((u) => u.slice(0, -1));
      case "host":
        return fc.tuple(host, port, fc.constantFrom("", "/x", "?y", "#z"))
          .map((parts) => parts.join(""));
      case "hostname":
        return fc.tuple(host, fc.constantFrom("", ":1", "/x", "\\y", "#"))
          .map((parts) => parts.join(""));
      case "port":
        return fc.oneof(
          port.map((p) => p.slice(1)),
          fc.integer({ min: -1, max: 70000 }).map(String),
          fc.constantFrom("8080/x", "12a", " 1", "1\t2", "0x10", "\uff11"),
        );
      case "pathname":
        return path;
      case "search":
        return fc.oneof(query, formish, formish.map((q) => "??" + q));
      case "hash":
        return fc.oneof(fragment, formish, formish.map((f) => "##" + f));
    }
  })();
  return withNoise(fc.oneof(
    { weight: 4, arbitrary: shaped },
    { weight: 1, arbitrary: hostileString(10) },
  ));
}

/** An attribute with a value shaped for it. */
export const setterCase: fc.Arbitrary<[SettableAttribute, string]> = fc.oneof(
  ...SETTABLE_ATTRIBUTES.map((attribute) =>
    setterValue(attribute).map((value) =>
      [attribute, value] as [SettableAttribute, string]
    )
  ),
);

/** A name or value of a search parameter: any string, lone surrogates too. */
export const formString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: formish },
  { weight: 1, arbitrary: hostileString(8) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 6 }) },
);

/** A list of name-value pairs. */
export const formPairs: fc.Arbitrary<[string, string][]> = fc.array(
  fc.tuple(formString, formString),
  { maxLength: 6 },
);

/** One change to a URLSearchParams object. */
export type ParamsOperation =
  | ["append" | "set", string, string]
  | ["delete", string, string | undefined]
  | ["sort"];

/** A short list of changes to a URLSearchParams object. */
export const paramsOperations: fc.Arbitrary<ParamsOperation[]> = fc.array(
  fc.oneof(
    fc.tuple(fc.constantFrom("append", "set"), formString, formString),
    fc.tuple(
      fc.constant("delete"),
      formString,
      fc.option(formString, { nil: undefined }),
    ),
    fc.tuple(fc.constant("sort")),
  ) as fc.Arbitrary<ParamsOperation>,
  { maxLength: 6 },
);
