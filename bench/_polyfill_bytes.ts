// esbuild min+gzip bytes of what an app imports, for the polyfill bench.

import { gzipSync } from "node:zlib";
import * as esbuild from "esbuild";
import { ROOT } from "../scripts/_project.ts";
import { metroTransform } from "../scripts/engine_legs.ts";

/** React Native's module, as far as react-native-url-polyfill uses it. */
export const reactNativeStub: esbuild.Plugin = {
  name: "react-native-stub",
  setup(build) {
    build.onResolve({ filter: /^react-native$/ }, () => ({
      path: "react-native",
      namespace: "stub",
    }));
    build.onLoad({ filter: /.*/, namespace: "stub" }, () => ({
      contents: "export const NativeModules = {}; " +
        "export const Platform = { OS: 'ios' };",
    }));
  },
};

/** esbuild min+gzip bytes of an entry's bundle. */
export async function bundleBytes(contents: string): Promise<number> {
  const built = await esbuild.build({
    stdin: { contents, resolveDir: ROOT, loader: "ts" },
    bundle: true,
    write: false,
    minify: true,
    format: "iife",
    platform: "neutral",
    // Metro's resolverMainFields.
    mainFields: ["react-native", "browser", "main"],
    plugins: [reactNativeStub],
    logLevel: "silent",
  });
  return gzipSync(built.outputFiles[0].contents, { level: 9 }).length;
}

/**
 * The bytes of the same entry as an app for Hermes ships it: Metro's Babel
 * transform (scripts/engine_legs.ts), then minified and gzipped.
 */
export async function metroBytes(contents: string): Promise<number> {
  const built = await esbuild.build({
    stdin: { contents, resolveDir: ROOT, loader: "ts" },
    bundle: true,
    write: false,
    format: "iife",
    platform: "neutral",
    mainFields: ["react-native", "browser", "main"],
    plugins: [reactNativeStub],
    keepNames: true,
    target: "esnext",
    logLevel: "silent",
  });
  const transformed = await metroTransform(built.outputFiles[0].text);
  const final = await esbuild.build({
    stdin: { contents: transformed, resolveDir: ROOT },
    bundle: true,
    write: false,
    minify: true,
    format: "iife",
    platform: "neutral",
    mainFields: ["main"],
    target: "esnext",
    logLevel: "silent",
  });
  return gzipSync(final.outputFiles[0].contents, { level: 9 }).length;
}
