/**
 * The conformance probe: a short list of checks, each a behaviour of the URL
 * Standard that an implementation people polyfill over gets wrong, run
 * against a `URL` and `URLSearchParams` pair. The polyfill installs its own
 * classes where a check fails and leaves a native pair that passes every
 * check in place.
 *
 * Which implementations fail which check is measured, not assumed:
 * `deno task bench:polyfill` runs the probe against each polyfill it compares
 * and against React Native's own URL (bench/POLYFILL_RESULTS.md: the
 * installed react-native fails every check), and polyfill/probe_test.ts gives each check a
 * deliberately broken stand-in with the bug it is there for.
 *
 * The probe leaves out what a current browser deliberately does otherwise:
 * a browser's own `URL` is not for a polyfill to replace. So file URLs are
 * not probed: Chromium outside Windows keeps `localhost` as a file URL's
 * host and gives drive letters no meaning.
 *
 * @module
 */

/** A `URL` class as the probe sees it: anything with `new`. */
// deno-lint-ignore no-explicit-any
export type URLLike = new (...args: any[]) => any;

/** A `URLSearchParams` class as the probe sees it: anything with `new`. */
// deno-lint-ignore no-explicit-any
export type URLSearchParamsLike = new (...args: any[]) => any;

/** One check of the probe. */
export interface ConformanceCheck {
  /** A stable, kebab-case name. */
  readonly name: string;
  /**
   * The interface the check is about: the polyfill replaces only the one
   * whose check fails.
   */
  readonly interface: "URL" | "URLSearchParams";
  /** What the check tests, and the implementations known to fail it. */
  readonly description: string;
  /** Whether the pair behaves as the URL Standard says (a throw is false). */
  readonly passes: (
    URL: URLLike,
    URLSearchParams: URLSearchParamsLike,
  ) => boolean;
}

// deno-lint-ignore no-explicit-any
type Any = any;

/** Whether `url` (a URL object) has these attribute values. */
function hasAttributes(url: Any, expected: Record<string, string>): boolean {
  for (const key in expected) {
    if (url[key] !== expected[key]) return false;
  }
  return true;
}

/** Whether `make` throws a `TypeError`. */
function throwsTypeError(make: () => unknown): boolean {
  try {
    make();
  } catch (error) {
    return error instanceof TypeError;
  }
  return false;
}

/**
 * The probe's checks, in the order they run. Each names the implementations
 * that bench/POLYFILL_RESULTS.md measures failing it, and the engines and
 * versions known to.
 *
 * @example Every check passes on a conforming URL
 * ```ts
 * import { CONFORMANCE_CHECKS } from "@urlstd/url/polyfill/probe";
 * import { URL, URLSearchParams } from "@urlstd/url";
 * import assert from "node:assert/strict";
 * for (const check of CONFORMANCE_CHECKS) {
 *   assert.ok(check.passes(URL, URLSearchParams), check.name);
 * }
 * ```
 */
export const CONFORMANCE_CHECKS: readonly ConformanceCheck[] = [
  {
    name: "parse-and-serialize",
    interface: "URL",
    description: "The href is the parsed, normalized URL (scheme and host " +
      "lowercased, dot segments removed). React Native's own URL keeps the " +
      "input and appends a slash to it.",
    passes: (URL) =>
      new URL("HTTPS://EXAMPLE.org/a/./b/../c?d#e").href ===
        "https://example.org/a/c?d#e",
  },
  {
    name: "component-getters",
    interface: "URL",
    description: "Every attribute getter works. React Native's own URL " +
      'threw "not implemented" from all but href (0.7x); later versions ' +
      "read them with regular expressions from the unparsed input, which " +
      "gets them wrong.",
    passes: (URL) =>
      hasAttributes(new URL("https://u:p@example.org:8080/p?q#f"), {
        protocol: "https:",
        username: "u",
        password: "p",
        host: "example.org:8080",
        hostname: "example.org",
        port: "8080",
        pathname: "/p",
        search: "?q",
        hash: "#f",
        origin: "https://example.org:8080",
      }),
  },
  {
    name: "relative-resolution",
    interface: "URL",
    description: "A relative reference resolves against the base. React " +
      "Native's own URL joins the two strings.",
    passes: (URL) =>
      new URL("../x?y#z", "http://h/a/b/c").href === "http://h/a/x?y#z",
  },
  {
    name: "failure-throws-type-error",
    interface: "URL",
    description: "An unparsable input throws a TypeError. React Native's " +
      "own URL accepts any string without a base.",
    passes: (URL) =>
      throwsTypeError(() => new URL("http://[::1")) &&
      throwsTypeError(() => new URL("no scheme")),
  },
  {
    name: "setters",
    interface: "URL",
    description: "The setters run the parser with a state override. React " +
      "Native's own URL has no setters but search.",
    passes: (URL) => {
      const url: Any = new URL("http://h/a");
      url.protocol = "https";
      url.host = "example.com:81";
      url.pathname = "b c";
      url.search = "q=1";
      url.hash = "h";
      return url.href === "https://example.com:81/b%20c?q=1#h";
    },
  },
  {
    name: "search-params-link",
    interface: "URL",
    description: "A URL's searchParams and its query stay in step both " +
      "ways. React Native's own URL had no searchParams (0.7x), and its " +
      "later one does not follow the URL.",
    passes: (URL) => {
      const url: Any = new URL("http://h/?a=b");
      url.searchParams.append("c", "d e");
      if (url.search !== "?a=b&c=d+e") return false;
      url.search = "?x=1";
      return url.searchParams.get("x") === "1" &&
        url.searchParams === url.searchParams;
    },
  },
  {
    name: "search-params-methods",
    interface: "URLSearchParams",
    description: "URLSearchParams parses and has get, getAll, has, set, " +
      "delete, sort and iteration. React Native's own URLSearchParams " +
      'threw "not implemented" from all but append and toString (0.7x).',
    passes: (_, URLSearchParams) => {
      const params: Any = new URLSearchParams("?a=1&b=2+3&a=%zz");
      if (params.get("b") !== "2 3" || params.getAll("a").join() !== "1,%zz") {
        return false;
      }
      params.set("c", "4");
      params.delete("b");
      params.sort();
      const pairs = Array.from(params as Iterable<[string, string]>);
      return pairs.join(";") === "a,1;a,%zz;c,4" && params.has("c") &&
        new URLSearchParams({ x: "1" }).toString() === "x=1" &&
        new URLSearchParams([["y", "2"]]).toString() === "y=2";
    },
  },
  {
    name: "search-params-size-and-value",
    interface: "URLSearchParams",
    description: "URLSearchParams has size and the value argument of " +
      "has() and delete() (added to the standard in 2023): missing in " +
      "Safari before 17, Chromium before 117 (size: 113), Node.js " +
      "before 20.2, and in the polyfills measured that predate them.",
    passes: (_, URLSearchParams) => {
      const params: Any = new URLSearchParams("a=1&a=2&b=3");
      if (params.size !== 3 || params.has("a", "3") || !params.has("a", "2")) {
        return false;
      }
      params.delete("a", "1");
      return params.toString() === "a=2&b=3";
    },
  },
  {
    name: "form-urlencoded-serializer",
    interface: "URLSearchParams",
    description: "URLSearchParams serializes with the " +
      "application/x-www-form-urlencoded percent-encode set (only *-._ " +
      "left as they are, space as +); an implementation on " +
      "encodeURIComponent leaves ~!'() unescaped.",
    passes: (_, URLSearchParams) =>
      new URLSearchParams([["a b", "~!'()*=&+\u00e9"]]).toString() ===
        "a+b=%7E%21%27%28%29*%3D%26%2B%C3%A9",
  },
  {
    name: "static-parse-and-can-parse",
    interface: "URL",
    description: "URL.parse() and URL.canParse() exist and work: " +
      "URL.canParse() arrived in 2023 (Safari 17, Chromium 120, Node.js " +
      "19.9), URL.parse() in 2024 (Safari 18, Chromium 126, Node.js 22.1 " +
      "and 20.18).",
    passes: (URL) => {
      const statics = URL as Any;
      return statics.canParse("x:y") === true &&
        statics.canParse("no scheme") === false &&
        statics.parse("/p", "http://h/").href === "http://h/p" &&
        statics.parse("no scheme") === null;
    },
  },
  {
    name: "idna-mapping",
    interface: "URL",
    description: "Non-ASCII domains go through UTS #46 mapping and " +
      "normalization before Punycode (full-width letters and dots, " +
      "uppercase). A Punycode-only ToASCII (whatwg-url-without-unicode, " +
      "hence react-native-url-polyfill) gets these wrong.",
    passes: (URL) =>
      new URL(
        "https://\uFF25\uFF38\uFF21\uFF2D\uFF30\uFF2C\uFF25" +
          "\uFF0E\u00C9xAmple.ORG/",
      ).host === "example.xn--xample-9ua.org",
  },
  {
    name: "idna-nontransitional",
    interface: "URL",
    description: "UTS #46 processing is nontransitional, as the standard " +
      "has said since 2020: ß stays ß (xn--fa-hia), where transitional " +
      "processing (the standard before then, and the implementations " +
      "that still follow it) maps it to ss.",
    passes: (URL) =>
      new URL("https://fa\u00DF.example/").host === "xn--fa-hia.example",
  },
  {
    name: "ipv4-ends-in-a-number",
    interface: "URL",
    description: "A host that ends in a number is an IPv4 address or a " +
      "failure (the ends-in-a-number checker, 2021): 1.2.3.09 fails, " +
      "0x7f.1 is 127.0.0.1. Older parsers take the first for a domain.",
    passes: (URL) =>
      throwsTypeError(() => new URL("http://1.2.3.09/")) &&
      new URL("http://0x7f.1/").host === "127.0.0.1",
  },
  {
    name: "non-special-host",
    interface: "URL",
    description: "A non-special URL with // has a host, port and path " +
      "(Chromium before 130 gave such URLs an opaque path and no host).",
    passes: (URL) =>
      hasAttributes(new URL("git://h:1/p?q"), {
        host: "h:1",
        port: "1",
        pathname: "/p",
        search: "?q",
      }),
  },
  {
    name: "percent-encode-sets",
    interface: "URL",
    description: "Each component uses its percent-encode set: ' in a " +
      "special URL's query (the special-query set) and ` { } in a path " +
      "are encoded, ` in a fragment too; older implementations differ " +
      "here one character at a time.",
    passes: (URL) =>
      new URL("http://h/a b`{}'?c d'\"`#e f`").href ===
        "http://h/a%20b%60%7B%7D'?c%20d%27%22`#e%20f%60",
  },
];

/**
 * Runs the conformance probe on a `URL` and `URLSearchParams` pair.
 *
 * @param URL The `URL` class to check.
 * @param URLSearchParams The `URLSearchParams` class to check.
 * @param options `interface`: run only the checks of that interface.
 * @returns The names of the checks the pair fails (each one's description is
 * in {@linkcode CONFORMANCE_CHECKS}); empty when it conforms.
 *
 * @example A conforming pair, and React Native's own URL
 * ```ts
 * import { probeURL } from "@urlstd/url/polyfill/probe";
 * import { URL, URLSearchParams } from "@urlstd/url";
 * import assert from "node:assert/strict";
 * assert.deepEqual(probeURL(URL, URLSearchParams), []);
 *
 * // A stand-in for React Native's own URL: the input, and a slash.
 * class BrokenURL {
 *   href: string;
 *   constructor(url: string) {
 *     this.href = url.endsWith("/") ? url : url + "/";
 *   }
 * }
 * assert.ok(probeURL(BrokenURL, URLSearchParams).includes("parse-and-serialize"));
 * ```
 */
export function probeURL(
  URL: URLLike,
  URLSearchParams: URLSearchParamsLike,
  options?: { interface?: ConformanceCheck["interface"] },
): string[] {
  const failed: string[] = [];
  for (const check of CONFORMANCE_CHECKS) {
    const only = options?.interface;
    if (only !== undefined && check.interface !== only) continue;
    let passes = false;
    try {
      passes = check.passes(URL, URLSearchParams) === true;
    } catch {
      passes = false;
    }
    if (!passes) failed.push(check.name);
  }
  return failed;
}

/** An `Origin` class as the probe sees it: anything with `new`. */
// deno-lint-ignore no-explicit-any
export type OriginLike = new (...args: any[]) => any;

/** One check of the `Origin` probe. */
export interface OriginCheck {
  /** A stable, kebab-case name. */
  readonly name: string;
  /** What the check tests. */
  readonly description: string;
  /** Whether the class behaves as HTML says (a throw is false). */
  readonly passes: (Origin: OriginLike) => boolean;
}

/**
 * The checks of the `Origin` probe, from WPT's
 * html/browsers/origin/api/origin-comparison.any.js: what an `Origin` that
 * compares serializations, or same site without the Public Suffix List or
 * without the scheme, gets wrong.
 *
 * @example Every check passes on urlstd's Origin
 * ```ts
 * import { ORIGIN_CHECKS } from "@urlstd/url/polyfill/probe";
 * import { Origin } from "@urlstd/url/origin";
 * import assert from "node:assert/strict";
 * for (const check of ORIGIN_CHECKS) assert.ok(check.passes(Origin), check.name);
 * ```
 */
export const ORIGIN_CHECKS: readonly OriginCheck[] = [
  {
    name: "origin-opaque-identity",
    description: "An opaque origin is same origin only with itself: two " +
      "from() of one data: URL are not (a comparison of serializations, " +
      '"null" and "null", says they are).',
    passes: (Origin) => {
      const a = (Origin as Any).from("data:,x");
      return a.opaque && a.isSameOrigin(a) && !a.isSameOrigin(new Origin()) &&
        !a.isSameOrigin((Origin as Any).from("data:,x"));
    },
  },
  {
    name: "origin-same-site",
    description: "Same site is schemeful and takes the registrable " +
      "domain from the Public Suffix List, private section included.",
    passes: (Origin) => {
      const from = (value: string) => (Origin as Any).from(value);
      const a = from("https://a.example.co.uk");
      return a.isSameSite(from("https://b.example.co.uk:8443")) &&
        !a.isSameSite(from("http://a.example.co.uk")) &&
        !a.isSameOrigin(from("https://b.example.co.uk")) &&
        !from("https://a.github.io").isSameSite(from("https://b.github.io"));
    },
  },
  {
    name: "origin-from-throws-type-error",
    description: "Origin.from() throws a TypeError for a string that is " +
      "no absolute URL and for an object without an origin.",
    passes: (Origin) =>
      throwsTypeError(() => (Origin as Any).from("/relative")) &&
      throwsTypeError(() => (Origin as Any).from({ href: "https://a/" })),
  },
];

/**
 * Runs the `Origin` probe on a class.
 *
 * @param Origin The `Origin` class to check.
 * @returns The names of the checks it fails; empty when it conforms.
 *
 * @example
 * ```ts
 * import { probeOrigin } from "@urlstd/url/polyfill/probe";
 * import { Origin } from "@urlstd/url/origin";
 * import assert from "node:assert/strict";
 * assert.deepEqual(probeOrigin(Origin), []);
 * ```
 */
export function probeOrigin(Origin: OriginLike): string[] {
  return ORIGIN_CHECKS.filter((check) => {
    try {
      return check.passes(Origin) !== true;
    } catch {
      return true;
    }
  }).map((check) => check.name);
}
