import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { toScalarValueString } from "../percent/mod.ts";
import { fileURLToPath, pathToFileURL } from "./mod.ts";

/**
 * Runs `fn` with `globalThis.process` and `globalThis.Deno` replaced by
 * `replacement` (absent: a browser), restoring them after.
 */
function withRuntime<T>(replacement: { process?: unknown }, fn: () => T): T {
  const names = ["process", "Deno"] as const;
  const saved = names.map((name) =>
    Object.getOwnPropertyDescriptor(globalThis, name)
  );
  try {
    for (const name of names) {
      Object.defineProperty(globalThis, name, {
        value: name === "process" ? replacement.process : undefined,
        configurable: true,
        writable: true,
      });
    }
    return fn();
  } finally {
    names.forEach((name, i) => {
      const descriptor = saved[i];
      if (descriptor === undefined) {
        delete (globalThis as Record<string, unknown>)[name];
      } else Object.defineProperty(globalThis, name, descriptor);
    });
  }
}

describe("pathToFileURL() resolves relative paths", () => {
  it("against the cwd option, on POSIX and Windows", () => {
    const posix = { windows: false, cwd: "/srv/a b" };
    assert.equal(pathToFileURL("../c/", posix).href, "file:///srv/c/");
    assert.equal(pathToFileURL("", posix).href, "file:///srv/a%20b");
    const windows = { windows: true, cwd: "D:\\work" };
    assert.equal(pathToFileURL("x\\y", windows).href, "file:///D:/work/x/y");
    assert.equal(pathToFileURL("\\x", windows).href, "file:///D:/x");
    // A drive-relative path on another drive than cwd's: that drive's root.
    assert.equal(pathToFileURL("C:x", windows).href, "file:///C:/x");
    // The drive as the path spells it; the directory from cwd on that drive.
    assert.equal(pathToFileURL("d:x", windows).href, "file:///d:/work/x");
  });

  it("against process.cwd() by default, where there is one", () => {
    const cwd = "/home/zoë";
    const runtime = { process: { platform: "linux", cwd: () => cwd } };
    withRuntime(runtime, () => {
      assert.equal(pathToFileURL("x").href, "file:///home/zo%C3%AB/x");
    });
  });

  it("refuses a relative path where there is no working directory", () => {
    withRuntime({}, () => {
      assert.throws(() => pathToFileURL("x/y"), {
        name: "TypeError",
        code: "ERR_INVALID_ARG_VALUE",
        message: "The argument 'path' is relative and there is no working " +
          "directory to resolve it against: pass the cwd option. " +
          "Received 'x/y'",
      });
      assert.throws(() => pathToFileURL("x", { windows: true }), {
        code: "ERR_INVALID_ARG_VALUE",
      });
      // Absolute paths need none; a drive-relative one takes the drive's root.
      assert.equal(pathToFileURL("/a/../b").href, "file:///b");
      assert.equal(
        pathToFileURL("C:x", { windows: true }).href,
        "file:///C:/x",
      );
      assert.equal(pathToFileURL("\\x", { windows: true }).href, "file:///x");
    });
  });

  it("refuses a cwd option that is not an absolute path", () => {
    assert.throws(() => pathToFileURL("x", { windows: false, cwd: "rel" }), {
      code: "ERR_INVALID_ARG_VALUE",
      message: "The argument 'options.cwd' must be an absolute path. " +
        "Received 'rel'",
    });
    assert.throws(
      () => pathToFileURL("x", { cwd: 5 as unknown as string }),
      { code: "ERR_INVALID_ARG_TYPE" },
    );
  });
});

describe("the platform decides the default kind of path", () => {
  it("Windows where process.platform says win32", () => {
    const runtime = { process: { platform: "win32", cwd: () => "C:\\w" } };
    withRuntime(runtime, () => {
      assert.equal(fileURLToPath("file:///C:/x"), "C:\\x");
      assert.equal(pathToFileURL("y").href, "file:///C:/w/y");
    });
  });

  it("POSIX where the platform cannot be known, and says so", () => {
    withRuntime({}, () => {
      assert.equal(fileURLToPath("file:///C:/x"), "/C:/x");
      assert.throws(() => fileURLToPath("file://host/x"), {
        code: "ERR_INVALID_FILE_URL_HOST",
        message: 'File URL host must be "localhost" or empty on posix',
      });
    });
  });
});

// ---------------------------------------------------------------------------
// fileURLToPath(pathToFileURL(p, o), o) is p normalized, for absolute p.

/** Name characters: the encoded, the decoded and the odd. */
const NAME_UNIT = fc.constantFrom(
  ..."aZ2f5c %#?~|[]^`{}\"'<>@;=&+,$!*()\t\n\r\0.:".split(""),
  "é",
  "😀",
  "\ud800",
  "\udc00",
  "\u00a0",
  "\u{10ffff}",
);
const NAME = fc.string({ unit: NAME_UNIT, maxLength: 6 });
const SEGMENTS = fc.array(fc.oneof(NAME, fc.constantFrom(".", "..", "")), {
  maxLength: 6,
});

/** Collapses `.`, `..` and empty segments, as resolving a path does. */
function collapse(segments: string[]): string[] {
  const out: string[] = [];
  for (const segment of segments) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") out.pop();
    else out.push(segment);
  }
  return out;
}

/**
 * The normal form of an absolute path: its segments collapsed, joined with
 * `sep` after `root`, with a trailing `sep` when the path ends in a
 * separator (`/`, or `\` on Windows); lone surrogates as U+FFFD.
 */
function normalForm(path: string, root: string, sep: string): string {
  const body = collapse(path.slice(root.length).split(/[\\/]/)).join(sep);
  const trailing = /[\\/]$/.test(path) && body !== "";
  return toScalarValueString(root + body + (trailing ? sep : ""));
}

const SEED = 20261201;

describe("fileURLToPath(pathToFileURL(p)) is p normalized", () => {
  it("for absolute POSIX paths", () => {
    fc.assert(
      fc.property(SEGMENTS, fc.boolean(), (segments, trailing) => {
        const names = segments.map((s) => s.replaceAll("/", ""));
        const path = "/" + names.join("/") + (trailing ? "/" : "");
        const options = { windows: false };
        assert.equal(
          fileURLToPath(pathToFileURL(path, options), options),
          normalForm(path, "/", "/"),
        );
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it("for Windows drive paths, with either separator", () => {
    const drive = fc.constantFrom("C:", "c:", "Z:");
    const separator = fc.constantFrom("\\", "/");
    fc.assert(
      fc.property(
        drive,
        separator,
        SEGMENTS,
        fc.boolean(),
        (letter, sep, segments, trailing) => {
          const names = segments.map((s) => s.replace(/[\\/]/g, ""));
          const path = letter + sep + names.join(sep) + (trailing ? sep : "");
          const options = { windows: true };
          assert.equal(
            fileURLToPath(pathToFileURL(path, options), options),
            normalForm(path, letter + "\\", "\\"),
          );
        },
      ),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it("for Windows UNC paths (without dot segments, kept as they are)", () => {
    const server = fc.constantFrom("server", "host.example", "10.0.0.1");
    const names = fc.array(
      NAME.filter((n) => n !== "" && n !== "." && n !== ".."),
      { minLength: 1, maxLength: 5 },
    );
    fc.assert(
      fc.property(server, names, fc.boolean(), (host, segments, long) => {
        const clean = segments.map((s) => s.replace(/[\\/]/g, "_"));
        const tail = clean.join("\\");
        const path = (long ? "\\\\?\\UNC\\" : "\\\\") + `${host}\\${tail}`;
        const options = { windows: true };
        assert.equal(
          fileURLToPath(pathToFileURL(path, options), options),
          toScalarValueString(`\\\\${host}\\${tail}`),
        );
      }),
      { seed: SEED, numRuns: 1000 },
    );
  });
});
