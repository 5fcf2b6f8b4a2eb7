// Runs a bench script, bundled by esbuild into bench/.out/ (where
// _config.ts's dataset folders resolve as from bench/), in each Node.js
// binary given; the entries of the workers it starts are bundled beside it.

/**
 * Bundles `script` (a path) to bench/.out/`name`.mjs, and each of `workers`
 * (paths) to bench/.out/ under its own name with .mjs, and runs the script
 * in each of `nodes` with `args`, one process at a time; throws when one
 * fails.
 */
export async function runBundledInNodes(
  script: string,
  name: string,
  nodes: string[],
  args: string[],
  workers: string[] = [],
): Promise<void> {
  if (nodes.length === 0) return;
  const root = new URL("../", import.meta.url).pathname;
  const bundle = `${root}bench/.out/${name}.mjs`;
  const entries: [string, string][] = [
    [script, bundle],
    ...workers.map((path): [string, string] => [
      path,
      `${root}bench/.out/${path.slice(path.lastIndexOf("/") + 1, -3)}.mjs`,
    ]),
  ];
  for (const [entry, outfile] of entries) {
    const esbuild = new Deno.Command(`${root}node_modules/.bin/esbuild`, {
      args: [
        entry,
        "--bundle",
        "--format=esm",
        "--platform=node",
        `--outfile=${outfile}`,
        "--log-level=warning",
      ],
      cwd: root,
    });
    if ((await esbuild.spawn().status).code !== 0) throw new Error("esbuild");
  }
  for (const node of nodes) {
    const { code } = await new Deno.Command(node, {
      args: [bundle, ...args],
    }).spawn().status;
    if (code !== 0) throw new Error(`${node} failed`);
  }
}
