// Runs the polyfill bench's script under Node.js: one node:vm context (no
// URL, no URLSearchParams, as on an engine without them) for the checks,
// and one more per implementation for the timed rounds, so that each has
// V8's feedback to itself; the rounds alternate the order, in this one
// process. Prints the script's "RESULT {json}" line.
// Usage: node bench/polyfill_bench_node.mjs <script.js> <rounds>
import { readFileSync } from "node:fs";
import vm from "node:vm";

const script = new vm.Script(readFileSync(process.argv[2], "utf8"));

function context() {
  const c = vm.createContext({
    __DRIVE__: false,
    __print: (s) => process.stdout.write(s + "\n"),
    performance: { now: () => performance.now() },
  });
  script.runInContext(c);
  return c.__BENCH__;
}

const main = context();
const report = {};
for (const name of main.names) report[name] = main.check(name);
const own = {};
for (const name of main.names) {
  if (report[name].works) own[name] = context();
}
const names = Object.keys(own);
for (let round = 0; round < Number(process.argv[3] ?? 8); round++) {
  const order = round % 2 === 0 ? names : names.slice().reverse();
  for (const name of order) {
    const [parse, params] = own[name].sample(name);
    report[name].parse.push(parse);
    report[name].params.push(params);
  }
}
process.stdout.write("RESULT " + JSON.stringify(report) + "\n");
