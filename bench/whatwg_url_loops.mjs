// The timed loops of bench/whatwg_url_bench.mjs, in a module of their own
// that the benchmark loads once per implementation (with a query string
// naming it): each implementation runs its own copy of the loops, so the
// engine's inline caches in the loop code see one implementation's
// functions and records, not both (which would slow whichever runs the
// faster calls). The caller times each loop: a clock read inside one would
// deoptimize its optimized code on every call (V8 has no type feedback for
// the read after the loop when it optimizes the loop on stack replacement),
// and each call would start again in the interpreter.

const OVERRIDES = [
  ["https", "scheme start", ":"],
  ["example.net:8080", "host", ""],
  ["example.org", "hostname", ""],
  ["8443", "port", ""],
  ["/a/b/../c d", "path start", "path"],
  ["x=1&y=2", "query", "query"],
  ["section 2", "fragment", "fragment"],
];

let sink = 0;

/** Whether the loops computed anything (so that none is optimized away). */
export function sinkIsSet() {
  return sink > 0;
}

/** parseURL + serializeURL over every input. */
export function parseAndSerialize(api, lines) {
  for (const input of lines) {
    const url = api.parseURL(input);
    if (url !== null) sink += api.serializeURL(url).length;
  }
}

/** basicURLParse with each state override on each parsed record. */
export function stateOverrides(api, records) {
  for (const href of records) {
    for (const [value, stateOverride, empty] of OVERRIDES) {
      const url = api.parseURL(href);
      if (url === null || typeof url.path === "string") continue;
      if (empty === "path") url.path = [];
      if (empty === "query") url.query = "";
      if (empty === "fragment") url.fragment = "";
      if (stateOverride === "port" && url.host === null) continue;
      api.basicURLParse(value, { url, stateOverride });
      sink += api.serializeURL(url).length;
    }
  }
}

/** jsdom's a.href = …; a.pathname loop. */
export function anchorLoop(anchor, lines) {
  for (const input of lines) {
    anchor.href = input;
    sink += anchor.pathname.length;
  }
}
