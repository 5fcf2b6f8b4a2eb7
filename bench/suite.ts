// The benchmark suite, runtime-neutral: Deno runs it on the TypeScript
// sources, Node on the JavaScript build. In one process, on the same
// in-memory data, rounds interleave the implementations (urlstd, the
// runtime's native URL, whatwg-url) so that they share machine conditions.
//
// This file holds the types, runSuite() and the report; the timed loops,
// the timing, the inputs and the getter and memory figures are in
// suite_loops.ts, suite_measure.ts, suite_inputs.ts and suite_figures.ts.

import {
  allGettersLoop,
  canParseLoop,
  ownCopy,
  parseHrefLoop,
  parseOrNull,
  relativeLoop,
  relativeReferencesLoop,
  searchHashPathLoop,
  searchMutateLoop,
  searchParseLoop,
  searchSortLoop,
  settersLoop,
} from "./suite_loops.ts";
import {
  measure,
  measureSetters,
  median,
  type Sampled,
} from "./suite_measure.ts";
import {
  datasetName,
  loadDataset,
  relativeReferences,
  setterInputs,
} from "./suite_inputs.ts";
import { getterCosts, memory } from "./suite_figures.ts";

export { datasetName, getterCosts, loadDataset, memory, relativeReferences };

/** A URL implementation under test. */
export interface Implementation {
  name: string;
  URL: {
    new (url: string, base?: string): URLLike;
    parse?(url: string, base?: string): URLLike | null;
    canParse?(url: string, base?: string): boolean;
  };
  URLSearchParams: new (init?: string) => SearchParamsLike;
}

/** The classes of one URL implementation, as each entry imports them. */
export interface URLClasses {
  URL: unknown;
  URLSearchParams: unknown;
}

/**
 * The three implementations every entry compares: urlstd (as that entry
 * loads it), the runtime's own URL, and whatwg-url.
 */
export function implementations(
  urlstd: URLClasses,
  whatwg: URLClasses,
): { urlstd: Implementation; native: Implementation; whatwg: Implementation } {
  const implementation = (name: string, classes: URLClasses) =>
    ({ name, ...classes }) as unknown as Implementation;
  return {
    urlstd: implementation("urlstd", urlstd),
    native: implementation("native", {
      URL: globalThis.URL,
      URLSearchParams: globalThis.URLSearchParams,
    }),
    whatwg: implementation("whatwg-url", whatwg),
  };
}

/** The parts of a URL object the benchmarks use. */
export interface URLLike {
  href: string;
  origin: string;
  protocol: string;
  username: string;
  password: string;
  host: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
  readonly searchParams: SearchParamsLike;
}

/** The parts of a URLSearchParams object the benchmarks use. */
export interface SearchParamsLike {
  append(name: string, value: string): void;
  delete(name: string): void;
  get(name: string): string | null;
  set(name: string, value: string): void;
  sort(): void;
  toString(): string;
  readonly size: number;
}

/** What the host runtime provides. */
export interface Host {
  runtime: string;
  now(): number;
  gc(): void;
  heapUsed(): number;
  readText(path: string): string;
  /** Paths of the datasets, one URL per line each. */
  datasets: string[];
}

/** Retained heap per URL object, of one implementation on one dataset. */
export interface MemoryFigure {
  impl: string;
  dataset: string;
  bytes: number;
}

/** One measured row. */
export interface Row {
  mode: string;
  dataset: string;
  impl: string;
  medianNs: number;
  minNs: number;
  /** ns/op of each measured round, in round order (rows of one mode and
   * dataset pair up by round). */
  roundNs: number[];
  disagreements?: number;
}

let sink = 0;

/**
 * Passes of the warm-up before the measured rounds: every mode on every
 * input of every dataset, this many times. With one pass over 2,000 inputs
 * per dataset (--trace-opt, Deno 2.9), urlstd's parse and getters reached
 * TurboFan only in the fourth measured round of kasztp's mode b, and rare
 * branches met for the first time there deoptimized them again.
 */
const WARM_UP_PASSES = 3;

/** Repetitions of each size in the append growth measurement. */
const GROWTH_REPETITIONS = 7;

/**
 * How many times `b` takes as long as `a`: the median over rounds of the
 * round's ratio, so that each ratio compares turns run next to each other
 * (the medians' ratio when there are no rounds).
 */
export function pairedRatio(a: Row, b: Row): number {
  const n = Math.min(a.roundNs.length, b.roundNs.length);
  if (n === 0) return b.medianNs / a.medianNs;
  const ratios: number[] = [];
  for (let r = 0; r < n; r++) ratios.push(b.roundNs[r] / a.roundNs[r]);
  return median(ratios);
}

/** What {@linkcode runSuite} measured in one process. */
export interface SuiteResult {
  rows: Row[];
  notes: string[];
  /** The getter table (markdown). */
  getters: string;
  memory: MemoryFigure[];
}

/** Options of {@linkcode runSuite}. */
export interface SuiteOptions {
  rounds: number;
  limit: number;
  log: (line: string) => void;
}

/** What the measurements of one runSuite() share. */
interface SuiteRun {
  host: Host;
  urlstd: Implementation;
  native: Implementation;
  whatwg: Implementation;
  /** The three implementations. */
  all: Implementation[];
  /** urlstd and native: the modes too long for whatwg-url. */
  fast: Implementation[];
  rounds: number;
  log: (line: string) => void;
  rows: Row[];
  notes: string[];
  /** Each implementation's own copy of `loop` (see ownCopy()). */
  copies<F extends (...args: never[]) => number>(loop: F): Map<string, F>;
}

/** Runs every mode; returns the rows and the extra figures. */
export function runSuite(
  host: Host,
  urlstd: Implementation,
  native: Implementation,
  whatwg: Implementation,
  options: SuiteOptions,
): SuiteResult {
  const rows: Row[] = [];
  const notes: string[] = [];
  const { rounds, limit, log } = options;
  const all = [urlstd, native, whatwg];
  const fast = [urlstd, native];
  // Each implementation's own copy of each timed loop, made once: the
  // warm-up then shapes the code the measured rounds run.
  const copies = <F extends (...args: never[]) => number>(loop: F) =>
    new Map(all.map((impl) => [impl.name, ownCopy(loop, parseOrNull)]));
  const run: SuiteRun = {
    host,
    urlstd,
    native,
    whatwg,
    all,
    fast,
    rounds,
    log,
    rows,
    notes,
    copies,
  };
  const loops = datasetLoops(run);

  // Warm-up: every mode on every dataset before any timing, so the JIT
  // compilers see all the kinds of input first. Timing datasets one after
  // another from cold would otherwise let each new kind of input deoptimize
  // the code the previous datasets shaped, and time the re-optimization
  // instead of the steady state an application runs in.
  for (let pass = 0; pass < WARM_UP_PASSES; pass++) {
    for (const path of host.datasets) {
      runDataset(
        run,
        loops,
        datasetName(path),
        loadDataset(host, path, limit),
        true,
      );
    }
  }
  for (const path of host.datasets) {
    runDataset(
      run,
      loops,
      datasetName(path),
      loadDataset(host, path, limit),
      false,
    );
  }

  runSearchParams(run);
  measureAppendGrowth(run);

  const memoryFigures = memory(host, fast, options.limit);
  for (const m of memoryFigures) {
    notes.push(
      `${m.impl}: ${
        m.bytes.toFixed(0)
      } bytes retained per URL object (${m.dataset}, inputs held by the caller)`,
    );
  }
  if (sink === 42) log("");
  const getters = getterCosts(host, all, options);
  return { rows, notes, getters, memory: memoryFigures };
}

/** The copies of the timed loops of the modes on the datasets. */
function datasetLoops(run: SuiteRun) {
  const { copies } = run;
  return {
    parseHref: copies(parseHrefLoop),
    allGetters: copies(allGettersLoop),
    canParseAll: copies(canParseLoop),
    relative: copies(relativeLoop),
    setters: copies(settersLoop),
    references: copies(relativeReferencesLoop),
    searchHashPath: copies(searchHashPathLoop),
  };
}

/** Every mode on one dataset; with `warmUp`, one unrecorded round each. */
function runDataset(
  run: SuiteRun,
  loops: ReturnType<typeof datasetLoops>,
  dataset: string,
  inputs: string[],
  warmUp: boolean,
): void {
  const { host, urlstd, native, all, fast, log } = run;
  const {
    parseHref,
    allGetters,
    canParseAll,
    relative,
    setters,
    references,
    searchHashPath,
  } = loops;
  const disagree = disagreements(run, inputs, warmUp);
  if (!warmUp) log(`${host.runtime} ${dataset}: ${inputs.length} URLs`);
  const { record, recordSetters } = recorders(run, dataset, warmUp, disagree);

  record("a: parse + href", all, inputs.length, (impl) => {
    sink += parseHref.get(impl.name)!(impl, inputs);
  });

  record("b: parse + all getters", all, inputs.length, (impl) => {
    sink += allGetters.get(impl.name)!(impl, inputs);
  });

  record("c: URL.canParse", fast, inputs.length, (impl) => {
    sink += canParseAll.get(impl.name)!(impl, inputs);
  });

  const relatives = relativesOf(native, inputs);
  const base = "https://example.org/base/dir/page.html?q#f";
  record("d: relative to a base", fast, relatives.length, (impl) => {
    sink += relative.get(impl.name)!(impl, relatives, base);
  });

  // Setters: four per parsed URL, on URLs parsed outside the timing.
  const special = inputs.filter((input) => {
    const url = parseOrNull(native, input);
    return url !== null &&
      (url.protocol === "http:" || url.protocol === "https:");
  });
  recordSetters(
    "e: setters (pathname, search, hash, host)",
    special,
    4,
    (impl, urls) => setters.get(impl.name)!(urls),
  );

  const { refs, bases } = relativeReferences(native, inputs);
  let refsDisagree = 0;
  if (!warmUp) {
    for (let i = 0; i < refs.length; i++) {
      if (
        parseOrNull(urlstd, refs[i], bases[i])?.href !==
          parseOrNull(native, refs[i], bases[i])?.href
      ) refsDisagree++;
    }
  }
  record(
    "g: new URL(ref, base), 10 shapes",
    fast,
    refs.length,
    (impl) => {
      sink += references.get(impl.name)!(impl, refs, bases);
    },
    new Map([[native.name, refsDisagree]]),
  );

  const { objects, values } = setterInputs(native, inputs);
  recordSetters(
    "h: setters (search, hash, pathname)",
    objects,
    3,
    (impl, urls) => searchHashPath.get(impl.name)!(urls, values),
  );
}

/**
 * Disagreements: urlstd's href (or failure) against the others', for each
 * of the others (none counted in the warm-up).
 */
function disagreements(
  run: SuiteRun,
  inputs: string[],
  warmUp: boolean,
): Map<string, number> {
  const { urlstd, native, whatwg } = run;
  const disagree = new Map<string, number>([[native.name, 0], [
    whatwg.name,
    0,
  ]]);
  if (!warmUp) {
    for (const input of inputs) {
      const ours = parseOrNull(urlstd, input)?.href ?? null;
      for (const other of [native, whatwg]) {
        const theirs = parseOrNull(other, input)?.href ?? null;
        if (theirs !== ours) {
          disagree.set(other.name, disagree.get(other.name)! + 1);
        }
      }
    }
  }
  return disagree;
}

/** Relative references made from the dataset, against one base. */
function relativesOf(native: Implementation, inputs: string[]): string[] {
  return inputs.map((input, i) => {
    const url = parseOrNull(native, input);
    if (url === null) return "x";
    return i % 3 === 0
      ? url.pathname + url.search
      : i % 3 === 1
      ? "../" + url.pathname.split("/").pop() + url.search
      : "//" + url.host + url.pathname;
  });
}

/**
 * Keeps a row per implementation of `result` (with its count of
 * disagreements with urlstd, when given) and logs the medians.
 */
function keepRows(
  suiteRun: SuiteRun,
  mode: string,
  dataset: string,
  impls: Implementation[],
  result: Map<string, Sampled>,
  disagreements?: Map<string, number>,
): void {
  for (const impl of impls) {
    const r = result.get(impl.name)!;
    suiteRun.rows.push({
      mode,
      dataset,
      impl: impl.name,
      medianNs: r.median,
      minNs: r.min,
      roundNs: r.rounds,
      disagreements: disagreements === undefined || impl === suiteRun.urlstd
        ? undefined
        : disagreements.get(impl.name),
    });
  }
  suiteRun.log(
    `  ${mode}: ` +
      impls.map((i) => `${i.name} ${result.get(i.name)!.median.toFixed(0)}`)
        .join(", "),
  );
}

/**
 * The functions that time a mode on one dataset and keep its rows (none in
 * the warm-up): `record` for a mode that parses, `recordSetters` for one
 * that sets attributes on URL objects made outside the timing.
 */
function recorders(
  suiteRun: SuiteRun,
  dataset: string,
  warmUp: boolean,
  disagree: Map<string, number>,
) {
  const { host, fast } = suiteRun;
  const measuredRounds = warmUp ? 0 : suiteRun.rounds;
  const record = (
    mode: string,
    impls: Implementation[],
    ops: number,
    work: (impl: Implementation) => void,
    disagreements = disagree,
  ) => {
    const result = measure(host, impls, ops, measuredRounds, work);
    if (warmUp) return;
    keepRows(suiteRun, mode, dataset, impls, result, disagreements);
  };
  const recordSetters = (
    mode: string,
    objects: string[],
    perUrl: number,
    run: (impl: Implementation, urls: URLLike[]) => number,
  ) => {
    if (objects.length === 0) return;
    const result = measureSetters(host, fast, objects, measuredRounds, {
      perUrl,
      run,
    });
    if (warmUp) return;
    keepRows(suiteRun, mode, dataset, fast, result);
  };
  return { record, recordSetters };
}

/** Mode f: URLSearchParams, on one query. */
function runSearchParams(run: SuiteRun): void {
  const { host, fast, rounds, copies } = run;
  const query = "a=1&b=two&c=%20three&d=4+4&e=%C3%A9&f=&g=7&h=eight&i=9&j=ten";
  const searchRecord = (
    mode: string,
    ops: number,
    work: (impl: Implementation) => void,
  ) => {
    keepRows(run, mode, "-", fast, measure(host, fast, ops, rounds, work));
  };
  const N = 20_000;
  const searchParse = copies(searchParseLoop);
  const searchMutate = copies(searchMutateLoop);
  const searchSort = copies(searchSortLoop);
  searchRecord("f: URLSearchParams parse (10 pairs) + get", N, (impl) => {
    sink += searchParse.get(impl.name)!(impl.URLSearchParams, query, N);
  });
  searchRecord("f: get/set/append/delete + toString", N, (impl) => {
    sink += searchMutate.get(impl.name)!(impl.URLSearchParams, query, N);
  });
  searchRecord("f: sort + toString", N, (impl) => {
    sink += searchSort.get(impl.name)!(impl.URLSearchParams, query, N);
  });
}

/**
 * 50k appends on url.searchParams must scale linearly. Runtimes that
 * reserialize the whole list on each append are quadratic: they get 1k
 * and 5k appends, so the run finishes. A note per implementation.
 */
function measureAppendGrowth(run: SuiteRun): void {
  const { host, urlstd, fast, log, notes } = run;
  for (const impl of fast) {
    const small = impl === urlstd ? 10_000 : 1_000;
    const large = small * 5;
    // Each timing starts from a collected heap, and includes reading the
    // href (the serialization of all the pairs) at the end.
    const time = (count: number) => {
      host.gc();
      const url = new impl.URL("https://example.org/path#hash");
      const start = host.now();
      for (let i = 0; i < count; i++) {
        url.searchParams.append("key", "value" + i);
      }
      sink += url.href.length;
      return host.now() - start;
    };
    time(small);
    // Sizes interleaved, medians of the repetitions.
    const smallTimes: number[] = [];
    const largeTimes: number[] = [];
    for (let r = 0; r < GROWTH_REPETITIONS; r++) {
      smallTimes.push(time(small));
      largeTimes.push(time(large));
    }
    const tSmall = median(smallTimes);
    const tLarge = median(largeTimes);
    notes.push(
      `${impl.name}: ${large / 1000}k url.searchParams.append ${
        tLarge.toFixed(1)
      } ms (${(tLarge * 1e6 / large).toFixed(0)} ns each), ` +
        `${small / 1000}k ${tSmall.toFixed(1)} ms (${
          (tSmall * 1e6 / small).toFixed(0)
        } ns each), growth ${(tLarge / tSmall).toFixed(2)} ` +
        `(5.00 is linear, 25 quadratic; medians of ${GROWTH_REPETITIONS})`,
    );
    log(`  ${notes[notes.length - 1]}`);
  }
}

/** Renders rows as a markdown table with ratios to the native URL. */
export function toMarkdown(
  rows: Row[],
  nativeName: string,
  ourName: string,
): string {
  const lines = [
    "| mode | dataset | urlstd median ns | min ns | native median ns | ratio (urlstd/native) | whatwg-url median ns | speedup vs whatwg-url | disagreements (native / whatwg-url) |",
    "|---|---|--:|--:|--:|--:|--:|--:|--:|",
  ];
  const key = (r: Row) => `${r.mode}|${r.dataset}`;
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const k = key(row);
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k)!.push(row);
  }
  for (const group of groups.values()) {
    const ours = group.find((r) => r.impl === ourName)!;
    const native = group.find((r) => r.impl === nativeName)!;
    const whatwg = group.find((r) =>
      r.impl !== ourName && r.impl !== nativeName
    );
    lines.push(
      `| ${ours.mode} | ${ours.dataset} | ${ours.medianNs.toFixed(0)} | ${
        ours.minNs.toFixed(0)
      } | ${native.medianNs.toFixed(0)} | ${
        pairedRatio(native, ours).toFixed(2)
      } | ${whatwg ? whatwg.medianNs.toFixed(0) : "-"} | ${
        whatwg ? pairedRatio(ours, whatwg).toFixed(0) + "x" : "-"
      } | ${native.disagreements ?? "-"} / ${whatwg?.disagreements ?? "-"} |`,
    );
  }
  return lines.join("\n");
}
