// Runs a bench script, bundled by esbuild into bench/.out/ (where
// _config.ts's dataset folders resolve as from bench/), in each Node.js
// binary given.

/**
 * Bundles `script` (a path) to bench/.out/`name`.mjs and runs it in each of
 * `nodes` with `args`, one process at a time; throws when one fails.
 */
export async function runBundledInNodes(
  script: string,
  name: string,
  nodes: string[],
  args: string[],
): Promise<void> {
  if (nodes.length === 0) return;
  const root = new URL("../", import.meta.url).pathname;
  const bundle = `${root}bench/.out/${name}.mjs`;
  const esbuild = new Deno.Command(`${root}node_modules/.bin/esbuild`, {
    args: [
      script,
      "--bundle",
      "--format=esm",
      "--platform=node",
      `--outfile=${bundle}`,
      "--log-level=warning",
    ],
    cwd: root,
  });
  if ((await esbuild.spawn().status).code !== 0) throw new Error("esbuild");
  for (const node of nodes) {
    const { code } = await new Deno.Command(node, {
      args: [bundle, ...args],
    }).spawn().status;
    if (code !== 0) throw new Error(`${node} failed`);
  }
}
