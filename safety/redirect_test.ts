import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { isSameSite } from "../psl/mod.ts";
import { safeRedirectTarget } from "./mod.ts";

const CURRENT = "https://trusted.example/login?next=x";

/**
 * Open-redirect payloads, by where they come from. Each is a target that a
 * string check (starts with "/", not "//", no "://") lets through or that
 * a server and a browser read differently.
 */
const BYPASSES: [source: string, targets: string[]][] = [
  // The list of issue 53 (h3, GHSA-fp4x-ggrf-wmc6, among others).
  ["issue 53", [
    "//evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "/\t/evil.example",
    "https:evil.example",
    "///evil.example",
    "https://trusted.example@evil.example",
    "https://evil.example\\@trusted.example",
    "https://trusted.example.evil.example",
    "javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " \x01javascript:alert(1)",
  ]],
  // Saltcorn GHSA-f3g8-9xv5-77gv, Go CVE-2026-25679, twentyhq/twenty#21287:
  // a backslash after the first slash.
  ["backslash", [
    "\\\\evil.example",
    "/\\/evil.example",
    "/\\/\\evil.example",
    "\\\\\\evil.example",
    "/%5Cevil.example",
    "%2F%5Cevil.example",
  ]],
  // supabase/supabase#29288, steemit/condenser#4008: tabs and newlines,
  // which the URL parser removes.
  ["control characters", [
    "/%09/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "\t//evil.example",
    "//\tevil.example",
    " //evil.example",
    "/ /evil.example",
  ]],
  // Tomcat CVE-2023-41080, rails/rails#33577: protocol-relative and
  // network-path references, and paths that look like them.
  ["protocol-relative", [
    "////evil.example",
    "//evil.example/%2F..",
    "//evil%2Eexample",
    "https://trusted.example//evil.example",
    "//trusted.example@evil.example",
    "//evil.example:443@trusted.example",
    "http:/\\evil.example",
    "https:/\\evil.example",
    "https:\\\\evil.example",
  ]],
  // Host confusion: userinfo, lookalike suffixes, encodings.
  ["host confusion", [
    "https://trusted.example%40evil.example",
    "https://trusted.example:pw@evil.example",
    "https://evil.example#@trusted.example",
    "https://evil.example?@trusted.example",
    "https://trusted.exampl%65.evil.example",
    "https://trusted.example%2Eevil.example",
    "https://ｅｖｉｌ.example",
    "https://evil.example。trusted.example",
    "https://trusted.example@evil.example/",
    "http://trusted.example/",
    "https://trusted.example:444/",
    "https://TRUSTED.example./",
  ]],
  // Script and data schemes.
  ["schemes", [
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "javascript://trusted.example/%0aalert(1)",
    "\u0000javascript:alert(1)",
    "blob:https://trusted.example/uuid",
    "file:///etc/passwd",
    "ftp://trusted.example/",
  ]],
  // Harmless relative forms, which resolve on the current host.
  ["relative", [
    "/account",
    "account",
    "?tab=2",
    "#top",
    "",
    "/a/../../b",
    "https:account",
    "/%2F%2Fevil.example",
  ]],
];

describe("safeRedirectTarget()", () => {
  it("sends every bypass nowhere or to the current origin, as a browser reads it", () => {
    const trusted = new globalThis.URL(CURRENT).origin;
    let refused = 0, kept = 0;
    for (const [source, targets] of BYPASSES) {
      for (const target of targets) {
        const result = safeRedirectTarget(target, CURRENT);
        // What the platform's parser (a browser's) makes of the target.
        let browser: URL | null = null;
        try {
          browser = new globalThis.URL(target, CURRENT);
        } catch { /* not a URL */ }
        const sameOrigin = browser !== null && browser.origin === trusted &&
          (browser.protocol === "https:" || browser.protocol === "http:") &&
          browser.username === "" && browser.password === "";
        const label = `${source}: ${JSON.stringify(target)}`;
        if (sameOrigin) {
          assert.equal(result, browser!.href, label);
          kept++;
        } else {
          assert.equal(result, null, label);
          refused++;
        }
        if (result !== null) {
          assert.equal(new globalThis.URL(result).origin, trusted, label);
        }
      }
    }
    assert.ok(refused >= 45, `${refused} refused`);
    assert.ok(kept >= 8, `${kept} kept on the current origin`);
  });

  it("lets allowed origins and, when asked, same-site targets through", () => {
    const options = { allowedOrigins: ["https://accounts.trusted.example/"] };
    assert.equal(
      safeRedirectTarget(
        "https://accounts.trusted.example/x",
        CURRENT,
        options,
      ),
      "https://accounts.trusted.example/x",
    );
    assert.equal(
      safeRedirectTarget("https://other.trusted.example/x", CURRENT, options),
      null,
    );
    const site = { sameSite: isSameSite };
    assert.equal(
      safeRedirectTarget("https://other.trusted.example/x", CURRENT, site),
      "https://other.trusted.example/x",
    );
    assert.equal(
      safeRedirectTarget("http://other.trusted.example/x", CURRENT, site),
      null,
    );
    assert.equal(
      safeRedirectTarget("https://u@other.trusted.example/", CURRENT, site),
      null,
    );
  });

  it("throws a TypeError naming a current URL that does not parse", () => {
    assert.throws(
      () => safeRedirectTarget("/", "/relative"),
      (e: unknown) =>
        e instanceof TypeError && e.message.includes('"/relative"'),
    );
    assert.equal(
      safeRedirectTarget("/", new globalThis.URL(CURRENT)),
      "https://trusted.example/",
    );
  });
});
