// The WPT download path, against a local HTTP server on 127.0.0.1 that
// serves the suite's own WPT data (as $WPT_BASE_URL would point to).

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  downloadWpt,
  sha256,
  staleFiles,
  WPT_FILES,
  WPT_PINNED_URL,
} from "./fetch_wpt.ts";
import { wptDir } from "../tests/wpt.ts";

/** Serves `files` (name → bytes) until `use` settles. */
async function withServer(
  files: Record<string, Uint8Array<ArrayBuffer>>,
  use: (baseUrl: string) => Promise<void>,
): Promise<void> {
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    (request) => {
      const name = new URL(request.url).pathname.replace(/^\/wpt\//, "");
      const body = files[name];
      return body === undefined
        ? new Response("not found", { status: 404 })
        : new Response(body);
    },
  );
  try {
    await use(`http://127.0.0.1:${server.addr.port}/wpt/`);
  } finally {
    await server.shutdown();
  }
}

function realFiles(): Record<string, Uint8Array<ArrayBuffer>> {
  const dir = wptDir();
  return Object.fromEntries(
    Object.keys(WPT_FILES).map((name) => [
      name,
      new Uint8Array(readFileSync(join(dir, name))),
    ]),
  );
}

describe("downloadWpt()", () => {
  it("pins the hashes of the data the suite reads", () => {
    assert.deepEqual(staleFiles(wptDir()), []);
  });

  it("downloads every file, checks its SHA-256, then keeps the cache", async () => {
    const dir = Deno.makeTempDirSync();
    try {
      await withServer(realFiles(), async (baseUrl) => {
        const got = await downloadWpt({ baseUrl, dir });
        assert.deepEqual(got, Object.keys(WPT_FILES));
        for (const [name, hash] of Object.entries(WPT_FILES)) {
          assert.equal(sha256(readFileSync(join(dir, name))), hash, name);
        }
        assert.deepEqual(await downloadWpt({ baseUrl, dir }), []);
      });
    } finally {
      Deno.removeSync(dir, { recursive: true });
    }
  });

  it("refuses a file whose SHA-256 differs, and saves nothing", async () => {
    const dir = Deno.makeTempDirSync();
    try {
      const files = realFiles();
      files["toascii.json"] = new TextEncoder().encode("[]");
      await withServer(files, async (baseUrl) => {
        await assert.rejects(downloadWpt({ baseUrl, dir }), (error: Error) => {
          assert.match(error.message, /toascii\.json: SHA-256 [0-9a-f]{64}/);
          assert.doesNotMatch(error.message, /\n/);
          return true;
        });
      });
      assert.deepEqual(staleFiles(dir), Object.keys(WPT_FILES));
    } finally {
      Deno.removeSync(dir, { recursive: true });
    }
  });

  it("names the missing file on HTTP 404", async () => {
    const dir = Deno.makeTempDirSync();
    try {
      const files = realFiles();
      delete files["percent-encoding.json"];
      await withServer(files, async (baseUrl) => {
        await assert.rejects(
          downloadWpt({ baseUrl, dir }),
          /\(percent-encoding\.json: HTTP 404\)/,
        );
      });
    } finally {
      Deno.removeSync(dir, { recursive: true });
    }
  });

  it("fails offline in one line naming the files, the pinned URL and $WPT_DIR", async () => {
    const dir = Deno.makeTempDirSync();
    let closed = "";
    await withServer({}, (baseUrl) => {
      closed = baseUrl;
      return Promise.resolve();
    });
    try {
      await assert.rejects(
        downloadWpt({ baseUrl: closed, dir }),
        (error: Error) => {
          const message = error.message;
          assert.doesNotMatch(message, /\n/);
          for (const name of Object.keys(WPT_FILES)) {
            assert.ok(message.includes(name), name);
          }
          assert.ok(message.includes(closed));
          assert.ok(message.includes(WPT_PINNED_URL));
          assert.ok(message.includes("$WPT_DIR"));
          return true;
        },
      );
    } finally {
      Deno.removeSync(dir, { recursive: true });
    }
  });
});
