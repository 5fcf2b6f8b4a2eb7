import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { sanitizeUrl as braintreeSanitizeUrl } from "@braintree/sanitize-url";
import { seeded } from "../tests/_whatwg_url_differential.ts";
import { sampleSize } from "../tests/_heavy.ts";
import { sanitizeURL, sanitizeUrl } from "./mod.ts";
import { URL } from "../mod.ts";

/**
 * @braintree/sanitize-url 7.1.2 on a URL Standard `URL`: the package parses
 * http(s) links with the global `URL`, which in Chromium keeps spaces and
 * other forbidden code points in hosts where the standard (and Node.js,
 * Deno and Bun) fail, so the reference runs on this library's class.
 */
function braintree(input: string): string {
  const global = globalThis as { URL: unknown };
  const native = global.URL;
  global.URL = URL;
  try {
    return braintreeSanitizeUrl(input);
  } finally {
    global.URL = native;
  }
}

/** The inputs of the package's README (7.1.2). */
const README_INPUTS = [
  "https://example.com",
  "http://example.com",
  "www.example.com",
  "mailto:hello@example.com",
  "&#104;&#116;&#116;&#112;&#115;&#0000058//&#101;&#120;&#97;&#109;&#112;&#108;&#101;&#46;&#99;&#111;&#109;",
  "javascript:alert(document.domain)",
  "jAvasCrIPT:alert(document.domain)",
  decodeURIComponent("JaVaScRiP%0at:alert(document.domain)"),
  "&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041",
];

/** The pieces the generator joins: each a shape that changes the outcome. */
const PIECES = [
  // Schemes, plain and disguised.
  "javascript",
  "JaVaScRiPt",
  "java",
  "script",
  "data",
  "vbscript",
  "http",
  "https",
  "HTTPS",
  "mailto",
  "tel",
  "custom",
  "ftp",
  "file",
  // Scheme separators.
  ":",
  ":",
  "://",
  "&colon;",
  "&#58;",
  "&#0000058",
  "%3A",
  "%3a",
  "&#x3A;",
  // Controls and invisible characters.
  "\t",
  "\n",
  "\r",
  "\u0000",
  "\u001f",
  "\u007f",
  "\u0085",
  "\u200b",
  "\u200d",
  "\ufeff",
  "\u2028",
  " ",
  "\u00a0",
  "\u3000",
  // Character references.
  "&#106;",
  "&#x6A;",
  "&#0000097",
  "&tab;",
  "&NewLine;",
  "&newline;",
  "&TAB;",
  "&#9;",
  "&#10;",
  "&",
  "&#",
  "&#;",
  // Escaped whitespace.
  "\\n",
  "\\t",
  "\\r",
  "%5Cn",
  "%5c%6E",
  "%5C%72",
  "\\%74",
  // Percent-encoding, good and bad.
  "%0a",
  "%09",
  "%25",
  "%2525",
  "%zz",
  "%",
  "%6A",
  "%E2%80%8B",
  "%C0",
  // Paths and hosts.
  "/",
  "//",
  "\\",
  "\\\\",
  ".",
  "..",
  "./",
  "example.com",
  "EXAMPLE.com",
  "[::1]",
  "exa mple",
  "?q=1",
  "#x",
  "@",
  "alert(1)",
  "é",
  "😀",
];

const SCHEMES = PIECES.slice(0, 14);
const SEPARATORS = PIECES.slice(14, 23);

function pick(random: () => number, list: readonly string[]): string {
  return list[Math.floor(random() * list.length)];
}

/** Half the time a scheme and separator first, then any pieces. */
function generate(random: () => number): string {
  let out = random() < 0.5
    ? pick(random, SCHEMES) + pick(random, SEPARATORS)
    : "";
  const count = 1 + Math.floor(random() * 8);
  for (let i = 0; i < count; i++) {
    out += pick(random, PIECES);
  }
  return out;
}

describe("sanitizeUrl()", () => {
  it("agrees with @braintree/sanitize-url 7.1.2 on its README's inputs", () => {
    for (const input of README_INPUTS) {
      assert.equal(sanitizeUrl(input), braintree(input), JSON.stringify(input));
    }
  });

  it("agrees with @braintree/sanitize-url 7.1.2 on seeded inputs", () => {
    const random = seeded(0x5afe);
    const count = sampleSize(10_000, 1_000);
    const outcomes = { blank: 0, kept: 0, serialized: 0, other: 0 };
    const differences: string[] = [];
    for (let i = 0; i < count; i++) {
      const input = generate(random);
      const expected = braintree(input);
      const actual = sanitizeUrl(input);
      if (actual !== expected) {
        differences.push(`${JSON.stringify(input)}: ${actual} != ${expected}`);
      }
      if (expected === "about:blank") outcomes.blank++;
      else if (expected === input) outcomes.kept++;
      else if (/^https?:\/\//.test(expected)) outcomes.serialized++;
      else outcomes.other++;
    }
    assert.deepEqual(differences.slice(0, 10), []);
    // Each outcome occurs often enough that agreement means something.
    for (const [name, n] of Object.entries(outcomes)) {
      assert.ok(n >= count / 50, `${name}: ${n} of ${count}`);
    }
  });
});

describe("sanitizeURL()", () => {
  it("refuses what sanitizeUrl refuses among script-capable links", () => {
    const random = seeded(0xb1a2);
    let refusedByBoth = 0;
    for (let i = 0; i < sampleSize(10_000, 1_000); i++) {
      const input = generate(random);
      const ours = sanitizeURL(input);
      if (braintree(input) === "about:blank") {
        // A link sanitizeUrl refuses may pass here only as a URL whose
        // scheme the parser reads as harmless: never a script scheme.
        if (ours !== "about:blank") {
          assert.doesNotMatch(ours, /^\s*(javascript|vbscript|data):/i, input);
        } else refusedByBoth++;
      }
      if (ours !== "about:blank" && ours !== input) {
        assert.doesNotMatch(ours, /^(javascript|vbscript|data):/i, input);
      }
    }
    assert.ok(refusedByBoth > 100, `${refusedByBoth} refused by both`);
  });

  it("differs from sanitizeUrl where the docs say", () => {
    const differences: [string, string, string][] = [
      // Every absolute URL is serialized, not only http(s).
      [
        "ftp://EXAMPLE.com/a b",
        "ftp://example.com/a%20b",
        "ftp://EXAMPLE.com/a b",
      ],
      [
        "mailto:a%zz\u00e9@x",
        "mailto:a%zz%C3%A9@x",
        "mailto:a%zz\u00e9@x",
      ],
      // An absolute URL that does not parse is refused.
      ["ftp://exa mple.com/", "about:blank", "ftp://exa mple.com/"],
      // Relative URLs are kept as given, without decoding.
      ["/a%2Fb", "/a%2Fb", "/a/b"],
      ["/x\\ny", "/x\\ny", "/xy"],
      // Raster data: images, when asked.
      [
        "data:image/gif;base64,R0lGOD",
        "data:image/gif;base64,R0lGOD",
        "about:blank",
      ],
    ];
    for (const [input, ours, theirs] of differences) {
      assert.equal(sanitizeURL(input, { dataImages: true }), ours, input);
      assert.equal(sanitizeUrl(input), theirs, input);
    }
    assert.equal(
      sanitizeURL("data:image/svg+xml,<svg/>", { dataImages: true }),
      "about:blank",
    );
    assert.equal(
      sanitizeURL("data:text/html,x", { dataImages: true }),
      "about:blank",
    );
    assert.equal(
      sanitizeURL("../x", { base: "https://a.example/b/c" }),
      "https://a.example/x",
    );
    assert.equal(
      sanitizeURL("javascript:x", { base: "https://a.example/" }),
      "about:blank",
    );
    assert.equal(sanitizeURL("&#106;avascript:alert(1)"), "about:blank");
    assert.equal(
      sanitizeURL("https://a.example/", { schemes: ["https:"] }),
      "https://a.example/",
    );
    assert.equal(
      sanitizeURL("http://a.example/", { schemes: ["https:"] }),
      "about:blank",
    );
    assert.throws(() => sanitizeURL("/", { base: "nope" }), TypeError);
  });
});
