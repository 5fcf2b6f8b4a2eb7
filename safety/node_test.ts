// Real servers on 127.0.0.1 (and ::1 where the machine has it), a spy on
// every socket connect, and resolvers given as tables: nothing leaves
// loopback and no real name is resolved. Node.js only (Deno's and Bun's
// node:http do not take a lookup through an Agent the same way).

import { after, before, beforeEach, describe, it } from "node:test";
import assert from "node:assert/strict";
import * as http from "node:http";
import * as net from "node:net";
import process from "node:process";
import { type ConnectSpy, spyOnConnects } from "../tests/_connect_spy.ts";
import {
  guardedFetch,
  guardedLookup,
  type GuardPolicy,
  SafetyError,
} from "./node.ts";

const IN_NODE = typeof process !== "undefined" &&
  process.release?.name === "node" && !("Deno" in globalThis) &&
  !("Bun" in globalThis);
const SKIP = IN_NODE ? false : "Node.js only";

interface TestServer {
  readonly port: number;
  readonly origin: string;
  /** The requests it received: method, path and body. */
  readonly hits: string[];
  close(): Promise<void>;
}

/** A server answering /ok, /to?status=&location=, /loop and /echo. */
function serve(host: string): Promise<TestServer> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      hits.push(`${req.method} ${req.url} ${body}`.trim());
      const url = new URL(req.url ?? "/", "http://x");
      if (url.pathname === "/to") {
        res.writeHead(Number(url.searchParams.get("status") ?? 302), {
          location: url.searchParams.get("location") ?? "",
        });
        res.end("moved");
      } else if (url.pathname === "/loop") {
        res.writeHead(302, { location: "/loop" });
        res.end();
      } else if (url.pathname === "/echo") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({
          method: req.method,
          body,
          type: req.headers["content-type"] ?? null,
          authorization: req.headers.authorization ?? null,
        }));
      } else {
        res.writeHead(200, { "content-type": "text/plain", "x-test": "1" });
        res.end("hello body ✓");
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => {
      const { port } = server.address() as { port: number };
      const shown = host.includes(":") ? `[${host}]` : host;
      resolve({
        port,
        origin: `http://${shown}:${port}`,
        hits,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** Awaits a refusal: a SafetyError with the reason. */
async function refused(promise: Promise<unknown>, reason: string) {
  await assert.rejects(promise, (e: unknown) => {
    assert.ok(e instanceof SafetyError, String(e));
    assert.ok(e instanceof TypeError);
    assert.equal(e.reason, reason, e.message);
    return true;
  });
}

describe("guardedFetch() against loopback servers", { skip: SKIP }, () => {
  let a: TestServer, b: TestServer, six: TestServer | null = null;
  let spy: ConnectSpy;
  before(async () => {
    a = await serve("127.0.0.1");
    b = await serve("127.0.0.1");
    try {
      six = await serve("::1");
    } catch {
      six = null;
    }
    spy = spyOnConnects();
  });
  after(async () => {
    spy.restore();
    await a.close();
    await b.close();
    await six?.close();
  });
  beforeEach(() => {
    spy.clear();
    a.hits.splice(0);
    b.hits.splice(0);
  });
  const allowA = (extra: GuardPolicy = {}): GuardPolicy => ({
    ...extra,
    allow: [a.origin, ...(extra.allow ?? [])],
  });

  it("refuses a direct private URL before any connection", async () => {
    await refused(guardedFetch(`${a.origin}/ok`), "address");
    await refused(guardedFetch(`http://0x7f.1:${a.port}/ok`), "address");
    await refused(
      guardedFetch(`http://[::ffff:127.0.0.1]:${a.port}/ok`),
      "address",
    );
    await refused(guardedFetch(`http://localhost:${a.port}/ok`), "hostname");
    assert.deepEqual(spy.addresses, []);
    assert.deepEqual(a.hits, []);
  });

  it("refuses a public-looking name that resolves to loopback", async () => {
    const policy: GuardPolicy = { resolver: { "public.example": "127.0.0.1" } };
    await refused(
      guardedFetch(`http://public.example:${a.port}/ok`, undefined, policy),
      "address",
    );
    const mixed: GuardPolicy = {
      resolver: { "mixed.example": ["192.0.2.1", "127.0.0.1"] },
    };
    await refused(
      guardedFetch(`http://mixed.example:${a.port}/ok`, undefined, mixed),
      "address",
    );
    assert.deepEqual(spy.addresses, []);
    assert.deepEqual(a.hits, []);
  });

  it("allows an allow-listed server, with the body intact", async () => {
    const response = await guardedFetch(`${a.origin}/ok`, undefined, allowA());
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("x-test"), "1");
    assert.equal(response.url, `${a.origin}/ok`);
    assert.equal(await response.text(), "hello body ✓");
    assert.deepEqual(a.hits, ["GET /ok"]);
    assert.ok(spy.addresses.length > 0);
    assert.deepEqual(spy.nonLoopback(), []);
  });

  it("refuses a redirect from an allowed server to what the policy refuses", async () => {
    const resolver = { "rebind.example": "127.0.0.1" };
    const targets: [string, string][] = [
      [`http://127.0.0.2:${a.port}/ok`, "address"],
      [`http://[::ffff:7f00:1]:${a.port}/ok`, "address"],
      [`${b.origin}/ok`, "address"],
      [`http://rebind.example:${a.port}/ok`, "address"],
      [`http://localhost:${a.port}/ok`, "hostname"],
      [`file:///etc/passwd`, "scheme"],
    ];
    for (const [location, reason] of targets) {
      spy.clear();
      const url = `${a.origin}/to?location=${encodeURIComponent(location)}`;
      await refused(guardedFetch(url, undefined, allowA({ resolver })), reason);
      // One connection, to the allowed server, and none after the redirect.
      assert.deepEqual(spy.nonLoopback(), []);
      assert.ok(
        spy.addresses.every((x) => x === "127.0.0.1"),
        spy.addresses.join(),
      );
    }
    assert.equal(a.hits.length, targets.length);
    assert.deepEqual(b.hits, []);
  });

  it("stops a redirect loop past the maximum", async () => {
    await refused(
      guardedFetch(`${a.origin}/loop`, undefined, allowA({ maxRedirects: 3 })),
      "redirect",
    );
    assert.equal(a.hits.length, 4);
    await refused(
      guardedFetch(`${a.origin}/loop`, { redirect: "error" }, allowA()),
      "redirect",
    );
    const manual = await guardedFetch(`${a.origin}/loop`, {
      redirect: "manual",
    }, allowA());
    assert.equal(manual.status, 302);
    assert.equal(manual.headers.get("location"), "/loop");
  });

  it("follows allowed redirects with Fetch's method and body rules", async () => {
    const hop = (status: number, location: string) =>
      `${a.origin}/to?status=${status}&location=${
        encodeURIComponent(location)
      }`;
    const post = {
      method: "POST",
      body: "x=1",
      headers: { authorization: "secret" },
    };
    const cases: [number, string, string | null][] = [
      [301, "GET", null],
      [302, "GET", null],
      [303, "GET", null],
      [307, "POST", "x=1"],
      [308, "POST", "x=1"],
    ];
    for (const [status, method, body] of cases) {
      const response = await guardedFetch(hop(status, "/echo"), post, allowA());
      const echo = await response.json();
      assert.equal(echo.method, method, String(status));
      assert.equal(echo.body, body ?? "", String(status));
      assert.equal(
        echo.type,
        body === null ? null : "text/plain;charset=UTF-8",
      );
      assert.equal(echo.authorization, "secret");
      assert.equal(response.url, `${a.origin}/echo`);
    }
    // Across origins (both allowed), credentials are dropped.
    const policy = allowA({ allow: [b.origin] });
    const response = await guardedFetch(
      hop(307, `${b.origin}/echo`),
      post,
      policy,
    );
    const echo = await response.json();
    assert.equal(echo.authorization, null);
    assert.equal(echo.body, "x=1");
    assert.deepEqual(spy.nonLoopback(), []);
  });

  it("lets a name on the allow list resolve to loopback", async () => {
    const policy: GuardPolicy = {
      allow: ["svc.example"],
      resolver: { "svc.example": "127.0.0.1" },
    };
    const response = await guardedFetch(
      `http://svc.example:${a.port}/ok`,
      undefined,
      policy,
    );
    assert.equal(await response.text(), "hello body ✓");
    assert.deepEqual(spy.nonLoopback(), []);
  });

  it(
    "reaches ::1 only when allowed, where the machine has it",
    { skip: SKIP },
    async (t) => {
      if (six === null) return t.skip("no ::1 here");
      await refused(guardedFetch(`${six.origin}/ok`), "address");
      assert.deepEqual(spy.addresses, []);
      const response = await guardedFetch(`${six.origin}/ok`, undefined, {
        allow: [six.origin],
      });
      assert.equal(await response.text(), "hello body ✓");
      const resolver = { "six.example": "::1" };
      await refused(
        guardedFetch(`http://six.example:${six.port}/ok`, undefined, {
          resolver,
        }),
        "address",
      );
      assert.deepEqual(spy.nonLoopback(), []);
    },
  );

  it("guards http.get through an Agent that uses guardedLookup", async () => {
    const get = (policy: GuardPolicy) =>
      new Promise<string>((resolve, reject) => {
        const agent = new http.Agent({ lookup: guardedLookup(policy) });
        http.get(
          { host: "public.example", port: a.port, path: "/ok", agent },
          (res) => {
            let text = "";
            res.setEncoding("utf8");
            res.on("data", (chunk: string) => (text += chunk));
            res.on("end", () => resolve(text));
          },
        ).on("error", reject).on("close", () => agent.destroy());
      });
    const resolver = { "public.example": "127.0.0.1" };
    await refused(get({ resolver }), "address");
    assert.deepEqual(spy.addresses, []);
    assert.deepEqual(a.hits, []);
    assert.equal(
      await get({ resolver, allow: ["127.0.0.0/8"] }),
      "hello body ✓",
    );
    assert.deepEqual(spy.nonLoopback(), []);
  });
});

describe("guardedLookup() with net.connect", { skip: SKIP }, () => {
  it("refuses before connecting, and connects when allowed", async () => {
    const server = await serve("127.0.0.1");
    const spy = spyOnConnects();
    try {
      const resolver = { "public.example": "127.0.0.1" };
      const connect = (policy: GuardPolicy) =>
        new Promise<void>((resolve, reject) => {
          const socket = net.connect({
            host: "public.example",
            port: server.port,
            lookup: guardedLookup(policy),
          });
          socket.on("connect", () => {
            socket.end();
            resolve();
          });
          socket.on("error", reject);
        });
      await refused(connect({ resolver }), "address");
      assert.deepEqual(spy.addresses, []);
      await connect({ resolver, allow: ["public.example"] });
      assert.deepEqual(spy.addresses.filter((a) => a !== "127.0.0.1"), []);
      assert.ok(spy.addresses.length > 0);
    } finally {
      spy.restore();
      await server.close();
    }
  });
});

describe("guardedLookup()", { skip: SKIP }, () => {
  const lookup = guardedLookup({
    resolver: {
      "public.example": [
        "192.0.2.1",
        "93.184.215.14",
        "2606:2800:21f:cb07:6820:80da:af6b:8b2c",
      ],
      "good.example": [
        "93.184.215.14",
        "2606:2800:21f:cb07:6820:80da:af6b:8b2c",
      ],
      "loop.example": "127.0.0.1",
      "nat64.example": "64:ff9b::a9fe:a9fe",
    },
  });
  const call = (hostname: string, options: unknown) =>
    new Promise<{ error: Error | null; address: unknown; family: unknown }>((
      resolve,
    ) =>
      lookup(
        hostname,
        options as never,
        (error, address, family) => resolve({ error, address, family }),
      )
    );

  it("answers both forms when every address passes", async () => {
    const all = await call("good.example", { all: true });
    assert.equal(all.error, null);
    assert.deepEqual(all.address, [
      { address: "93.184.215.14", family: 4 },
      { address: "2606:2800:21f:cb07:6820:80da:af6b:8b2c", family: 6 },
    ]);
    const one = await call("good.example", {});
    assert.equal(one.address, "93.184.215.14");
    assert.equal(one.family, 4);
    const six = await call("good.example", 6);
    assert.equal(six.address, "2606:2800:21f:cb07:6820:80da:af6b:8b2c");
    const sixAll = await call("good.example", { family: 6, all: true });
    assert.equal((sixAll.address as unknown[]).length, 1);
  });

  it("refuses unless every address passes", async () => {
    for (const name of ["public.example", "loop.example", "nat64.example"]) {
      for (const options of [{ all: true }, {}, 4, 0]) {
        const { error } = await call(name, options);
        assert.ok(
          error instanceof SafetyError,
          `${name} ${JSON.stringify(options)}`,
        );
        assert.equal(error.reason, "address");
      }
    }
  });

  it("resolves no name outside its table", async () => {
    const { error } = await call("unknown.example", {});
    assert.equal((error as { code?: string }).code, "ENOTFOUND");
  });
});
