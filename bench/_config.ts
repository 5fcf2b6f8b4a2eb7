// Where the datasets are and how long to run, shared by the entries.

import { readdirSync, readFileSync } from "node:fs";
import process from "node:process";

/** This folder (bench/), also when running from the bundles in bench/.out/. */
function benchDir(): string {
  const here = new URL(".", import.meta.url).pathname;
  return here.replace(/\/(\.out\/)?$/, "");
}

/**
 * The folders the datasets come from: $DATASETS_DIR (a list separated by
 * `:`), else ../shared/datasets beside the project and bench/datasets.
 */
export function datasetDirs(): string[] {
  const env = process.env.DATASETS_DIR;
  if (env) return env.split(":");
  const bench = benchDir();
  return [
    bench.replace(/\/bench$/, "") + "/../shared/datasets",
    bench + "/datasets",
  ];
}

/**
 * The paths of the *.txt files of `dirs`, sorted by file name; throws when
 * there are none. A folder that cannot be listed contributes none.
 */
export function listDatasets(
  dirs: string[],
  list: (dir: string) => string[],
): string[] {
  const paths: string[] = [];
  for (const dir of dirs) {
    let names: string[];
    try {
      names = list(dir).filter((n) => n.endsWith(".txt"));
    } catch {
      names = [];
    }
    paths.push(...names.map((name) => `${dir}/${name}`));
  }
  if (paths.length === 0) {
    throw new Error(
      `No datasets (*.txt) in ${dirs.join(", ")}; set DATASETS_DIR`,
    );
  }
  const name = (path: string) => path.slice(path.lastIndexOf("/") + 1);
  return paths.sort((a, b) => (name(a) < name(b) ? -1 : 1));
}

/** --rounds N (default 7), --limit N URLs per dataset (default 10000). */
export function benchOptions(
  args: string[],
): { rounds: number; limit: number } {
  const get = (flag: string, fallback: number) => {
    const i = args.indexOf(flag);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  return { rounds: get("--rounds", 7), limit: get("--limit", 10_000) };
}

/** Each dataset of datasetDirs() (see listDatasets()): its file name and text. */
export function readDatasets(): { name: string; text: string }[] {
  return listDatasets(datasetDirs(), (dir) => readdirSync(dir)).map((path) => ({
    name: path.slice(path.lastIndexOf("/") + 1),
    text: readFileSync(path, "utf8"),
  }));
}
