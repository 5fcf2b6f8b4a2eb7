/**
 * Benchmark of queries in legacy encodings: urlstd's basicURLParse with
 * getEncoding() against whatwg-url's basicURLParse(…, { encoding }), both
 * on @exodus/bytes' encoders, for queries every code point of which the
 * encoding maps and for queries with unmappable ones (where urlstd reads the
 * library's escapes back into bytes). Interleaved rounds in one process;
 * prints the median ns per parse and the ratio (below 1: urlstd is faster).
 *
 * Run: `npx deno task bench:encoding`.
 * Results: ENCODING_RESULTS.md.
 *
 * @module
 */

import {
  basicURLParse as referenceParse,
  serializeURL as referenceSerialize,
} from "whatwg-url";
import { getEncoding } from "../encoding/mod.ts";
import { basicURLParse, serializeURL } from "../parser/mod.ts";

/** Encoding name → [a mappable query, one with unmappable code points]. */
const CASES: Record<string, [string, string]> = {
  "windows-1252": ["q=café crème&lang=fr&page=2", "q=café ‰ 日本&lang=fr"],
  "Shift_JIS": ["q=日本語のテキスト&page=2", "q=日本語 € 한국&page=2"],
  "gb18030": ["q=中文搜索结果&page=1", "q=中文\ue5e5搜索&page=1"],
  "Big5": ["q=中文搜尋結果&page=1", "q=中文 † 搜尋&page=1"],
  "ISO-2022-JP": ["q=日本語のテキスト&page=2", "q=日本語 € テキスト"],
};

const ROUNDS = 15;
const CALLS = 20_000;

function time(parse: () => unknown): number {
  const start = performance.now();
  for (let i = 0; i < CALLS; i++) parse();
  return ((performance.now() - start) * 1e6) / CALLS;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

console.log(
  "encoding       query       urlstd ns  whatwg-url ns  ratio",
);
for (const [name, queries] of Object.entries(CASES)) {
  const encoding = getEncoding(name)!;
  const label = name.toLowerCase();
  for (
    const [kind, query] of [["mappable", queries[0]], [
      "unmappable",
      queries[1],
    ]] as const
  ) {
    const input = `https://example.com/search?${query}`;
    const ours = () => serializeURL(basicURLParse(input, { encoding })!);
    const theirs = () =>
      referenceSerialize(referenceParse(input, { encoding: label })!);
    if (ours() !== theirs()) throw new Error(`${name}: results differ`);
    const a: number[] = [];
    const b: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      a.push(time(ours));
      b.push(time(theirs));
    }
    const [x, y] = [median(a), median(b)];
    console.log(
      `${name.padEnd(14)} ${kind.padEnd(11)} ${x.toFixed(0).padStart(9)}  ${
        y.toFixed(0).padStart(13)
      }  ${(x / y).toFixed(2).padStart(5)}`,
    );
  }
}
