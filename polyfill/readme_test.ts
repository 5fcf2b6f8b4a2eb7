// The polyfill examples of polyfill/mod.ts's guide and of README.npm.md,
// run: the ts block between the polyfill-example markers of each, its import of
// @urlstd/url/polyfill/install given as this folder's install.ts, and
// node:assert/strict as the assert module. The side-effect import of
// @urlstd/url/polyfill is dropped: Deno's own URL and URLPattern stay, as
// the example says of a conforming runtime.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { dirname, fromFileUrl, join } from "../tests/_path.ts";
import { moduleDoc } from "../tests/_module_doc.ts";
import { installURL } from "./install.ts";

function example(file: string): string {
  const text = moduleDoc(
    join(dirname(fromFileUrl(import.meta.url)), "..", file),
  );
  const start = text.indexOf("<!-- polyfill-example:start -->");
  const end = text.indexOf("<!-- polyfill-example:end -->");
  assert.ok(
    start >= 0 && end > start,
    `${file} has the polyfill-example markers`,
  );
  const block = /```ts\n([\s\S]*?)```/.exec(text.slice(start, end));
  assert.ok(block !== null, `${file}: a ts block between the markers`);
  return block[1];
}

describe("the documented examples of @urlstd/url/polyfill", () => {
  for (const file of ["polyfill/mod.ts", "README.npm.md"]) {
    it(`${file}'s runs and its assertions hold`, () => {
      const code = example(file);
      assert.match(code, /from "@urlstd\/url\/polyfill\/install"/);
      // Each import is one line; the type annotation is the one TypeScript.
      const body = code.split("\n")
        .filter((line) => !line.startsWith("import "))
        .join("\n")
        .replaceAll(": Record<string, unknown>", "");
      assert.ok(body.includes("assert."), "the example asserts");
      new Function("installURL", "assert", body)(installURL, assert);
    });
  }
});
