import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./_project.ts";
import { denoBinaryEntry, matchesIntegrity } from "./_deno_binary.mjs";

const { packages } = JSON.parse(
  readFileSync(join(ROOT, "package-lock.json"), "utf8"),
);

describe("denoBinaryEntry()", () => {
  it("finds the lockfile's binary package for each platform Deno ships", () => {
    const path = (platform: string, arch: string, glibc = true) =>
      denoBinaryEntry(packages, { platform, arch, glibc })?.[0];
    assert.equal(path("linux", "x64"), "node_modules/@deno/linux-x64-glibc");
    assert.equal(
      path("linux", "arm64"),
      "node_modules/@deno/linux-arm64-glibc",
    );
    assert.equal(path("darwin", "arm64"), "node_modules/@deno/darwin-arm64");
    assert.equal(path("win32", "x64", false), "node_modules/@deno/win32-x64");
  });

  it("finds none where Deno ships no binary (musl, other CPUs)", () => {
    assert.equal(
      denoBinaryEntry(packages, {
        platform: "linux",
        arch: "x64",
        glibc: false,
      }),
      undefined,
    );
    assert.equal(
      denoBinaryEntry(packages, {
        platform: "linux",
        arch: "riscv64",
        glibc: true,
      }),
      undefined,
    );
  });
});

describe("matchesIntegrity()", () => {
  it("accepts the bytes of the digest and refuses any other", () => {
    const bytes = new TextEncoder().encode("tarball");
    const integrity = "sha512-" +
      createHash("sha512").update(bytes).digest("base64");
    assert.equal(matchesIntegrity(bytes, integrity), true);
    assert.equal(
      matchesIntegrity(new TextEncoder().encode("tarbalL"), integrity),
      false,
    );
  });
});
