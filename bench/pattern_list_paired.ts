/**
 * URLPatternList now against a before revision, paired in one process
 * (alternating rounds, the median of the per-round ratios, timed by the
 * bench's clock): the REST-style
 * router set of bench/pattern_bench_core.ts (100 and 1,000 routes) and a
 * set of 10 and 100 routes that share one prefix and every component but
 * the pathname (where the list joins pathnames into one expression).
 *
 * The before revision is read from bench/.out/before/ (untracked):
 *
 * ```sh
 * rm -rf bench/.out/before && mkdir -p bench/.out/before
 * git archive <rev> pattern | tar -x -C bench/.out/before
 * for d in parser percent host api urlencoded encoding; do
 *   ln -sfn "$PWD/$d" bench/.out/before/$d; done
 * deno run -A bench/pattern_list_paired.ts
 * esbuild bench/pattern_list_paired.ts --bundle --format=esm \
 *   --platform=node --outfile=bench/.out/list_paired.mjs && node bench/.out/list_paired.mjs
 * ```
 *
 * @module
 */

import { URLPattern, URLPatternList } from "../pattern/mod.ts";
// The before revision exists only once made (see above), so the type check
// of the tree (deno check .) does not resolve it.
// @ts-ignore: made by hand, untracked
import {
  URLPattern as BeforePattern,
  URLPatternList as BeforeList,
} from "./.out/before/pattern/mod.ts";
import { CLOCK, now, routerSet } from "./pattern_bench_core.ts";

type List = { match(url: string): { value: number } | null };

/** ns per call of `fn`, over at least 30 ms of now()'s clock. */
function time(fn: () => number): number {
  let reps = 1;
  for (;;) {
    const start = now();
    let sink = 0;
    for (let r = 0; r < reps; r++) sink += fn();
    const elapsed = now() - start;
    if (elapsed > 30 || sink === -1) return elapsed * 1e6 / reps;
    reps *= 2;
  }
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[values.length >> 1];
}

/** The routes sharing "/users/" and every other component. */
function sharedPrefixSet(
  count: number,
): { patterns: string[]; urls: string[] } {
  const patterns: string[] = [];
  for (let i = 0; i < count; i++) {
    patterns.push(
      i % 2 ? `/users/:id/post${i}` : `/users/:id(\\d+)/tab${i}/:x`,
    );
  }
  const urls: string[] = [];
  for (let k = 0; k < 50; k++) {
    const i = (k * 7) % count;
    urls.push(
      `https://api.example.com/users/${k}/` +
        (i % 2 ? `post${i}` : `tab${i}/z`),
    );
  }
  return { patterns, urls };
}

function paired(name: string, set: { patterns: string[]; urls: string[] }) {
  const base = "https://api.example.com";
  const build = (P: typeof URLPattern, L: typeof URLPatternList): List => {
    const list = new L<number>();
    set.patterns.forEach((p, i) => list.add(new P(p, base), i));
    return list;
  };
  const now = build(URLPattern, URLPatternList);
  const before = build(
    BeforePattern as unknown as typeof URLPattern,
    BeforeList as unknown as typeof URLPatternList,
  );
  const run = (list: List) => () => {
    let n = 0;
    for (const url of set.urls) n += list.match(url)?.value ?? -1;
    return n;
  };
  const a = run(now), b = run(before);
  if (a() !== b()) throw new Error(`${name}: the revisions disagree`);
  const ratios: number[] = [], nowNs: number[] = [], beforeNs: number[] = [];
  for (let round = 0; round < 15; round++) {
    const [x, y] = round % 2
      ? [time(a), time(b)]
      : [time(b), time(a)].reverse();
    nowNs.push(x / set.urls.length);
    beforeNs.push(y / set.urls.length);
    ratios.push(x / y);
  }
  console.log(
    `| ${name} | ${median(beforeNs).toFixed(0)} | ${
      median(nowNs).toFixed(0)
    } | ${median(ratios).toFixed(3)} |`,
  );
}

console.log(`Timed by ${CLOCK}.\n`);
console.log("| set | before ns/lookup | now ns/lookup | now ÷ before |");
console.log("| --- | ---: | ---: | ---: |");
for (const count of [100, 1000]) {
  paired(`REST-style, ${count} routes`, routerSet(count));
}
for (const count of [10, 100]) {
  paired(`shared prefix, ${count} routes`, sharedPrefixSet(count));
}
