import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URL } from "../mod.ts";
import {
  fileURLToPath,
  fileURLToPathBytes,
  format,
  pathToFileURL,
  urlToHttpOptions,
} from "./mod.ts";

describe("fileURLToPath() takes", () => {
  it("a URL of any implementation (the runtime's own too)", () => {
    const href = "file:///a%20b/%C3%A9";
    for (const url of [new URL(href), new globalThis.URL(href)]) {
      assert.equal(fileURLToPath(url, { windows: false }), "/a b/é");
      assert.deepEqual(
        [...fileURLToPathBytes(url, { windows: false })],
        [0x2f, 0x61, 0x20, 0x62, 0x2f, 0xc3, 0xa9],
      );
    }
  });

  it("no other object, with Node.js's message", () => {
    assert.throws(() => fileURLToPath({ href: "file:///x" } as never), {
      name: "TypeError",
      code: "ERR_INVALID_ARG_TYPE",
      message: 'The "path" argument must be of type string or an instance ' +
        "of URL. Received an instance of Object",
    });
    assert.throws(() => fileURLToPath(5 as never), {
      message: 'The "path" argument must be of type string or an instance ' +
        "of URL. Received type number (5)",
    });
    assert.throws(() => fileURLToPath("no url"), {
      name: "TypeError",
      code: "ERR_INVALID_URL",
      input: "no url",
    });
  });
});

describe("where this differs from Node.js, on purpose", () => {
  it("malformed UTF-8 is a URIError, as in Node.js, with code ERR_INVALID_URI", () => {
    for (const windows of [false, true]) {
      assert.throws(() => fileURLToPath("file:///C:/%FF", { windows }), {
        name: "URIError",
        code: "ERR_INVALID_URI",
      });
      try {
        fileURLToPath("file:///C:/%FF", { windows });
      } catch (error) {
        assert.ok(error instanceof URIError);
        assert.match((error as Error).message, /^URI malformed/);
      }
    }
    assert.deepEqual(
      [...fileURLToPathBytes("file:///C:/%FF", { windows: true })],
      [0x43, 0x3a, 0x5c, 0xff],
    );
    assert.throws(() => urlToHttpOptions(new URL("https://%FF@x/")), {
      name: "URIError",
      code: "ERR_INVALID_URI",
    });
  });

  it("a Windows root keeps one slash off Windows (Node.js: file:///C://)", () => {
    const windows = { windows: true, cwd: "C:\\w" };
    assert.equal(pathToFileURL("C:\\", windows).href, "file:///C:/");
    assert.equal(pathToFileURL("C:/a/..\\", windows).href, "file:///C:/");
    assert.equal(pathToFileURL("\\", windows).href, "file:///C:/");
  });

  it("format() takes WHATWG URLs only (Node.js: legacy objects too)", () => {
    assert.throws(() => format({ host: "x" } as never), {
      name: "TypeError",
      code: "ERR_INVALID_ARG_TYPE",
    });
    assert.throws(() => format("http://x/" as never), {
      code: "ERR_INVALID_ARG_TYPE",
    });
  });
});
