/**
 * Benchmark of the RFC 3986 validators on long inputs: 10^3 to 10^6
 * characters in several shapes (valid and invalid, with the scanner's
 * worst cases: a scheme-like prefix scanned twice, an authority scanned as
 * userinfo then as host, an IP-literal). Prints ns per character and the
 * growth exponent (the slope of log time over log length: 1 is linear).
 *
 * Run: `npx deno task bench:rfc3986`. Results: RFC3986_RESULTS.md.
 *
 * @module
 */

import {
  isUri,
  isUriReference,
  normalize,
  parseReference,
  resolveReference,
} from "../rfc3986/mod.ts";

const SIZES = [1e3, 1e4, 1e5, 1e6];
/** Characters each timed round processes, so small inputs repeat often. */
const CHARS_PER_ROUND = 2e7;
const ROUNDS = 5;

/** Repeats `unit` after `prefix` and before `suffix` to about n characters. */
function build(prefix: string, unit: string, suffix: string, n: number) {
  const count = Math.max(
    1,
    Math.round((n - prefix.length - suffix.length) / unit.length),
  );
  return prefix + unit.repeat(count) + suffix;
}

interface Shape {
  name: string;
  make: (n: number) => string;
  valid: boolean;
}

const SHAPES: Shape[] = [
  {
    name: "path segments",
    make: (n) => build("http://example.com", "/segment", "", n),
    valid: true,
  },
  {
    name: "pct-encoded path",
    make: (n) => build("http://example.com/", "%C3%A9", "", n),
    valid: true,
  },
  {
    name: "query and fragment",
    make: (n) => build("https://h/p?", "k=v&", "#f", n),
    valid: true,
  },
  {
    name: "long reg-name",
    make: (n) => build("http://", "sub.", "example/", n),
    valid: true,
  },
  {
    name: "long userinfo",
    make: (n) => build("ftp://", "user:pw", "@host/", n),
    valid: true,
  },
  {
    name: "relative path",
    make: (n) => build("", "seg/", "", n),
    valid: true,
  },
  {
    name: "scheme-like, no colon",
    make: (n) => build("", "a", "", n),
    valid: true,
  },
  {
    name: "invalid at the end",
    make: (n) => build("http://example.com/", "a", " ", n),
    valid: false,
  },
  {
    name: "unclosed IP-literal",
    make: (n) => build("http://[", "1:", "", n),
    valid: false,
  },
];

let sink = 0;

/** The best time per call over `ROUNDS` rounds, in nanoseconds. */
function time(f: (input: string) => unknown, input: string): number {
  const reps = Math.max(1, Math.round(CHARS_PER_ROUND / input.length));
  let best = Infinity;
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    for (let i = 0; i < reps; i++) if (f(input)) sink++;
    best = Math.min(best, (performance.now() - start) / reps);
  }
  return best * 1e6;
}

/** Least-squares slope of log(time) over log(size). */
function growthExponent(sizes: number[], times: number[]): number {
  const xs = sizes.map(Math.log);
  const ys = times.map(Math.log);
  const mx = xs.reduce((a, b) => a + b) / xs.length;
  const my = ys.reduce((a, b) => a + b) / ys.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < xs.length; i++) {
    num += (xs[i] - mx) * (ys[i] - my);
    den += (xs[i] - mx) ** 2;
  }
  return num / den;
}

function row(cells: (string | number)[]): string {
  return `| ${cells.join(" | ")} |`;
}

function benchTable(
  title: string,
  functions: [string, (input: string) => unknown][],
  shapes: Shape[],
) {
  console.log(`\n### ${title}\n`);
  console.log(row([
    "function",
    "shape",
    ...SIZES.map((n) => `ns/char @ 10^${Math.log10(n)}`),
    "exponent",
  ]));
  console.log(row(Array(SIZES.length + 3).fill("---")));
  for (const [name, f] of functions) {
    for (const shape of shapes) {
      const inputs = SIZES.map(shape.make);
      for (const input of inputs) {
        if (isUriReference(input) !== shape.valid) {
          throw new Error(`shape ${shape.name} is not ${shape.valid}`);
        }
        f(input); // warm up
      }
      const times = inputs.map((input) => time(f, input));
      console.log(row([
        name,
        shape.name,
        ...times.map((t, i) => (t / inputs[i].length).toFixed(2)),
        growthExponent(inputs.map((input) => input.length), times).toFixed(2),
      ]));
    }
  }
}

console.log(`Deno ${Deno.version.deno}, V8 ${Deno.version.v8}`);
benchTable("Validators", [
  ["isUriReference", isUriReference],
  ["isUri", isUri],
], SHAPES);

const DOTS: Shape[] = [
  {
    name: "dot segments",
    make: (n) => build("http://h", "/a/./b/../c", "", n),
    valid: true,
  },
  {
    name: "pct-encoded path",
    make: (n) => build("HTTP://Example.COM/", "%7e%2e%C3%A9", "", n),
    valid: true,
  },
];
benchTable("Parsing and normalization", [
  ["parseReference", parseReference],
  ["normalize", normalize],
], DOTS);
benchTable("Resolution (the input is the reference)", [
  [
    "resolveReference",
    (r: string) => resolveReference("http://a/b/c/d;p?q", r),
  ],
], [{
  name: "../ above the root",
  make: (n) => build("", "x/../../", "g", n),
  valid: true,
}, DOTS[0]]);

if (sink < 0) console.log(sink);
