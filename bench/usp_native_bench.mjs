// URLSearchParams lookups on a parsed 10-pair query: urlstd (the npm build
// whose ESM entry is the argument) against the runtime's own, in one process,
// alternating rounds of CPU time. Operations: get() of the last name, get()
// of an absent name, has() of a present one. Each implementation runs a copy
// of the loop compiled for it alone (see bench/NOTES.md, "The suite's loops").
//
// Usage: node bench/usp_native_bench.mjs npm/esm/mod.js (after build:npm)

import process from "node:process";

const ours = (await import(process.argv[2])).URLSearchParams;
const QUERY = "a=1&b=2&c=3&d=4&e=5&f=6&g=7&h=8&i=9&j=10";
const OBJECTS = 64;
const REPEATS = 2000;
const ROUNDS = 15;

/** Parsed objects: five lookups make each parse its list. */
function make(P) {
  const all = [];
  for (let i = 0; i < OBJECTS; i++) {
    const p = new P(QUERY);
    for (let k = 0; k < 5; k++) p.get("a");
    all.push(p);
  }
  return all;
}

const OPERATIONS = {
  "get": "n += p.get('j').length;",
  "get, absent name": "n += p.get('zz') === null ? 1 : 0;",
  "has": "n += p.has('e') ? 1 : 0;",
};

/** A fresh copy of the timed loop, so that each implementation has its own. */
function loop(body) {
  return new Function(
    "all",
    `let n = 0; for (let k = 0; k < ${REPEATS}; k++) ` +
      `for (const p of all) { ${body} } return n;`,
  );
}

const median = (xs) => xs.slice().sort((a, b) => a - b)[xs.length >> 1];
const calls = OBJECTS * REPEATS;
const objects = { ours: make(ours), native: make(globalThis.URLSearchParams) };
console.log(`| ${process.version} | urlstd ns | native ns | ratio |`);
console.log("| --- | ---: | ---: | ---: |");
for (const [name, body] of Object.entries(OPERATIONS)) {
  const run = { ours: loop(body), native: loop(body) };
  for (let w = 0; w < 20; w++) {
    run.ours(objects.ours);
    run.native(objects.native);
  }
  const times = { ours: [], native: [] };
  const ratios = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const who of ["ours", "native"]) {
      const start = process.cpuUsage();
      run[who](objects[who]);
      times[who].push(process.cpuUsage(start).user * 1000 / calls);
    }
    ratios.push(times.ours[r] / times.native[r]);
  }
  console.log(
    `| ${name} | ${median(times.ours).toFixed(1)} | ` +
      `${median(times.native).toFixed(1)} | ${median(ratios).toFixed(2)} |`,
  );
}
