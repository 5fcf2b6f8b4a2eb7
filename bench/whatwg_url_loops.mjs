// The timed loops of bench/whatwg_url_bench.mjs, in a module of their own
// that the benchmark loads once per implementation (with a query string
// naming it): each implementation runs its own copy of the loops, so the
// engine's inline caches in the loop code see one implementation's
// functions and records, not both (which would slow whichever runs the
// faster calls). Each loop returns its time in milliseconds.

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
  const start = performance.now();
  for (const input of lines) {
    const url = api.parseURL(input);
    if (url !== null) sink += api.serializeURL(url).length;
  }
  return performance.now() - start;
}

/** basicURLParse with each state override on each parsed record. */
export function stateOverrides(api, records) {
  const start = performance.now();
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
  return performance.now() - start;
}

/** jsdom's a.href = …; a.pathname loop. */
export function anchorLoop(anchor, lines) {
  const start = performance.now();
  for (const input of lines) {
    anchor.href = input;
    sink += anchor.pathname.length;
  }
  return performance.now() - start;
}
