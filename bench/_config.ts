// Where the datasets are and how long to run, shared by the entries.

import process from "node:process";

/** $DATASETS_DIR, else ../shared/datasets beside the project. */
export function datasetsDir(): string {
  const env = process.env.DATASETS_DIR;
  if (env) return env;
  const here = new URL(".", import.meta.url).pathname;
  return here.replace(/\/bench\/(\.out\/)?$/, "") + "/../shared/datasets";
}

/** The *.txt files of the datasets folder; throws when there are none. */
export function listDatasets(
  dir: string,
  list: (dir: string) => string[],
): string[] {
  let names: string[];
  try {
    names = list(dir).filter((n) => n.endsWith(".txt")).sort();
  } catch {
    names = [];
  }
  if (names.length === 0) {
    throw new Error(`No datasets (*.txt) in ${dir}; set DATASETS_DIR`);
  }
  return names;
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
