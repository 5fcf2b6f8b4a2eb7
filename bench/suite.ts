// The benchmark suite, runtime-neutral: Deno runs it on the TypeScript
// sources, Node on the JavaScript build. In one process, on the same
// in-memory data, rounds interleave the implementations (urlstd, the
// runtime's native URL, whatwg-url) so that they share machine conditions.

import { URL_ATTRIBUTES } from "../tests/_url_attributes.ts";

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

/** A dataset's name in the report: its file name. */
export function datasetName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/** Retained heap per URL object, of one implementation on one dataset. */
export interface MemoryFigure {
  impl: string;
  dataset: string;
  bytes: number;
}

/** What mode h sets on the i-th URL object: values of another URL. */
interface SetterValues {
  search: string[];
  hash: string[];
  pathname: string[];
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

/**
 * `impl`'s URL for `input` against `base`, or null where it fails. The timed
 * loops call it too: ownCopy() gives each copy a copy of it.
 */
function parseOrNull(
  impl: Implementation,
  input: string,
  base?: string,
): URLLike | null {
  if (impl.URL.parse) return impl.URL.parse(input, base);
  try {
    return new impl.URL(input, base);
  } catch {
    return null;
  }
}

let sink = 0;

/** How many copies ownCopy() has made: a unique mark for each. */
let copiesMade = 0;

type SearchParamsClass = Implementation["URLSearchParams"];

/**
 * A copy of `loop` compiled from its source text, with a copy of each of
 * `helpers` that it calls. The timed loops below are copied per mode and
 * implementation: a loop shared by the implementations would reach two or
 * three classes from one call site, and the JIT compilers' choices for one
 * (what they inline, within a budget per compiled function) would change
 * the code of the others. An application's loop sees one URL class. `loop`
 * and `helpers` may use only their parameters, globals and `helpers`.
 */
function ownCopy<F extends (...args: never[]) => number>(
  loop: F,
  ...helpers: ((...args: never[]) => unknown)[]
): F {
  const declarations = helpers.map((helper) => helper.toString()).join("\n");
  // Each copy's source text is unique: V8 caches what `new Function`
  // compiles by source text, and closures made from a cached function
  // share its feedback, so two copies of the same text would be one loop
  // to the JIT compilers (seen with %DebugPrint: the second and third
  // copies shared one feedback vector, their helper call polymorphic).
  copiesMade++;
  return new Function(
    `// copy ${copiesMade}\n${declarations}\nreturn (${loop.toString()});`,
  )() as F;
}

/** Mode a: parses each input and reads href. */
function parseHrefLoop(impl: Implementation, inputs: string[]): number {
  let n = 0;
  for (let i = 0; i < inputs.length; i++) {
    const url = parseOrNull(impl, inputs[i]);
    if (url !== null) n += url.href.length;
  }
  return n;
}

/**
 * Mode d: parses each input against `base` and reads href. Not
 * parseHrefLoop() with a base parameter: there the base is the constant
 * `undefined`, which lets the JIT compilers drop URL.parse()'s base handling
 * from mode a's code (in Node, one run each: urlstd's mode a on kasztp.txt
 * took 253 ns with the base a parameter, 239 without; native 437 and 442).
 */
function relativeLoop(
  impl: Implementation,
  inputs: string[],
  base: string,
): number {
  let n = 0;
  for (let i = 0; i < inputs.length; i++) {
    const url = parseOrNull(impl, inputs[i], base);
    if (url !== null) n += url.href.length;
  }
  return n;
}

/** Mode b: parses each input and reads every getter. */
function allGettersLoop(impl: Implementation, inputs: string[]): number {
  let n = 0;
  for (let i = 0; i < inputs.length; i++) {
    const url = parseOrNull(impl, inputs[i]);
    if (url === null) continue;
    n += url.href.length + url.origin.length + url.protocol.length +
      url.username.length + url.password.length + url.host.length +
      url.hostname.length + url.port.length + url.pathname.length +
      url.search.length + url.hash.length;
  }
  return n;
}

/** Mode c: URL.canParse() on each input (a parse where there is none). */
function canParseLoop(impl: Implementation, inputs: string[]): number {
  let n = 0;
  for (let i = 0; i < inputs.length; i++) {
    if (
      impl.URL.canParse !== undefined
        ? impl.URL.canParse(inputs[i], undefined)
        : parseOrNull(impl, inputs[i]) !== null
    ) {
      n++;
    }
  }
  return n;
}

/** Mode e: four setters on each URL object, then href. */
function settersLoop(urls: URLLike[]): number {
  let n = 0;
  for (let i = 0; i < urls.length; i++) {
    const url = urls[i];
    url.pathname = "/a/b c/d";
    url.search = "?q=1&r=2";
    url.hash = "#frag";
    url.host = "example.net:8080";
    n += url.href.length;
  }
  return n;
}

/**
 * Mode g: `new URL(ref, base)` for each reference and its base, then href.
 * The constructor, as a page resolving its links calls it.
 */
function relativeReferencesLoop(
  impl: Implementation,
  refs: string[],
  bases: string[],
): number {
  let n = 0;
  for (let i = 0; i < refs.length; i++) {
    try {
      n += new impl.URL(refs[i], bases[i]).href.length;
    } catch {
      n++;
    }
  }
  return n;
}

/** Mode h: search, hash and pathname set on each URL object, then href. */
function searchHashPathLoop(
  urls: URLLike[],
  values: SetterValues,
): number {
  let n = 0;
  for (let i = 0; i < urls.length; i++) {
    const url = urls[i];
    url.search = values.search[i];
    url.hash = values.hash[i];
    url.pathname = values.pathname[i];
    n += url.href.length;
  }
  return n;
}

/** Mode f: parses `query` `count` times, then get(). */
function searchParseLoop(
  URLSearchParams: SearchParamsClass,
  query: string,
  count: number,
): number {
  let n = 0;
  for (let i = 0; i < count; i++) {
    const params = new URLSearchParams(query);
    if (params.get("j") !== null) n++;
  }
  return n;
}

/** Mode f: parses `query`, then set, append, delete and toString(). */
function searchMutateLoop(
  URLSearchParams: SearchParamsClass,
  query: string,
  count: number,
): number {
  let n = 0;
  for (let i = 0; i < count; i++) {
    const params = new URLSearchParams(query);
    params.set("b", "2");
    params.append("k", "eleven");
    params.delete("c");
    n += params.toString().length;
  }
  return n;
}

/** Mode f: parses `query`, then sort() and toString(). */
function searchSortLoop(
  URLSearchParams: SearchParamsClass,
  query: string,
  count: number,
): number {
  let n = 0;
  for (let i = 0; i < count; i++) {
    const params = new URLSearchParams(query);
    params.sort();
    n += params.toString().length;
  }
  return n;
}

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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

/**
 * The least time an implementation's turn in a round of the timed modes
 * lasts: `work` repeats until then. The machines this suite runs on change
 * speed by up to 1.8 times from one second to the next (other tenants); a
 * turn of 3 ms (urlstd, one pass over a dataset) beside one of 500 ms
 * (whatwg-url) sampled a different machine speed, and a process's ratio
 * between them moved from 78x to 124x. Turns of similar length, next to
 * each other, see the same conditions.
 */
const MIN_TURN_MS = 100;

/**
 * The least turn of the getter table's rounds (11 getters on each dataset:
 * turns of MIN_TURN_MS would make it the longest part of the run).
 */
const GETTER_TURN_MS = 10;

/** What {@linkcode measure} keeps of one implementation. */
interface Sampled {
  median: number;
  min: number;
  /** ns/op of each round, in round order. */
  rounds: number[];
}

/**
 * Runs `work` for each implementation, interleaved, and keeps ns/op. Each
 * implementation's turn in a round repeats `work` for at least `minMs`.
 */
function measure(
  host: Host,
  impls: Implementation[],
  ops: number,
  rounds: number,
  work: (impl: Implementation) => void,
  minMs = MIN_TURN_MS,
): Map<string, Sampled> {
  const samples = new Map<string, number[]>(impls.map((i) => [i.name, []]));
  // Warm-up round, not recorded.
  for (const impl of impls) work(impl);
  for (let r = 0; r < rounds; r++) {
    // Alternate the order so no implementation always runs first.
    const order = r % 2 === 0 ? impls : [...impls].reverse();
    for (const impl of order) {
      const start = host.now();
      let passes = 0;
      let elapsed: number;
      do {
        work(impl);
        passes++;
        elapsed = host.now() - start;
      } while (elapsed < minMs);
      samples.get(impl.name)!.push((elapsed * 1e6) / (ops * passes));
    }
  }
  return summarize(samples);
}

/** Each implementation's median, minimum and rounds, from its ns/op. */
function summarize(samples: Map<string, number[]>): Map<string, Sampled> {
  const result = new Map<string, Sampled>();
  for (const [name, values] of samples) {
    const sorted = [...values].sort((a, b) => a - b);
    result.set(name, {
      median: sorted[sorted.length >> 1],
      min: sorted[0],
      rounds: values,
    });
  }
  return result;
}

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

/** Loads a dataset: one URL per line, BOM and empty lines dropped. */
export function loadDataset(
  host: Pick<Host, "readText">,
  path: string,
  limit: number,
): string[] {
  let text = host.readText(path);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const lines = text.split("\n").filter((line) => line !== "");
  // Fresh strings, not slices of the whole file.
  return lines.slice(0, limit).map((line) => (" " + line).slice(1));
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
  const parseHref = copies(parseHrefLoop);
  const allGetters = copies(allGettersLoop);
  const canParseAll = copies(canParseLoop);
  const relative = copies(relativeLoop);
  const setters = copies(settersLoop);
  const references = copies(relativeReferencesLoop);
  const searchHashPath = copies(searchHashPathLoop);

  // Every mode on one dataset; with `warmUp`, one unrecorded round each.
  const runDataset = (dataset: string, inputs: string[], warmUp: boolean) => {
    const measuredRounds = warmUp ? 0 : rounds;
    // Disagreements: urlstd's href (or failure) against the others'.
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
    if (!warmUp) log(`${host.runtime} ${dataset}: ${inputs.length} URLs`);

    const record = (
      mode: string,
      impls: Implementation[],
      ops: number,
      work: (impl: Implementation) => void,
      disagreements = disagree,
    ) => {
      const result = measure(host, impls, ops, measuredRounds, work);
      if (warmUp) return;
      for (const impl of impls) {
        const r = result.get(impl.name)!;
        rows.push({
          mode,
          dataset,
          impl: impl.name,
          medianNs: r.median,
          minNs: r.min,
          roundNs: r.rounds,
          disagreements: impl === urlstd
            ? undefined
            : disagreements.get(impl.name),
        });
      }
      log(
        `  ${mode}: ` +
          impls.map((i) => `${i.name} ${result.get(i.name)!.median.toFixed(0)}`)
            .join(", "),
      );
    };

    record("a: parse + href", all, inputs.length, (impl) => {
      sink += parseHref.get(impl.name)!(impl, inputs);
    });

    record("b: parse + all getters", all, inputs.length, (impl) => {
      sink += allGetters.get(impl.name)!(impl, inputs);
    });

    record("c: URL.canParse", fast, inputs.length, (impl) => {
      sink += canParseAll.get(impl.name)!(impl, inputs);
    });

    // Relative references made from the dataset, against one base.
    const relatives = inputs.map((input, i) => {
      const url = parseOrNull(native, input);
      if (url === null) return "x";
      return i % 3 === 0
        ? url.pathname + url.search
        : i % 3 === 1
        ? "../" + url.pathname.split("/").pop() + url.search
        : "//" + url.host + url.pathname;
    });
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
      for (const impl of fast) {
        const r = result.get(impl.name)!;
        rows.push({
          mode,
          dataset,
          impl: impl.name,
          medianNs: r.median,
          minNs: r.min,
          roundNs: r.rounds,
        });
      }
      log(
        `  ${mode}: ` +
          fast.map((i) => `${i.name} ${result.get(i.name)!.median.toFixed(0)}`)
            .join(", "),
      );
    };
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
  };

  // Warm-up: every mode on every dataset before any timing, so the JIT
  // compilers see all the kinds of input first. Timing datasets one after
  // another from cold would otherwise let each new kind of input deoptimize
  // the code the previous datasets shaped, and time the re-optimization
  // instead of the steady state an application runs in.
  for (let pass = 0; pass < WARM_UP_PASSES; pass++) {
    for (const path of host.datasets) {
      runDataset(datasetName(path), loadDataset(host, path, limit), true);
    }
  }
  for (const path of host.datasets) {
    runDataset(datasetName(path), loadDataset(host, path, limit), false);
  }

  // URLSearchParams.
  const query = "a=1&b=two&c=%20three&d=4+4&e=%C3%A9&f=&g=7&h=eight&i=9&j=ten";
  const searchRecord = (
    mode: string,
    ops: number,
    work: (impl: Implementation) => void,
  ) => {
    const result = measure(host, fast, ops, rounds, work);
    for (const impl of fast) {
      const r = result.get(impl.name)!;
      rows.push({
        mode,
        dataset: "-",
        impl: impl.name,
        medianNs: r.median,
        minNs: r.min,
        roundNs: r.rounds,
      });
    }
    log(
      `  ${mode}: ` +
        fast.map((i) => `${i.name} ${result.get(i.name)!.median.toFixed(0)}`)
          .join(", "),
    );
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
  // 50k appends on url.searchParams must scale linearly. Runtimes that
  // reserialize the whole list on each append are quadratic: they get 1k
  // and 5k appends, so the run finishes.
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

/**
 * Times setters on URL objects made from `inputs` outside the timing:
 * `setters.run` sets `setters.perUrl` attributes on each object. Each
 * implementation's turn in a round makes fresh objects and times a pass over
 * them until the timed passes last `minMs` together.
 */
function measureSetters(
  host: Host,
  impls: Implementation[],
  inputs: string[],
  rounds: number,
  setters: {
    perUrl: number;
    run: (impl: Implementation, urls: URLLike[]) => number;
  },
  minMs = MIN_TURN_MS,
): Map<string, Sampled> {
  const samples = new Map<string, number[]>(impls.map((i) => [i.name, []]));
  for (let r = -1; r < rounds; r++) {
    for (const impl of r % 2 === 0 ? impls : [...impls].reverse()) {
      let timed = 0;
      let passes = 0;
      do {
        const urls = inputs.map((input) => new impl.URL(input));
        const start = host.now();
        sink += setters.run(impl, urls);
        timed += host.now() - start;
        passes++;
      } while (r >= 0 && timed < minMs);
      if (r >= 0) {
        samples.get(impl.name)!.push(
          (timed * 1e6) / (inputs.length * setters.perUrl * passes),
        );
      }
    }
  }
  return summarize(samples);
}

/** How many bases mode g takes from a dataset, ten references each. */
const BASES_PER_DATASET = 1_000;

/**
 * The inputs `native` parses to a URL that can be a base (one whose path is
 * not opaque), each with its parsed URL.
 */
function hierarchical(
  native: Implementation,
  inputs: string[],
): { input: string; url: URLLike }[] {
  const found: { input: string; url: URLLike }[] = [];
  for (const input of inputs) {
    const url = parseOrNull(native, input);
    if (url !== null && parseOrNull(native, "x", input) !== null) {
      found.push({ input, url });
    }
  }
  return found;
}

/**
 * Mode g's input: the first {@linkcode BASES_PER_DATASET} inputs that can be
 * a base, each with ten references of the shapes a page's links take, made
 * from the parts of the next such input: a path segment, `./segment?query`,
 * `../segment`, `../../path`, `/path?query`, `?query`, `#fragment`,
 * `//host/path`, the absolute URL, and the empty reference.
 */
export function relativeReferences(
  native: Implementation,
  inputs: string[],
): { refs: string[]; bases: string[] } {
  const found = hierarchical(native, inputs);
  const refs: string[] = [];
  const bases: string[] = [];
  const count = Math.min(BASES_PER_DATASET, found.length - 1);
  for (let i = 0; i < count; i++) {
    const other = found[i + 1].url;
    const path = other.pathname;
    const segment = path.slice(path.lastIndexOf("/") + 1) || "index.html";
    const query = other.search || "?q=1";
    refs.push(
      segment,
      `./${segment}${other.search}`,
      `../${segment}`,
      `../../${path.slice(1)}`,
      path + other.search,
      query,
      other.hash || "#top",
      `//${other.host}${path}`,
      other.href,
      "",
    );
    for (let k = 0; k < 10; k++) bases.push(found[i].input);
  }
  return { refs, bases };
}

/**
 * Mode h's input: the inputs that can be a base, and for each the search,
 * hash and pathname of the next such input (`?q=1` and `#top` where that
 * one has none).
 */
function setterInputs(
  native: Implementation,
  inputs: string[],
): { objects: string[]; values: SetterValues } {
  const found = hierarchical(native, inputs);
  const values: SetterValues = { search: [], hash: [], pathname: [] };
  const objects: string[] = [];
  for (let i = 0; i + 1 < found.length; i++) {
    const other = found[i + 1].url;
    objects.push(found[i].input);
    values.search.push(other.search || "?q=1");
    values.hash.push(other.hash || "#top");
    values.pathname.push(other.pathname);
  }
  return { objects, values };
}

/** A new function that sums the lengths of `getter` over URL objects. */
function readerOf(getter: string): (urls: URLLike[]) => number {
  return new Function(
    "urls",
    `let n = 0;
    for (let i = 0; i < urls.length; i++) n += urls[i].${getter}.length;
    return n;`,
  ) as (urls: URLLike[]) => number;
}

/**
 * What mode b's getters cost alone: ns per call of each getter over URL
 * objects parsed beforehand, rounds interleaving the implementations. A
 * markdown table: a row per dataset and implementation.
 */
export function getterCosts(
  host: Host,
  impls: Implementation[],
  options: SuiteOptions,
): string {
  const lines = [
    `| dataset | implementation | ${URL_ATTRIBUTES.join(" | ")} | sum |`,
    `|---|---|${URL_ATTRIBUTES.map(() => "--:|").join("")}--:|`,
  ];
  for (const path of host.datasets) {
    const dataset = datasetName(path);
    const inputs = loadDataset(host, path, options.limit);
    // Inputs every implementation parses, so each reads the same URLs.
    const objects = new Map<string, URLLike[]>(
      impls.map((impl) => [impl.name, []]),
    );
    for (const input of inputs) {
      const parsed = impls.map((impl) => parseOrNull(impl, input));
      if (parsed.some((url) => url === null)) continue;
      impls.forEach((impl, i) => objects.get(impl.name)!.push(parsed[i]!));
    }
    const count = objects.get(impls[0].name)!.length;
    const costs = new Map<string, number[]>(impls.map((i) => [i.name, []]));
    for (const getter of URL_ATTRIBUTES) {
      // A loop per implementation and getter, made from source: each sees
      // one class and one property name, as an application's code does. A
      // shared loop reading url[getter] would time the engine's megamorphic
      // keyed lookup (about 40 ns a call in Node) more than the getters.
      const readers = new Map(
        impls.map((impl) => [impl.name, readerOf(getter)]),
      );
      const result = measure(host, impls, count, options.rounds, (impl) => {
        sink += readers.get(impl.name)!(objects.get(impl.name)!);
      }, GETTER_TURN_MS);
      for (const impl of impls) {
        costs.get(impl.name)!.push(result.get(impl.name)!.median);
      }
    }
    for (const impl of impls) {
      const ns = costs.get(impl.name)!;
      const sum = ns.reduce((a, b) => a + b, 0);
      lines.push(
        `| ${dataset} | ${impl.name} | ${
          ns.map((n) => n.toFixed(0)).join(" | ")
        } | ${sum.toFixed(0)} |`,
      );
    }
  }
  return lines.join("\n");
}

/** Retained heap per live URL object: 100k objects. */
export function memory(
  host: Host,
  impls: Implementation[],
  limit: number,
): MemoryFigure[] {
  const figures: MemoryFigure[] = [];
  for (const path of host.datasets) {
    const inputs = loadDataset(host, path, limit);
    const count = 100_000;
    const strings = Array.from(
      { length: count },
      (_, i) => inputs[i % inputs.length],
    );
    for (const impl of impls) {
      const keep: unknown[] = new Array(count);
      host.gc();
      host.gc();
      const before = host.heapUsed();
      for (let i = 0; i < count; i++) keep[i] = parseOrNull(impl, strings[i]);
      host.gc();
      host.gc();
      const after = host.heapUsed();
      figures.push({
        impl: impl.name,
        dataset: datasetName(path),
        bytes: (after - before) / count,
      });
      sink += keep.length;
    }
  }
  return figures;
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
