// Builds the npm package of another tree (guard.ts runs it with that
// tree's deno.json): deno run -A _build_npm_of.ts TREE OUT_DIR. The
// package's dependencies are not installed into OUT_DIR; Node resolves
// them from the node_modules of the folders above it.

const [tree, outDir] = Deno.args;
const { buildNpm } = await import(`${tree}/scripts/build_npm.ts`);
buildNpm(outDir, { installDependencies: false });
