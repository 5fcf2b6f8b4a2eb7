// checkedFetch() with the platform's fetch replaced by a stub: no request
// leaves the process, in every runtime.

import { afterEach, beforeEach, describe, it } from "node:test";
import assert from "node:assert/strict";
import { checkedFetch, SafetyError } from "./mod.ts";

interface Sent {
  url: string;
  method: string;
  body: string | null;
  redirect: string | undefined;
}

let sent: Sent[] = [];
let original: typeof fetch;

/** Answers as a small site would: /to?location= redirects, the rest is 200. */
async function stub(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  // The fragment never reaches the network.
  const url = String(input).replace(/#.*$/s, "");
  const body = init?.body == null ? null : await new Response(init.body).text();
  sent.push({
    url,
    method: init?.method ?? "GET",
    body,
    redirect: init?.redirect,
  });
  const parsed = new URL(url);
  if (parsed.pathname === "/to") {
    return new Response(null, {
      status: Number(parsed.searchParams.get("status") ?? 302),
      headers: { location: parsed.searchParams.get("location") ?? "" },
    });
  }
  return new Response(`body of ${url}`, { status: 200 });
}

describe("checkedFetch()", () => {
  beforeEach(() => {
    sent = [];
    original = globalThis.fetch;
    globalThis.fetch = stub as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = original;
  });

  it("refuses before sending anything", async () => {
    for (
      const url of [
        "http://127.0.0.1/",
        "http://[fd00:ec2::254]/",
        "http://metadata.google.internal/",
      ]
    ) {
      await assert.rejects(checkedFetch(url), SafetyError);
    }
    assert.deepEqual(sent, []);
  });

  it("checks every redirect's Location, resolved by this library's parser", async () => {
    const start = "https://a.example/to?location=" +
      encodeURIComponent("//0x7f.1/admin");
    await assert.rejects(
      checkedFetch(start),
      (e: unknown) =>
        e instanceof SafetyError && e.reason === "address" &&
        e.url === "https://127.0.0.1/admin",
    );
    assert.equal(sent.length, 1);
    assert.equal(sent[0].redirect, "manual");
  });

  it("follows allowed redirects with the method rules and a maximum", async () => {
    const hop = (status: number, location: string) =>
      `https://a.example/to?status=${status}&location=${
        encodeURIComponent(location)
      }`;
    const response = await checkedFetch(hop(303, "/done#x"), {
      method: "POST",
      body: "v=1",
    });
    assert.equal(await response.text(), "body of https://a.example/done");
    assert.deepEqual(sent.map((s) => [s.method, s.body]), [["POST", "v=1"], [
      "GET",
      null,
    ]]);
    sent = [];
    await checkedFetch(hop(307, "https://b.example/x"), {
      method: "PUT",
      body: "v=2",
    });
    assert.deepEqual(sent.map((s) => [s.method, s.body]), [["PUT", "v=2"], [
      "PUT",
      "v=2",
    ]]);
    const loop = hop(302, hop(302, hop(302, "/end")));
    await assert.rejects(
      checkedFetch(loop, undefined, { maxRedirects: 2 }),
      (e: unknown) => e instanceof SafetyError && e.reason === "redirect",
    );
    assert.equal(
      (await checkedFetch(loop, undefined, { maxRedirects: 3 })).status,
      200,
    );
  });
});
