import { URL as U } from "../mod.ts";
import { basicURLParse } from "../parser/mod.ts";
import { parseHostToString } from "../host/_parse_host.ts";
const lines = Deno.readTextFileSync("/work/shared/datasets/kasztp.txt").split(
  "\n",
).filter(Boolean);
function time(name: string, f: (l: string) => unknown) {
  for (let r = 0; r < 3; r++) {
    const t = performance.now();
    for (const l of lines) f(l);
    if (r === 2) {
      console.log(
        name,
        ((performance.now() - t) * 1e6 / lines.length).toFixed(0),
      );
    }
  }
}
time("basicURLParse", (l) => basicURLParse(l));
time("URL.parse", (l) => U.parse(l));
time("native", (l) => URL.parse(l));
const hosts = lines.map((l) => {
  try {
    return new URL(l).hostname;
  } catch {
    return "x";
  }
});
let i = 0;
time(
  "parseHostToString",
  () => parseHostToString(hosts[i++ % hosts.length], false, undefined),
);
time("slice+toLowerCase", (l) => l.slice(0, 5).toLowerCase());
