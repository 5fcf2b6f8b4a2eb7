// Parse speed of the lite build against the full build: paired rounds in one
// process (see paired/paired_rounds.ts), on each benchmark dataset. Ratios
// are lite / full (below 1: lite is faster).
//
//   deno run --allow-read bench/lite_bench.ts [ROUNDS]

import { URL as FullURL } from "../mod.ts";
import { URL as LiteURL } from "../lite/mod.ts";
import {
  basicURLParse,
  basicURLParseWith,
  serializeURL,
} from "../parser/mod.ts";
import { liteDomainParserToASCII } from "../host/mod.ts";
import { type Build, pairedRounds } from "./paired/paired_rounds.ts";

const rounds = Number(Deno.args[0] ?? "15");
const full: Build = {
  URL: FullURL as Build["URL"],
  basicURLParse,
  serializeURL,
};
const lite: Build = {
  URL: LiteURL as unknown as Build["URL"],
  basicURLParse: (input, options) =>
    basicURLParseWith(liteDomainParserToASCII, input, options),
  serializeURL,
};
const dir = new URL("../../shared/datasets/", import.meta.url);
for (
  const entry of [...Deno.readDirSync(dir)].sort((a, b) =>
    a.name < b.name ? -1 : 1
  )
) {
  if (!entry.name.endsWith(".txt")) continue;
  console.log(`## ${entry.name} (lite / full)`);
  pairedRounds(
    full,
    lite,
    Deno.readTextFileSync(new URL(entry.name, dir)),
    rounds,
  );
}
