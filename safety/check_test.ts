import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URLPattern } from "../pattern/mod.ts";
import {
  checkAddress,
  checkURL,
  type RefusalReason,
  type SafetyPolicy,
  SPECIAL_USE_NAMES,
} from "./mod.ts";

function reason(url: string, policy?: SafetyPolicy): RefusalReason | "ok" {
  const result = checkURL(url, policy);
  return result.ok ? "ok" : result.reason;
}

describe("checkURL()", () => {
  it("gives each default refusal its reason", () => {
    const cases: [string, RefusalReason | "ok"][] = [
      ["https://example.com/", "ok"],
      ["http://example.com:8080/x?y#z", "ok"],
      ["not a url", "invalid"],
      ["http://exa mple.com/", "invalid"],
      ["ftp://example.com/", "scheme"],
      ["file:///etc/passwd", "scheme"],
      ["javascript:alert(1)", "scheme"],
      ["gopher://example.com/", "scheme"],
      ["https://user@example.com/", "credentials"],
      ["https://:pw@example.com/", "credentials"],
      ["http://example.com:25/", "port"],
      ["http://example.com:6379/", "ok"],
      ["http://example.com:0/", "port"],
      ["http://127.0.0.1/", "address"],
      ["http://10.0.0.1/", "address"],
      ["http://[::1]/", "address"],
      ["http://[::ffff:8.8.8.8]/", "address"],
      ["http://8.8.8.8/", "ok"],
      ["http://[2606:4700::1111]/", "ok"],
      ["http://[64:ff9b::808:808]/", "ok"],
      ["http://[64:ff9b::a00:1]/", "address"],
      ["http://localhost/", "hostname"],
      ["http://LOCALHOST./", "hostname"],
      ["http://a.b.localhost/", "hostname"],
      ["http://printer.local/", "hostname"],
      ["http://router.home.arpa/", "hostname"],
      ["http://metadata/", "hostname"],
      ["http://localhostx.com/", "ok"],
      ["http://notlocal.com/", "ok"],
    ];
    for (const [url, expected] of cases) {
      assert.equal(reason(url), expected, url);
    }
  });

  it("refuses every special-use name and the names under it", () => {
    for (const name of SPECIAL_USE_NAMES) {
      assert.equal(reason(`http://${name}/`), "hostname", name);
      assert.equal(reason(`http://x.${name}/`), "hostname", name);
      assert.equal(reason(`http://x.${name}./`), "hostname", name);
      assert.equal(reason(`http://x${name}.com/`), "ok", name);
    }
  });

  it("returns the parsed URL, which is what the client fetches", () => {
    const result = checkURL("HTTPS://EXAMPLE.com:443/a/./b/../c?x#y");
    assert.equal(result.ok, true);
    assert.equal(result.ok && result.url.href, "https://example.com/a/c?x#y");
    const fromObject = checkURL(new globalThis.URL("https://example.com/"));
    assert.equal(fromObject.ok && fromObject.url.href, "https://example.com/");
  });

  it("lets the allow list win over the range and name rules only", () => {
    const policy: SafetyPolicy = {
      allow: [
        "http://127.0.0.1:8080",
        "intranet.corp",
        "*.svc.internal",
        "10.1.0.0/16",
        new URLPattern({ hostname: "localhost", pathname: "/health" }),
      ],
    };
    assert.equal(reason("http://127.0.0.1:8080/", policy), "ok");
    assert.equal(reason("http://127.0.0.1:8081/", policy), "address");
    assert.equal(reason("https://127.0.0.1:8080/", policy), "address");
    assert.equal(reason("http://intranet.corp/", policy), "ok");
    assert.equal(reason("http://a.b.svc.internal/", policy), "ok");
    assert.equal(reason("http://svc.internal/", policy), "hostname");
    assert.equal(reason("http://10.1.255.255/", policy), "ok");
    assert.equal(reason("http://10.2.0.0/", policy), "address");
    assert.equal(reason("http://[::ffff:a01:1]/", policy), "address");
    assert.equal(reason("http://localhost/health", policy), "ok");
    assert.equal(reason("http://localhost/admin", policy), "hostname");
    assert.equal(reason("http://u@intranet.corp/", policy), "credentials");
    assert.equal(reason("ftp://intranet.corp/", policy), "scheme");
    assert.equal(reason("http://intranet.corp:22/", policy), "port");
  });

  it("lets the deny list win over everything", () => {
    const policy: SafetyPolicy = {
      allow: ["example.com", "8.8.8.0/24"],
      deny: [
        "example.com",
        "https://example.org",
        "*.example.net",
        "8.8.8.8",
        "2606:4700::/32",
        new URLPattern({ pathname: "/admin/*" }),
      ],
    };
    assert.equal(reason("https://example.com/", policy), "denied");
    assert.equal(reason("https://example.org/", policy), "denied");
    assert.equal(reason("http://example.org/", policy), "ok");
    assert.equal(reason("https://a.example.net/", policy), "denied");
    assert.equal(reason("http://8.8.8.8/", policy), "denied");
    assert.equal(reason("http://8.8.8.9/", policy), "ok");
    assert.equal(reason("http://0x8.0x8.0x8.0x8/", policy), "denied");
    assert.equal(reason("http://[2606:4700::1]/", policy), "denied");
    assert.equal(reason("https://example.info/admin/x", policy), "denied");
  });

  it("applies allowPrivate to private blocks and nothing else", () => {
    const policy: SafetyPolicy = { allowPrivate: true };
    for (
      const host of [
        "10.0.0.1",
        "172.31.255.255",
        "192.168.1.1",
        "100.64.0.1",
        "[fd00::1]",
      ]
    ) {
      assert.equal(reason(`http://${host}/`, policy), "ok", host);
      assert.equal(reason(`http://${host}/`), "address", host);
    }
    for (
      const host of [
        "127.0.0.1",
        "169.254.169.254",
        "0.0.0.0",
        "[fe80::1]",
        "[::1]",
        "[::ffff:10.0.0.1]",
      ]
    ) {
      assert.equal(reason(`http://${host}/`, policy), "address", host);
    }
  });

  it("restricts ports to the list when one is given", () => {
    const policy: SafetyPolicy = {
      ports: [443, 8443],
      schemes: ["https:", "wss:"],
    };
    assert.equal(reason("https://example.com/", policy), "ok");
    assert.equal(reason("https://example.com:8443/", policy), "ok");
    assert.equal(reason("https://example.com:8080/", policy), "port");
    assert.equal(reason("wss://example.com/", policy), "ok");
    assert.equal(reason("http://example.com/", policy), "scheme");
  });

  it("throws a TypeError on a policy entry that is none of the kinds", () => {
    for (
      const entry of ["http://", "10.0.0.0/33", "exa mple.com", "1.2.3.4/x", ""]
    ) {
      assert.throws(
        () => checkURL("https://example.com/", { allow: [entry] }),
        TypeError,
        entry,
      );
    }
    assert.throws(
      () => checkURL("https://example.com/", { deny: [{} as never] }),
      TypeError,
    );
  });
});

describe("checkAddress()", () => {
  it("checks resolved addresses as checkURL checks IP hosts", () => {
    const addresses = [
      "8.8.8.8",
      "10.0.0.1",
      "127.0.0.1",
      "169.254.169.254",
      "::1",
      "2606:4700::1111",
      "fd00:ec2::254",
      "::ffff:127.0.0.1",
      "64:ff9b::a9fe:a9fe",
      "2002:7f00:1::",
      "2001:0:4136:e378:8000:63bf:80ff:fffe",
      "224.0.0.1",
      "255.255.255.255",
      "192.0.0.9",
      "192.0.0.8",
    ];
    for (const ip of addresses) {
      const host = ip.includes(":") ? `[${ip}]` : ip;
      const byURL = checkURL(`http://${host}/`);
      const byAddress = checkAddress(ip);
      assert.equal(byAddress.ok, byURL.ok, ip);
    }
    assert.equal(checkAddress("8.8.8.8").ok, true);
    assert.equal(
      checkAddress("2001:0:4136:e378:8000:63bf:80ff:fffe").ok,
      false,
    );
  });

  it("uses the allow and deny lists' CIDR blocks", () => {
    const policy: SafetyPolicy = {
      allow: ["127.0.0.0/8", "::1"],
      deny: ["127.0.0.2"],
    };
    assert.equal(checkAddress("127.0.0.1", policy).ok, true);
    assert.equal(checkAddress("::1", policy).ok, true);
    assert.deepEqual(checkAddress("127.0.0.2", policy), {
      ok: false,
      reason: "denied",
    });
    assert.deepEqual(checkAddress("nope", policy), {
      ok: false,
      reason: "invalid",
    });
  });
});
