// Runs a script in a fresh node:vm context (no URL, no URLSearchParams, as
// on an engine without them), with __print and performance.now.
// Usage: node bench/polyfill_bench_node.mjs <script.js>
import { readFileSync } from "node:fs";
import vm from "node:vm";

const context = vm.createContext({
  __print: (s) => process.stdout.write(s + "\n"),
  performance: { now: () => performance.now() },
});
vm.runInContext(readFileSync(process.argv[2], "utf8"), context);
