// Where other URLPattern implementations differ from ours, each difference
// named with the step of the URL Pattern Standard (spec/urlpattern.bs)
// that decides it and the implementation that is wrong. Chromium agrees
// with ours everywhere these classes do not say otherwise; each class
// matches only its cases, and the differential tests fail on any
// difference no class names, and on a class that no longer occurs.

import { URLPattern } from "../pattern/mod.ts";
import type { PatternCase } from "./_urlpattern_differential.ts";
import type { Outcome } from "./_urlpattern_differential.ts";
import type { URLPatternTestEntry } from "./_urlpattern.ts";

/** The implementations compared with ours. */
export type Implementation =
  | "node"
  | "deno"
  | "bun"
  | "chromium"
  | "urlpattern-polyfill";

/** A class of differences on the seeded random cases. */
export interface KnownDifference {
  /** Which implementations differ from ours this way. */
  implementations: Implementation[];
  /**
   * Only when the tests run in one of these runtimes (for
   * urlpattern-polyfill, which borrows the runtime's URL); default: all.
   */
  runtimes?: Implementation[];
  /** The standard's step that decides it, quoted or named. */
  step: string;
  /** What the other implementation does, and that it is the one wrong. */
  wrong: string;
  /** Whether a differing case is of this class. */
  matches(c: PatternCase, ours: Outcome, theirs: Outcome): boolean;
}

/** Entries of urlpatterntestdata.json that an implementation fails. */
export interface KnownWptFailure {
  implementations: Implementation[];
  step: string;
  wrong: string;
  /** The entries, each as [pattern, inputs] (see {@linkcode wptKey}). */
  entries: [unknown[], unknown[]][];
}

type Built = Extract<Outcome, { construct: "ok" }>;

function built(o: Outcome): o is Built {
  return o.construct === "ok";
}

/** The getters that differ between two built outcomes. */
function differingGetters(a: Outcome, b: Outcome): string[] {
  if (!built(a) || !built(b)) return [];
  return Object.keys(a.getters).filter((k) => a.getters[k] !== b.getters[k]);
}

/** The inputs whose test()/exec() outcomes differ (getters being equal). */
function differingInputs(c: PatternCase, a: Outcome, b: Outcome): unknown[][] {
  if (!built(a) || !built(b) || differingGetters(a, b).length > 0) return [];
  return c.inputs.filter((_, i) =>
    JSON.stringify(a.matches[i]) !== JSON.stringify(b.matches[i])
  );
}

/** The exec() components that differ on an input both match. */
function differingComponents(a: Outcome, b: Outcome): Set<string> {
  const out = new Set<string>();
  if (!built(a) || !built(b)) return out;
  a.matches.forEach((m, i) => {
    const x = (m as { exec: Record<string, unknown> | null }).exec;
    const y = (b.matches[i] as { exec: Record<string, unknown> | null }).exec;
    if (x === null || y === null || typeof x !== "object") {
      if (JSON.stringify(x) !== JSON.stringify(y)) out.add("match");
      return;
    }
    for (const k of Object.keys(x)) {
      if (JSON.stringify(x[k]) !== JSON.stringify(y[k])) out.add(k);
    }
  });
  return out;
}

const SPECIAL = ["ftp", "file", "http", "https", "ws", "wss"];

/** "protocol component matches a special scheme", for a protocol pattern. */
function matchesSpecialScheme(protocol: unknown): boolean {
  const p = new URLPattern({ protocol: String(protocol) });
  return SPECIAL.some((scheme) => p.test({ protocol: scheme }));
}

/** The pathname pattern text a case gives (roughly: for classifying). */
function pathnameText(c: PatternCase): string {
  const first = c.args[0];
  if (typeof first === "string") return first;
  return String((first as { pathname?: string } | undefined)?.pathname ?? "");
}

/** Every class of differences of the random cases. */
export const KNOWN_DIFFERENCES: KnownDifference[] = [
  {
    implementations: ["node", "deno", "bun", "urlpattern-polyfill"],
    step: "create: a protocol that does not match a special scheme compiles " +
      'its pathname with "canonicalize an opaque pathname" (the basic URL ' +
      "parser in opaque path state: no dot segments removed, spaces and " +
      '"\\" kept, "/" not encoded) and the default options (no "/" prefix)',
    wrong: "they canonicalize such a pathname as a hierarchical path (dot " +
      'segments removed, " " encoded, "//" dropped or rejected; Deno also ' +
      'encodes a "/" in fixed text as %2F and treats "\\" as "/"); ' +
      "Chromium follows the standard",
    matches(c, ours, theirs) {
      if (built(ours) && !built(theirs)) {
        return !matchesSpecialScheme(ours.getters.protocol) &&
          String(ours.getters.pathname).includes("//");
      }
      if (!built(ours) || matchesSpecialScheme(ours.getters.protocol)) {
        return false;
      }
      const differing = differingGetters(ours, theirs);
      if (differing.length === 1 && differing[0] === "pathname") return true;
      // Equal pattern strings compiled with other options: only the
      // pathname's groups, or whether it matches, differ.
      const components = differingComponents(ours, theirs);
      return differing.length === 0 &&
        differingInputs(c, ours, theirs).length > 0 &&
        components.size === 1 &&
        (components.has("pathname") ||
          (components.has("match") &&
            /[:*(]/.test(String(ours.getters.pathname))));
    },
  },
  {
    implementations: ["node"],
    step: "canonicalize a pathname: the basic URL parser's path state ends a " +
      'segment at "\\" in a special URL, so an escaped "\\" in a special ' +
      'pathname pattern canonicalizes to "/"',
    wrong: 'Node.js (ada) keeps the "\\"; Chromium, Deno and Bun follow the ' +
      "standard",
    matches(c, ours, theirs) {
      const differing = differingGetters(ours, theirs);
      return differing.length === 1 && differing[0] === "pathname" &&
        matchesSpecialScheme((ours as Built).getters.protocol) &&
        pathnameText(c).includes("\\");
    },
  },
  {
    implementations: ["node", "urlpattern-polyfill"],
    step: "canonicalize a protocol, step 2: the basic URL parser runs on " +
      'value + "://dummy.invalid/" and first strips leading and trailing C0 ' +
      'control or space, so the fixed text " b" of the protocol pattern ' +
      '"foo:a b" canonicalizes to "b"',
    wrong: "Node.js (ada) and urlpattern-polyfill throw a TypeError; " +
      "Chromium, Deno and Bun follow the standard",
    matches(c, ours, theirs) {
      return built(ours) && theirs.construct === "TypeError" &&
        typeof c.args[0] === "string" &&
        /^[^/ ]*:[a-z]+ [^/]*:/.test(c.args[0]);
    },
  },
  {
    implementations: ["deno", "urlpattern-polyfill"],
    step: "compile a component, steps 4-6: the regular expression is created " +
      'with the "v" flag ("vi" with ignoreCase), under which "[^/]" is a ' +
      'syntax error ("/" must be escaped in a v-mode class), so the ' +
      "constructor throws a TypeError",
    wrong: 'Deno (the urlpattern crate) and urlpattern-polyfill use the "u" ' +
      "flag and accept it; Chromium, Node.js and Bun follow the standard",
    matches(_c, ours, theirs) {
      return ours.construct === "TypeError" && built(theirs) &&
        /Invalid regular expression/.test(ours.error ?? "");
    },
  },
  {
    implementations: ["deno"],
    step: "create, step 4: a component the processed URLPatternInit lacks " +
      'becomes "*" (an init with a protocol and hostname but no port has ' +
      'the port pattern "*")',
    wrong: 'Deno gives the port "" for the file: protocol',
    matches(_c, ours, theirs) {
      const differing = differingGetters(ours, theirs);
      return differing.length === 1 && differing[0] === "port" &&
        (ours as Built).getters.port === "*" &&
        (ours as Built).getters.protocol === "file";
    },
  },
  {
    implementations: ["deno", "chromium"],
    step: 'process a URLPatternInit (type "url"): canonicalize a port, a ' +
      "username and a password each run on a dummy https URL (the port's with " +
      "the scheme set), so a file: protocol does not refuse them",
    wrong: "Deno (and Chromium, for a port with a baseURL) match no file: " +
      "URLPatternInit input that has a port or credentials; the basic URL " +
      "parser's port state has no file: rule (only the port setter has)",
    matches(c, ours, theirs) {
      const inputs = differingInputs(c, ours, theirs);
      return inputs.length > 0 && inputs.every((i) => {
        const init = i[0] as Record<string, string> | string;
        return typeof init === "object" && init.protocol === "file" &&
          (init.port !== undefined || init.username !== undefined);
      }) && differingComponents(ours, theirs).has("match");
    },
  },
  {
    implementations: ["urlpattern-polyfill"],
    step: "canonicalize a pathname (and the basic URL parser for a URL " +
      'string): a pathname that starts with "//" is a path, its empty ' +
      "first segment kept",
    wrong: 'urlpattern-polyfill matches no input whose path starts with "//"',
    matches(c, ours, theirs) {
      const inputs = differingInputs(c, ours, theirs);
      return inputs.length > 0 &&
        inputs.every((i) =>
          typeof i[0] === "object"
            ? String((i[0] as { pathname?: string }).pathname).startsWith("//")
            : /^[^:]+:\/\/[^/]*\/\//.test(String(i[0]))
        );
    },
  },
  {
    implementations: ["node"],
    step: "create a component match result: groups[name] is set for each " +
      "name of the group name list in order, so the groups record (and the " +
      "object Web IDL makes of it) lists them in the pattern's order",
    wrong: "Node.js (ada) lists the named groups in another order",
    matches(_c, ours, theirs) {
      if (!built(ours) || !built(theirs)) return false;
      const sorted = (o: Built) =>
        JSON.stringify(
          o,
          (_k, v) =>
            v && typeof v === "object" && !Array.isArray(v)
              ? Object.fromEntries(Object.entries(v).sort())
              : v,
        );
      return sorted(ours) === sorted(theirs);
    },
  },
  {
    implementations: ["bun", "urlpattern-polyfill"],
    runtimes: ["bun"],
    step: 'process a URLPatternInit (type "url"): canonicalize a hostname ' +
      "parses on a dummy https URL whatever the init's protocol, so a " +
      'non-ASCII hostname gets IDNA ("café.com" is "xn--caf-dma.com")',
    wrong: "Bun (and urlpattern-polyfill on Bun, through Bun's URL) " +
      "canonicalize it for the init's non-special protocol and match nothing",
    matches(c, ours, theirs) {
      const inputs = differingInputs(c, ours, theirs);
      return inputs.length > 0 && inputs.every((i) => {
        const init = i[0] as Record<string, string> | string;
        return typeof init === "object" &&
          /[^ -~]/.test(init.hostname ?? "") &&
          !SPECIAL.includes(init.protocol ?? "https");
      });
    },
  },
  {
    implementations: ["chromium"],
    step: 'match: "process a URLPatternInit" of the input (type "url") does ' +
      "not depend on the pattern's options; ignoreCase only gives the " +
      'pathname, search and hash regular expressions the "i" flag (create, ' +
      "compileOptions), so new URLPattern({}, { ignoreCase: true }) matches " +
      '{ username: "x" }',
    wrong: "Chromium matches no URLPatternInit with a username (given, or " +
      "from its baseURL) and some others when ignoreCase is set",
    matches(c, ours, theirs) {
      const inputs = differingInputs(c, ours, theirs);
      const options = c.args[c.args.length - 1] as { ignoreCase?: boolean };
      return options?.ignoreCase === true && inputs.length > 0 &&
        inputs.every((i) => typeof i[0] === "object") &&
        differingComponents(ours, theirs).has("match");
    },
  },
  {
    implementations: ["chromium"],
    step: "canonicalize a hostname, steps 3-4: the basic URL parser in " +
      'hostname state returns failure for "/" with an empty buffer in a ' +
      "special URL (host-missing), so a hostname pattern whose fixed text is " +
      '"/" (e.g. "{/:x}?" in the hostname) throws a TypeError',
    wrong: 'Chromium canonicalizes the "/" to ""; Node.js, Deno and Bun ' +
      "follow the standard",
    matches(_c, ours, theirs) {
      return ours.construct === "TypeError" && built(theirs) &&
        /Invalid hostname pattern/.test(ours.error ?? "") &&
        /"\/" is not a valid hostname/.test(ours.error ?? "");
    },
  },
  {
    implementations: ["urlpattern-polyfill"],
    step: "canonicalize a protocol, step 3: a protocol that the basic URL " +
      'parser rejects ("1ab" does not start with an ASCII alpha) throws a ' +
      "TypeError",
    wrong: "urlpattern-polyfill accepts it",
    matches(_c, ours, theirs) {
      return ours.construct === "TypeError" && built(theirs) &&
        /Invalid protocol pattern/.test(ours.error ?? "");
    },
  },
  {
    implementations: ["urlpattern-polyfill"],
    step: "canonicalize a hostname: the host parser percent-decodes, so " +
      '"ex%41mple.com" is "example.com"',
    wrong: 'urlpattern-polyfill rejects "%" in a hostname pattern',
    matches(c, ours, theirs) {
      return built(ours) && theirs.construct === "TypeError" &&
        JSON.stringify(c.args).includes("%41");
    },
  },
  {
    implementations: ["urlpattern-polyfill"],
    step: 'match, "Append input to inputs": the result\'s inputs hold the ' +
      "URLPatternInit as Web IDL converts it (a new object, members in " +
      "lexicographic order)",
    wrong: "urlpattern-polyfill returns the caller's own object",
    matches(c, ours, theirs) {
      if (!built(ours) || !built(theirs)) return false;
      if (differingGetters(ours, theirs).length > 0) return false;
      const strip = (o: Built) =>
        JSON.stringify(o.matches, (k, v) => k === "inputs" ? undefined : v);
      return strip(ours) === strip(theirs) &&
        c.inputs.some((i) => typeof i[0] === "object");
    },
  },
];

/** The key of a WPT entry: its pattern and inputs. */
export function wptKey(entry: URLPatternTestEntry): string {
  return JSON.stringify([entry.pattern, entry.inputs ?? null]);
}

/** The WPT entries implementations fail (ours passes them all), exactly. */
export const KNOWN_WPT_FAILURES: KnownWptFailure[] = [
  {
    implementations: ["deno"],
    step:
      "Web IDL: test() and exec() take `optional URLPatternInput input = {}`",
    wrong: 'Deno throws "1 argument required" when called with none',
    entries: [
      [[{ pathname: "\ud83d \udeb2" }], []],
      [[{ pathname: ":a\u{E0100}b" }], []],
      [[], []],
    ],
  },
  {
    implementations: ["deno", "urlpattern-polyfill"],
    step: 'compile a component, steps 4-6: the "v" flag, whose class set ' +
      'operations ("--", "&&") WPT uses',
    wrong: 'Deno and urlpattern-polyfill compile with "u" and throw',
    entries: [
      [[{ pathname: "/([[a-z]--a])" }], [{ pathname: "/a" }]],
      [[{ pathname: "/([[a-z]--a])" }], [{ pathname: "/z" }]],
      [[{ pathname: "/([\\d&&[0-1]])" }], [{ pathname: "/0" }]],
      [[{ pathname: "/([\\d&&[0-1]])" }], [{ pathname: "/3" }]],
    ],
  },
  {
    implementations: ["deno"],
    step: 'add a part: a named group whose regexp is ".*" is a ' +
      'full-wildcard part that keeps its name (":domain(.*)" has the group ' +
      '"domain")',
    wrong: 'Deno names the group "0"',
    entries: [[[{ hostname: ":domain(.*)" }], [{ hostname: "localhost" }]]],
  },
  {
    implementations: ["bun"],
    step: "create a component match result: groups come from the group name " +
      "list only; a named capture inside a regexp group is not a group of " +
      "the pattern",
    wrong: 'Bun adds a group "" for it',
    entries: [
      [[{ pathname: "/:foo((?<x>a))" }], [{ pathname: "/a" }]],
      [[{ pathname: "/foo/(bar(?<x>baz))" }], [{ pathname: "/foo/barbaz" }]],
    ],
  },
  {
    implementations: ["urlpattern-polyfill"],
    step: 'tokenize, "is a valid name code point": names are ECMAScript ' +
      "IdentifierStart/IdentifierPart code points, outside the BMP too",
    wrong: "urlpattern-polyfill ends the name there and encodes the rest",
    entries: [
      [[{ pathname: ":a\u{E0100}b" }], []],
      [[{ pathname: "test/:a\u{10450}b" }], [{ pathname: "test/foo" }]],
      [[{ pathname: "/:\u{20000}" }], [{ pathname: "/foo" }]],
    ],
  },
  {
    implementations: ["urlpattern-polyfill"],
    step: "canonicalize a port: the basic URL parser in port state strips " +
      'tabs and newlines and stops at what ends a port ("80x", "80?x", ' +
      '"80 " canonicalize to "80")',
    wrong: "urlpattern-polyfill rejects or does not match them",
    entries: [
      [[{ protocol: "http", port: "80 " }], [{ protocol: "http", port: "80" }]],
      [[{ port: "80" }], [{ port: "8\t0" }]],
      [[{ port: "80" }], [{ port: "80x" }]],
      [[{ port: "80" }], [{ port: "80?x" }]],
      [[{ port: "80" }], [{ port: "80\\x" }]],
    ],
  },
  {
    implementations: ["urlpattern-polyfill"],
    step: "canonicalize a hostname: the basic URL parser in hostname state " +
      'strips tabs and newlines and stops at "/", "?", "#" and "\\"',
    wrong: "urlpattern-polyfill throws a TypeError",
    entries: [
      [["https://{sub.}?example{.com/}foo"], ["https://example.com/foo"]],
      [[{ hostname: "bad#hostname" }], [{ hostname: "bad" }]],
      [[{ hostname: "bad/hostname" }], [{ hostname: "bad" }]],
      [[{ hostname: "bad\\\\hostname" }], [{ hostname: "badhostname" }]],
      [[{ hostname: "bad\nhostname" }], [{ hostname: "badhostname" }]],
      [[{ hostname: "bad\rhostname" }], [{ hostname: "badhostname" }]],
      [[{ hostname: "bad\thostname" }], [{ hostname: "badhostname" }]],
      [[{ protocol: "http", hostname: "example.com/ignoredpath" }], [
        "http://example.com/",
      ]],
      [[{ protocol: "http", hostname: "example.com\\?ignoredsearch" }], [
        "http://example.com/",
      ]],
      [[{ protocol: "http", hostname: "example.com#ignoredhash" }], [
        "http://example.com/",
      ]],
    ],
  },
];
