// The URL pattern benchmark, runtime-agnostic: the data (WPT patterns and
// generated router sets), the measured operations, and the timing loop
// (interleaved rounds in one process, medians, ratios). bench/pattern_bench.ts
// runs it in Deno, Node.js 24 and 26 and Chromium.

/** A URLPattern class. */
export type PatternClass = new (...args: unknown[]) => {
  test(...args: unknown[]): boolean;
  exec(...args: unknown[]): unknown;
};

/** A route table with the API of URLPatternList. */
export interface PatternListLike {
  add(pattern: unknown, value: number): unknown;
  match(input: string): { value: number } | null;
}

/** What a run gets: the implementations, and the WPT data. */
export interface BenchInputs {
  ours: PatternClass;
  native?: PatternClass;
  polyfill: PatternClass;
  List: new () => PatternListLike;
  /** find-my-way's factory (Node.js and Deno only). */
  findMyWay?: () => {
    on(method: string, path: string, handler: () => void, store: unknown): void;
    find(method: string, path: string): { store: unknown } | null;
  };
  /** path-to-regexp's match(). */
  ptrMatch: (path: string) => (input: string) => false | object;
  wpt: { pattern: unknown[]; inputs?: unknown[][] | unknown[] }[];
  rounds: number;
}

/** One row: an operation, and ns per call of each implementation. */
export interface BenchRow {
  operation: string;
  ns: Record<string, number>;
}

/** The process's CPU time where the runtime tells it (Node.js, Deno). */
const cpuUsage = (globalThis as {
  process?: { cpuUsage?: () => { user: number; system: number } };
}).process?.cpuUsage;

/**
 * The clock of the timings, in ms: the process's CPU time in Node.js and
 * Deno (on a shared machine, time the process spends descheduled is not
 * the code's), else wall time (browsers).
 */
export function now(): number {
  if (cpuUsage === undefined) return performance.now();
  const usage = cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** Which clock now() reads, for the tables' heading. */
export const CLOCK: string = cpuUsage === undefined
  ? "wall time"
  : "process CPU time";

/** Runs `fn` enough times for ~20 ms; returns ns per call of one `fn`. */
function time(fn: () => number, calls: number): number {
  let sink = 0;
  let reps = 1;
  for (;;) {
    const start = now();
    for (let r = 0; r < reps; r++) sink += fn();
    const elapsed = now() - start;
    if (elapsed > 20 || reps > 1 << 20) {
      if (sink === -1) console.log(sink);
      return elapsed * 1e6 / (reps * calls);
    }
    reps *= 2;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

/** Times each named function in interleaved rounds; medians in ns/call. */
function compare(
  fns: Record<string, () => number>,
  calls: number,
  rounds: number,
): Record<string, number> {
  const samples: Record<string, number[]> = {};
  const names = Object.keys(fns);
  // Warm up to a steady state: every implementation's JIT-compiled code
  // and regular expressions, not one run's compilation, is what is timed.
  for (const name of names) {
    samples[name] = [];
    const start = now();
    while (now() - start < 200) fns[name]();
  }
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const name of order) samples[name].push(time(fns[name], calls));
  }
  return Object.fromEntries(names.map((n) => [n, median(samples[n])]));
}

/** The WPT cases every implementation constructs without throwing. */
function usableWpt(
  inputs: BenchInputs,
  classes: PatternClass[],
): { args: unknown[]; calls: unknown[][] }[] {
  const out: { args: unknown[]; calls: unknown[][] }[] = [];
  for (const entry of inputs.wpt) {
    const args = entry.pattern;
    const calls = (entry.inputs && entry.inputs.length > 0
      ? [entry.inputs]
      : []) as unknown[][];
    try {
      for (const C of classes) {
        const p = new C(...args);
        for (const c of calls) {
          p.exec(...c);
        }
      }
      out.push({ args, calls });
    } catch {
      // Constructors that throw (the error entries) are not timed.
    }
  }
  return out;
}

const RESOURCES = [
  "users",
  "posts",
  "comments",
  "orders",
  "products",
  "carts",
  "invoices",
  "teams",
  "projects",
  "files",
];

/**
 * A realistic router set of `count` routes on one origin: REST-style
 * `/users/:id` and nested resources, a few regexp groups, a few wildcards.
 * Also the same routes for find-my-way and path-to-regexp (their syntax;
 * a regexp group becomes a plain parameter for path-to-regexp, which has
 * none).
 */
export function routerSet(count: number): {
  patterns: string[];
  fmw: string[];
  ptr: string[];
  urls: string[];
} {
  const patterns: string[] = [];
  const fmw: string[] = [];
  const ptr: string[] = [];
  for (let i = 0; patterns.length < count; i++) {
    const r = `${RESOURCES[i % RESOURCES.length]}${Math.floor(i / 10)}`;
    const shapes: [string, string, string][] = [
      [`/api/${r}`, `/api/${r}`, `/api/${r}`],
      [`/api/${r}/:id`, `/api/${r}/:id`, `/api/${r}/:id`],
      [
        `/api/${r}/:id(\\d+)/items`,
        `/api/${r}/:id(^\\d+)/items`,
        `/api/${r}/:id/items`,
      ],
      [
        `/api/${r}/:id/items/:item`,
        `/api/${r}/:id/items/:item`,
        `/api/${r}/:id/items/:item`,
      ],
      [`/static/${r}/*`, `/static/${r}/*`, `/static/${r}/*rest`],
    ];
    for (const [p, f, t] of shapes) {
      if (patterns.length < count) {
        patterns.push(p);
        fmw.push(f);
        ptr.push(t);
      }
    }
  }
  const urls: string[] = [];
  for (let k = 0; k < 50; k++) {
    const p = patterns[Math.floor((k * 7919) % patterns.length)];
    const path = p.replace(/:id\(\\d\+\)/, "42").replace(/:[a-z]+/g, "x1")
      .replace("*", "a/b.css");
    urls.push(`https://api.example.com${path}${k % 3 === 0 ? "?q=1" : ""}`);
  }
  urls.push("https://api.example.com/missing/route");
  return { patterns, fmw, ptr, urls };
}

/** Runs every measurement; returns the rows. */
export function runPatternBench(inputs: BenchInputs): BenchRow[] {
  const { ours, native, polyfill, rounds } = inputs;
  const impls: Record<string, PatternClass> = { urlstd: ours };
  if (native) impls.native = native;
  impls.polyfill = polyfill;
  const rows: BenchRow[] = [];
  const wpt = usableWpt(inputs, Object.values(impls));
  const wptCalls = wpt.filter((w) => w.calls.length > 0);
  const per = (fn: (C: PatternClass) => () => number) =>
    Object.fromEntries(Object.entries(impls).map(([k, C]) => [k, fn(C)]));

  rows.push({
    operation: `new URLPattern (${wpt.length} WPT patterns)`,
    ns: compare(
      per((C) => () => {
        for (const w of wpt) new C(...w.args);
        return wpt.length;
      }),
      wpt.length,
      rounds,
    ),
  });
  // One loop per method, each its own function: a shared loop calling
  // `p[method]` deoptimizes on the name ("unexpected name in keyed access")
  // and takes the inlined callee with it.
  const loops = {
    test: (list: [InstanceType<PatternClass>, unknown[][]][]) => () => {
      let n = 0;
      for (const [p, calls] of list) {
        for (const c of calls) if (p.test(...c)) n++;
      }
      return n;
    },
    exec: (list: [InstanceType<PatternClass>, unknown[][]][]) => () => {
      let n = 0;
      for (const [p, calls] of list) {
        for (const c of calls) if (p.exec(...c) !== null) n++;
      }
      return n;
    },
  };
  for (const method of ["test", "exec"] as const) {
    const built = per((C) =>
      loops[method](
        wptCalls.map((w) => [new C(...w.args), w.calls]),
      )
    );
    rows.push({
      operation: `${method}() (${wptCalls.length} WPT patterns and inputs)`,
      ns: compare(built, wptCalls.length, rounds),
    });
  }
  for (const count of [100, 1000]) {
    rows.push(...routerRows(inputs, impls, count, rounds));
  }
  return rows;
}

/** The router rows: an exec() loop per implementation, the list, context. */
function routerRows(
  inputs: BenchInputs,
  impls: Record<string, PatternClass>,
  count: number,
  rounds: number,
): BenchRow[] {
  const set = routerSet(count);
  const base = "https://api.example.com";
  const loops: Record<string, () => number> = {};
  const tests: Record<string, () => number> = {};
  for (const [name, C] of Object.entries(impls)) {
    const ps = set.patterns.map((p) => new C(p, base));
    loops[name] = () => {
      let n = 0;
      for (const url of set.urls) {
        for (let i = 0; i < ps.length; i++) {
          if (ps[i].exec(url) !== null) {
            n += i;
            break;
          }
        }
      }
      return n;
    };
    tests[name] = () => {
      let n = 0;
      for (const url of set.urls) {
        for (let i = 0; i < ps.length; i++) {
          if (ps[i].test(url)) {
            n += i;
            break;
          }
        }
      }
      return n;
    };
  }
  const list = new inputs.List();
  set.patterns.forEach((p, i) => list.add(new inputs.ours(p, base), i));
  const fns: Record<string, () => number> = {
    "urlstd URLPatternList": () => {
      let n = 0;
      for (const url of set.urls) n += list.match(url)?.value ?? 0;
      return n;
    },
    ...Object.fromEntries(
      Object.entries(loops).map(([k, f]) => [`${k} exec() loop`, f]),
    ),
    ...Object.fromEntries(
      Object.entries(tests).map(([k, f]) => [`${k} test() loop`, f]),
    ),
  };
  const paths = set.urls.map((u) => new URL(u).pathname);
  if (inputs.findMyWay) {
    const router = inputs.findMyWay();
    set.fmw.forEach((p, i) => router.on("GET", p, () => {}, i));
    fns["find-my-way find() (pathname)"] = () => {
      let n = 0;
      for (const path of paths) {
        n += (router.find("GET", path)?.store as number | undefined) ?? 0;
      }
      return n;
    };
  }
  const matchers = set.ptr.map((p) => inputs.ptrMatch(p));
  fns["path-to-regexp match() loop (pathname)"] = () => {
    let n = 0;
    for (const path of paths) {
      for (let i = 0; i < matchers.length; i++) {
        if (matchers[i](path)) {
          n += i;
          break;
        }
      }
    }
    return n;
  };
  const ns = compare(fns, set.urls.length, rounds);
  return [{ operation: `router, ${count} routes (per lookup)`, ns }];
}

/** The rows as a Markdown table with ratios to `reference`. */
export function toMarkdown(rows: BenchRow[], runtime: string): string {
  const out: string[] = [`\n${runtime}: timed by ${CLOCK}.`];
  for (const row of rows) {
    out.push(`\n**${row.operation}** — ${runtime}\n`);
    out.push("| implementation | ns/call | × urlstd's time |");
    out.push("| --- | ---: | ---: |");
    const reference = row.ns.urlstd ?? row.ns["urlstd URLPatternList"];
    for (const [name, ns] of Object.entries(row.ns)) {
      out.push(
        `| ${name} | ${ns.toFixed(ns < 100 ? 1 : 0)} | ${
          (ns / reference).toFixed(2)
        } |`,
      );
    }
  }
  return out.join("\n");
}
