import { describe, it } from "node:test";
import assert from "node:assert/strict";

// V8 frees the hidden class (map) of objects of a class at a full garbage
// collection that finds none of them alive, and discards the optimized code
// that depends on that map. URL, URLSearchParams and its iterators each
// keep one object alive for this (see mapKeeper in ./url.ts and
// ./url_search_params.ts); without it a program that parses URLs and drops
// them ran deoptimized code after every major collection. This runs a probe
// in a Deno process with V8's natives syntax: a function is optimized,
// every object it made is dropped, two full collections run, and the
// function must still be optimized.

const mod = JSON.stringify(new URL("./mod.ts", import.meta.url).href);
const probe = `
import { URL, URLSearchParams } from ${mod};
const status = new Function("f", "return %GetOptimizationStatus(f)");
const prepare = new Function("f", "%PrepareFunctionForOptimization(f)");
const optimize = new Function("f", "%OptimizeFunctionOnNextCall(f)");
function parse(i) {
  return URL.parse("https://example.com/" + i).href.length;
}
function construct(i) {
  return new URL("https://example.com/" + i).pathname.length;
}
function params(i) {
  const p = new URLSearchParams("a=" + i);
  p.append("b", "c");
  return p.toString().length;
}
function iterate(i) {
  let n = 0;
  for (const [name, value] of new URLSearchParams("a=" + i + "&b")) {
    n += name.length + value.length;
  }
  return n;
}
// The bits of %GetOptimizationStatus that say "optimized" change between
// V8 versions: learn them from a function before and after optimizing it.
function reference(x) {
  return x + 1;
}
prepare(reference);
reference(1);
const unoptimized = status(reference);
optimize(reference);
reference(2);
const result = { optimized: status(reference) & ~unoptimized };
for (const f of [parse, construct, params, iterate]) {
  prepare(f);
  f(1);
  f(2);
  optimize(f);
  f(3);
  const before = status(f);
  globalThis.gc();
  globalThis.gc();
  result[f.name] = [before, status(f)];
}
console.log(JSON.stringify(result));
`;

/**
 * Runs the probe: for each function, its status before and after the
 * collections, and the status bits of an optimized function.
 */
async function runProbe(): Promise<
  Record<string, [number, number]> & { optimized: number }
> {
  const output = await new Deno.Command(Deno.execPath(), {
    args: [
      "eval",
      "--v8-flags=--allow-natives-syntax,--expose-gc",
      probe,
    ],
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(output.stdout);
  assert.ok(output.success, new TextDecoder().decode(output.stderr));
  return JSON.parse(text);
}

describe("URL and URLSearchParams across garbage collections", () => {
  it("keep their optimized code when none of their objects is alive", async () => {
    const result = await runProbe();
    const optimized = result.optimized;
    assert.notEqual(optimized, 0);
    for (const name of ["parse", "construct", "params", "iterate"]) {
      const [before, after] = result[name];
      assert.ok(
        (before & optimized) === optimized,
        `${name}: not optimized to begin with (status ${before})`,
      );
      assert.ok(
        (after & optimized) === optimized,
        `${name}: deoptimized by the collection (status ${before} → ${after})`,
      );
    }
  });
});
