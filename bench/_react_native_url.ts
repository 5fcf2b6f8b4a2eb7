// React Native's own URL and URLSearchParams (react-native's
// Libraries/Blob/, the installed version), for the polyfill bench: its Flow
// stripped by Metro's Babel preset, its native Blob module stubbed (a
// polyfill's concern is the parsing, not blobs).

import type * as esbuild from "esbuild";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { ROOT } from "../scripts/_project.ts";

const BLOB = join(ROOT, "node_modules", "react-native", "Libraries", "Blob");

/** The installed react-native's version. */
export function reactNativeVersion(): string {
  return JSON.parse(
    readFileSync(
      join(ROOT, "node_modules", "react-native", "package.json"),
      "utf8",
    ),
  ).version;
}

/** The esbuild plugin that loads the two files through Babel. */
export const reactNativeURL: esbuild.Plugin = {
  name: "react-native-url",
  setup(build) {
    build.onResolve({ filter: /_react_native_own_url\.js$/ }, () => ({
      path: join(BLOB, "URL.js"),
    }));
    build.onResolve({ filter: /\/NativeBlobModule$/ }, () => ({
      path: "NativeBlobModule",
      namespace: "rn-blob-stub",
    }));
    build.onLoad(
      { filter: /^NativeBlobModule$/, namespace: "rn-blob-stub" },
      () => ({
        contents: "export default null;",
      }),
    );
    const blobFiles = /Libraries\/Blob\/URL(SearchParams)?\.js$/;
    build.onLoad({ filter: blobFiles }, async (args) => {
      const babel = await import("@babel/core");
      const source = readFileSync(args.path, "utf8");
      const result = await babel.transformAsync(source, {
        babelrc: false,
        configFile: false,
        filename: args.path,
        presets: [["@react-native/babel-preset", {
          disableImportExportTransform: true,
        }]],
      });
      return { contents: result!.code!, loader: "js", resolveDir: BLOB };
    });
  },
};
