// fast-check arbitraries for hostile, URL-shaped input: the pieces a URL is
// made of (scheme, userinfo, host, port, path, query, fragment), each drawn
// from the shapes that parsers have disagreed on, then joined and sprinkled
// with tabs, newlines, C0 controls and lone surrogates. Shared by the
// property tests, the differential tests and `deno task fuzz`.
//
// Every arbitrary is built from tuples and constant choices, so a failure
// shrinks piece by piece towards the first (simplest) choice of each.

import fc from "fast-check";
import { SETTABLE } from "../cli/_analyze.ts";

export { URL_ATTRIBUTES } from "./_url_attributes.ts";

/** The URL attributes that have a setter (the CLI's `--set` list). */
export const SETTABLE_ATTRIBUTES = SETTABLE;

/** A settable URL attribute. */
export type SettableAttribute = typeof SETTABLE_ATTRIBUTES[number];

// ---------------------------------------------------------------------------
// Single code units and short strings that matter to URL parsers.

/** Tabs and newlines: removed anywhere in the input. */
const TAB_OR_NEWLINE = ["\t", "\n", "\r"];

/** C0 controls, space and DEL: trimmed at the ends, encoded or fatal inside. */
const C0_AND_SPACE = [" ", "\0", "\x01", "\x1f", "\x7f", "\f", "\v"];

/** Lone surrogates and noncharacters: USVString conversion territory. */
const ODD_UNITS = ["\ud800", "\udfff", "\ufdd0", "\uffff", "\ufffe"];

/** The ASCII code points that delimit or are forbidden somewhere. */
const DELIMITERS = [
  "/",
  "\\",
  "?",
  "#",
  "@",
  ":",
  "[",
  "]",
  "%",
  ".",
  "=",
  "&",
  "+",
  ";",
  "<",
  ">",
  "^",
  "|",
  "`",
  "{",
  "}",
  '"',
  "'",
  "~",
  "!",
  "$",
  "*",
  ",",
];

/** Percent-escapes, well-formed and broken, ASCII and UTF-8. */
const PERCENT_ESCAPES = [
  "%41",
  "%2e",
  "%2E",
  "%2f",
  "%5C",
  "%40",
  "%3A",
  "%25",
  "%00",
  "%7F",
  "%ff",
  "%c3%a9",
  "%C3%A9",
  "%c3",
  "%80",
  "%ef%bc%8e",
  "%e3%80%82",
  "%C2%AD",
  "%f0%9f%92%a9",
  "%",
  "%%",
  "%g",
  "%2",
  "%zz",
  "%%30",
  "%2%65",
];

/**
 * Non-ASCII: Latin letters that IDNA maps or keeps, fullwidth forms, the
 * three dots UTS #46 maps to ".", IDNA-ignored code points, joiners,
 * right-to-left letters, an astral emoji, and characters that map to ASCII.
 */
const NON_ASCII = [
  "\u00e9", // é
  "\u00df", // ß (deviation character)
  "\u0130", // İ
  "\u212a", // Kelvin sign, maps to "k"
  "\ufb00", // ﬀ ligature, maps to "ff"
  "\uff21", // fullwidth A
  "\uff45", // fullwidth e
  "\uff10", // fullwidth 0
  "\uff0e", // fullwidth full stop
  "\u3002", // ideographic full stop
  "\uff61", // halfwidth ideographic full stop
  "\u00ad", // soft hyphen: ignored
  "\u200b", // zero width space: ignored
  "\u200c", // ZWNJ (ContextJ)
  "\u200d", // ZWJ (ContextJ)
  "\ufeff", // BOM: ignored
  "\u034f", // combining grapheme joiner: ignored
  "\ufe0f", // variation selector: ignored
  "\u0301", // combining acute accent
  "\u05d0", // Hebrew alef (Bidi)
  "\u0627", // Arabic alef (Bidi)
  "\u0661", // Arabic-Indic digit one
  "\u2460", // circled digit one, maps to "1"
  "\u24b6", // circled A, maps to "a"
  "\u00a0", // no-break space
  "\u3000", // ideographic space
  "\u2044", // fraction slash
  "\uff0f", // fullwidth solidus
  "\ufe6b", // small commercial at
  "\u2100", // account of, maps to "a/c"
  "\u{1f4a9}", // an astral code point (a surrogate pair)
  "\u4e2d", // a CJK ideograph
];

/** A single hostile code unit or short string: anything at all. */
export const hostileUnit: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("a", "Z", "0", "9", "-", "_", "x") },
  { weight: 4, arbitrary: fc.constantFrom(...DELIMITERS) },
  { weight: 2, arbitrary: fc.constantFrom(...TAB_OR_NEWLINE, ...C0_AND_SPACE) },
  { weight: 2, arbitrary: fc.constantFrom(...PERCENT_ESCAPES) },
  { weight: 3, arbitrary: fc.constantFrom(...NON_ASCII) },
  { weight: 1, arbitrary: fc.constantFrom(...ODD_UNITS) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 2 }) },
);

/** Any short string of hostile units. */
export function hostileString(maxLength = 12): fc.Arbitrary<string> {
  return fc.string({ unit: hostileUnit, maxLength });
}

/**
 * Inserts noise (tabs, newlines, C0 controls, spaces) into generated
 * strings at chosen places; most strings get none.
 */
function withNoise(arb: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const noise = fc.array(
    fc.tuple(
      fc.nat({ max: 1000 }),
      fc.constantFrom(...TAB_OR_NEWLINE, ...C0_AND_SPACE, "\u00a0", "\ud800"),
    ),
    { maxLength: 3 },
  );
  return fc.tuple(
    arb,
    fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, {
      weight: 1,
      arbitrary: noise,
    }),
  ).map(([s, inserts]) => {
    let out = s;
    for (const [where, unit] of inserts) {
      const at = Math.floor((where / 1000) * (out.length + 1));
      out = out.slice(0, at) + unit + out.slice(at);
    }
    return out;
  });
}

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

/** A label of a domain: ASCII, IDN, Punycode, fullwidth, ignored-only. */
const label = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      "example",
      "a",
      "EXAMPLE",
      "b-c",
      "-x",
      "x-",
      "a_b",
      "www",
      "com",
      "localhost",
      "LOCALHOST",
      "0",
      "09",
      "0x",
      "0xg",
      "1",
      "a0x",
      "x0x1",
      "0x0x",
      "0X1F",
    ),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "xn--nxasmq6b",
      "xn--a",
      "xn--",
      "XN--ls8h",
      "xn--ls8h",
      "ab--c",
      "xn--zca",
      "caf\u00e9",
      "fa\u00df",
      "\u4e2d\u6587",
      "\u05d0\u05d1",
      "\u0627\u0644",
      "\uff45\uff58\uff41\uff4d\uff50\uff4c\uff45",
      "\uff10\uff58\uff17\uff46",
      "\u00ad",
      "\u00ad\u200b\ufeff",
      "a\u00adb",
      "\u200c",
      "a\u200db",
      "\u{1f4a9}",
      "%65xample",
      "%C2%AD",
      "%zz",
      "%",
      "\u2460\u2461",
      "\u212a",
    ),
  },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom("a", "Z", "0", "-", "_") },
        { weight: 1, arbitrary: hostileUnit },
      ),
      maxLength: 8,
    }),
  },
);

/** The dots that end a label: "." and what IDNA maps to it. */
const dot = fc.oneof(
  { weight: 6, arbitrary: fc.constant(".") },
  {
    weight: 1,
    arbitrary: fc.constantFrom("\uff0e", "\u3002", "\uff61", "%2e", ".."),
  },
);

/** A domain: one to four labels, maybe a trailing dot. */
const domain = fc.tuple(
  fc.array(fc.tuple(label, dot), { minLength: 0, maxLength: 3 }),
  label,
  fc.constantFrom("", "", "", ".", "\u3002"),
).map(([init, last, trailing]) =>
  init.map(([l, d]) => l + d).join("") + last + trailing
);

/** One part of an IPv4 address, written in any radix, in or out of range. */
const ipv4Part = fc.oneof(
  fc.integer({ min: 0, max: 256 }).map(String),
  fc.constantFrom(
    "0",
    "00",
    "0x",
    "0X",
    "0x0",
    "0xff",
    "0x100",
    "0XFFFFFFFF",
    "0x100000000",
    "0377",
    "0400",
    "08",
    "09",
    "4294967295",
    "4294967296",
    "99999999999999999999",
    "0x7f",
    "000000000000000000001",
    "",
  ),
  fc.tuple(fc.nat({ max: 2 ** 32 }), fc.constantFrom(8, 10, 16)).map(
    ([n, radix]) =>
      radix === 16
        ? "0x" + n.toString(16)
        : radix === 8
        ? "0" + n.toString(8)
        : String(n),
  ),
);

/** IPv4 in one to five parts, maybe with a trailing dot. */
const ipv4 = fc.tuple(
  fc.array(ipv4Part, { minLength: 1, maxLength: 5 }),
  fc.constantFrom("", "", ".", "\uff0e"),
).map(([parts, trailing]) => parts.join(".") + trailing);

/** An IPv6 piece: zero to five hex digits. */
const ipv6Piece = fc.oneof(
  fc.constantFrom(
    "0",
    "0",
    "0",
    "1",
    "ffff",
    "FFFF",
    "0000",
    "00001",
    "",
    "g",
    "10000",
  ),
  fc.nat({ max: 0xffff }).map((n) => n.toString(16)),
);

/** An embedded IPv4 address at the end of an IPv6 address. */
const embeddedIpv4 = fc.oneof(
  fc.tuple(
    fc.integer({ min: 0, max: 256 }),
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 0, max: 255 }),
  ).map((parts) => parts.join(".")),
  fc.constantFrom("1.2.3", "1.2.3.4.5", "01.2.3.4", "1.2.3.", "0x1.2.3.4"),
);

/** IPv6 in brackets: compressed or not, with embedded IPv4, or broken. */
const ipv6 = fc.tuple(
  fc.array(ipv6Piece, { minLength: 0, maxLength: 9 }),
  fc.nat({ max: 10 }),
  fc.option(embeddedIpv4, { freq: 4 }),
  fc.constantFrom("[", "[", "[", "[[", ""),
  fc.constantFrom("]", "]", "]", "]]", "", "%5D"),
).map(([pieces, compressAt, v4, open, close]) => {
  const parts = pieces.slice();
  if (compressAt <= parts.length) parts.splice(compressAt, 0, "");
  let address = parts.join(":");
  if (compressAt === 0) address = ":" + address;
  if (compressAt === pieces.length) address += ":";
  if (v4 !== null) address += (address.endsWith(":") ? "" : ":") + v4;
  return open + address + close;
});

/** Hosts of every kind, including empty and broken ones. */
export const host: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: domain },
  { weight: 3, arbitrary: ipv4 },
  { weight: 3, arbitrary: ipv6 },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "",
      "0x7f.1",
      "127.1",
      "0177.0.0.1",
      "2130706433",
      "0x7F000001",
      "[::1]",
      "[::ffff:127.0.0.1]",
      "[0:0:0:0:0:0:13.1.68.3]",
      "\u00ad",
      "%C2%AD",
      "\u200b\u00ad",
      "example\uff0ecom",
      "example\u3002com",
      "ex%61mple.com",
      "a b",
      "a<b",
      "a^b",
      "a|b",
      "a%00b",
      "\u0000",
    ),
  },
  { weight: 1, arbitrary: hostileString(8) },
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
