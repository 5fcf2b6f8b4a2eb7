// Runs a script in QuickJS (quickjs-ng, compiled to WebAssembly by the npm
// package @jitl/quickjs-ng-wasmfile-release-sync) from Node.js: a fresh
// runtime and context, a global __print(string) that writes a line to
// stdout, and the script's exception, if any, on stderr with exit code 1.
//
// Usage: node scripts/engines/quickjs_run.mjs <script.js>

import { readFileSync, writeSync } from "node:fs";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten-core";
import variant from "@jitl/quickjs-ng-wasmfile-release-sync";

const file = process.argv[2];
const QuickJS = await newQuickJSWASMModuleFromVariant(variant);
const runtime = QuickJS.newRuntime();
runtime.setMemoryLimit(1024 * 1024 * 1024);
runtime.setMaxStackSize(0);
const vm = runtime.newContext();
const print = vm.newFunction("__print", (handle) => {
  // Synchronous: process.exit() below drops what a pipe has not yet taken.
  writeSync(1, vm.getString(handle) + "\n");
});
vm.setProp(vm.global, "__print", print);
print.dispose();
const result = vm.evalCode(readFileSync(file, "utf8"), file);
let code = 0;
if (result.error) {
  const error = vm.dump(result.error);
  result.error.dispose();
  process.stderr.write(
    `QuickJS: ${typeof error === "object" ? JSON.stringify(error) : error}\n`,
  );
  code = 1;
} else {
  result.value.dispose();
}
vm.dispose();
runtime.dispose();
process.exit(code);
