/**
 * Builds the live URL viewer (`deno task viewer`): `viewer/main.ts` and the
 * library it imports bundled by esbuild into one script, inlined into
 * `viewer/index.html`, written to `viewer/dist/index.html`. The page needs
 * no server and no network: it can be opened as a file.
 *
 * @module
 */

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as esbuild from "esbuild";
import { ROOT } from "./_project.ts";

/** Where the built page goes. */
export const VIEWER_DIST: string = join(ROOT, "viewer", "dist");

/** The marker in the page template that the script replaces. */
const SCRIPT_MARKER = "<!-- the viewer's script -->";

/** Builds the page and returns the path of its `index.html`. */
export async function buildViewer(): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [join(ROOT, "viewer", "main.ts")],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    write: false,
    logLevel: "silent",
  });
  const script = result.outputFiles[0].text.replaceAll(
    "</script",
    "<\\/script",
  );
  const template = readFileSync(join(ROOT, "viewer", "index.html"), "utf8");
  if (!template.includes(SCRIPT_MARKER)) {
    throw new Error(`viewer/index.html has no ${SCRIPT_MARKER}`);
  }
  const page = template.replace(
    SCRIPT_MARKER,
    () => `<script>${script}</script>`,
  );
  mkdirSync(VIEWER_DIST, { recursive: true });
  const path = join(VIEWER_DIST, "index.html");
  writeFileSync(path, page);
  return path;
}

if (import.meta.main) {
  const path = await buildViewer();
  console.log(`viewer: ${path}`);
}
