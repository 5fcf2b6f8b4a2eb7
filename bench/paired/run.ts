// Compares two commits of urlstd (or a commit and the working tree) with
// paired rounds in Deno and in Node (see paired_rounds.ts):
//
//   deno run -A bench/paired/run.ts PREV [CUR|.] [DATASET] [ROUNDS]
//
// PREV and CUR are commits; "." (the default) is the working tree. DATASET
// defaults to ../shared/datasets/kasztp.txt. The Node binary is $BENCH_NODE, else
// `node` (e.g. BENCH_NODE=node_modules/node24/bin/node). Work happens in a
// temporary directory.

const [
  prev,
  cur = ".",
  dataset = "../shared/datasets/kasztp.txt",
  rounds = "25",
] = Deno.args;
if (prev === undefined) {
  console.error("usage: run.ts PREV [CUR|.] [DATASET] [ROUNDS]");
  Deno.exit(2);
}
const root = new URL("../../", import.meta.url).pathname;
const dir = await Deno.makeTempDir({ prefix: "urlstd-paired-" });

async function run(cmd: string, args: string[], cwd = root): Promise<void> {
  const { code } = await new Deno.Command(cmd, { args, cwd }).spawn().status;
  if (code !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
}

/** Puts the tree of `commit` ("." for the working tree) in `dir/name`. */
async function extract(commit: string, name: string): Promise<void> {
  const target = `${dir}/${name}`;
  await Deno.mkdir(target);
  const tar = commit === "."
    ? `tar -c --exclude=node_modules --exclude=npm --exclude=.git . | tar -x -C ${target}`
    : `git archive ${commit} | tar -x -C ${target}`;
  await run("sh", ["-c", tar]);
}

await extract(prev, "prev");
await extract(cur, "cur");
await Deno.writeTextFile(
  `${dir}/paired.ts`,
  `import {
  URL as PrevURL,
  URLSearchParams as PrevParams,
} from "./prev/api/mod.ts";
import {
  basicURLParse as prevParse,
  serializeURL as prevSerialize,
} from "./prev/parser/mod.ts";
import { URL as CurURL, URLSearchParams as CurParams } from "./cur/api/mod.ts";
import {
  basicURLParse as curParse,
  serializeURL as curSerialize,
} from "./cur/parser/mod.ts";
import { pairedRounds } from "${root}bench/paired/paired_rounds.ts";
// deno-lint-ignore no-explicit-any
declare const Deno: any, process: any;
const [data, rounds] = typeof Deno !== "undefined" ? Deno.args : process.argv.slice(2);
const text = typeof Deno !== "undefined"
  ? Deno.readTextFileSync(data)
  : (await import("node:fs")).readFileSync(data, "utf8");
pairedRounds(
  { URL: PrevURL, URLSearchParams: PrevParams, basicURLParse: prevParse,
    serializeURL: prevSerialize },
  { URL: CurURL, URLSearchParams: CurParams, basicURLParse: curParse,
    serializeURL: curSerialize },
  text,
  Number(rounds),
);
`,
);
await Deno.symlink(`${root}node_modules`, `${dir}/node_modules`);
const data = new URL(dataset, `file://${Deno.cwd()}/`).pathname;
await run(`${root}node_modules/.bin/esbuild`, [
  "paired.ts",
  "--bundle",
  "--format=esm",
  "--platform=node",
  "--outfile=paired.mjs",
  "--log-level=warning",
], dir);
console.log(`prev ${prev}, cur ${cur}, ${dataset}, ${rounds} rounds`);
console.log("Deno");
await run(Deno.execPath(), [
  "run",
  "-A",
  `--config=${root}deno.json`,
  "paired.ts",
  data,
  rounds,
], dir);
const nodeOption = Deno.env.get("BENCH_NODE") ?? "node";
const node = nodeOption.includes("/")
  ? new URL(nodeOption, `file://${Deno.cwd()}/`).pathname
  : nodeOption;
console.log(`Node (${node})`);
await run(node, ["paired.mjs", data, rounds], dir);
await Deno.remove(dir, { recursive: true });
