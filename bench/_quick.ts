import { URL as U } from "../mod.ts";
const file = Deno.args[0] ?? "kasztp.txt";
const lines = Deno.readTextFileSync("/work/shared/datasets/" + file).split("\n")
  .filter(Boolean);
function run(C: typeof globalThis.URL | typeof U) {
  let n = 0;
  const t = performance.now();
  for (const l of lines) {
    const u = C.parse(l);
    if (u) n += u.href.length;
  }
  return [(performance.now() - t) * 1e6 / lines.length, n];
}
for (let r = 0; r < 8; r++) {
  const a = run(U), b = run(globalThis.URL);
  console.log(
    file,
    "urlstd",
    a[0].toFixed(0),
    "native",
    b[0].toFixed(0),
    a[1] === b[1] ? "" : "MISMATCH",
  );
}
