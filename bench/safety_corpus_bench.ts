/**
 * The hostile corpus (tests/_hostile_urls.ts) through `@urlstd/url/safety`
 * and through the packages people use for the same job, counting how many
 * URLs each lets through. Every name resolves through one stub table
 * (HOSTILE_RESOLVER): `dns.lookup` and `dns.promises.lookup` are replaced
 * before any package loads, and no socket is opened (the connect-time
 * packages run their own checks on a stand-in for the socket).
 *
 * How each is asked, as its README says to use it, given the hostname the
 * platform's `new URL()` makes of the URL (the careful way: raw strings
 * fare worse), brackets removed:
 *
 * - `ipaddr.js` 2.5: refused when `ipaddr.process(host).range()` is not
 *   `"unicast"`; a name cannot be judged, so it goes through;
 * - `private-ip` 3.0: refused when `isPrivate(host)`;
 * - `is-localhost-ip` 3.0: refused when `isLocalhost(host)` (it resolves
 *   names through the stub);
 * - `ssrf-req-filter` 1.1: its `requestFilterHandler` wraps a stand-in
 *   agent, whose socket then reports the stub's first address as a
 *   lookup; refused when it throws or destroys the socket;
 * - `request-filtering-agent` 3.2: `createConnection` of its agent, with
 *   `http.Agent.prototype.createConnection` replaced by a stand-in that
 *   runs the lookup it is given (the package's filter over the stub);
 * - urlstd: `checkURL(url)`, then for a name `guardedLookup()` with the
 *   stub table as its resolver.
 *
 * Run in Node.js: `npx deno task bench:safety` (Node.js 24 from
 * node_modules). Results: SAFETY_RESULTS.md.
 *
 * @module
 */

import dns from "node:dns";
import http from "node:http";
import { EventEmitter } from "node:events";
import { createRequire } from "node:module";
import { HOSTILE_RESOLVER, hostileURLs } from "../tests/_hostile_urls.ts";
import { checkURL } from "../safety/mod.ts";
import { guardedLookup } from "../safety/node.ts";

type Lookup = (
  host: string,
  options: unknown,
  callback: (...args: unknown[]) => void,
) => void;

/** The stub's addresses for a name (an address resolves to itself). */
function stubAddresses(host: string): { address: string; family: number }[] {
  const list = HOSTILE_RESOLVER[host] ??
    (host.includes(":") || /^[\d.]+$/.test(host) ? [host] : null);
  if (list === null) {
    throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: "ENOTFOUND" });
  }
  return list.map((address) => ({
    address,
    family: address.includes(":") ? 6 : 4,
  }));
}

const stubLookup: Lookup = (host, options, callback) => {
  const cb = typeof options === "function"
    ? options as typeof callback
    : callback;
  const all = typeof options === "object" && options !== null &&
    (options as { all?: boolean }).all === true;
  try {
    const list = stubAddresses(host);
    queueMicrotask(() =>
      all ? cb(null, list) : cb(null, list[0].address, list[0].family)
    );
  } catch (error) {
    queueMicrotask(() => cb(error));
  }
};

// Before any package captures them.
(dns as unknown as { lookup: Lookup }).lookup = stubLookup;
dns.promises.lookup = ((host: string, options?: { all?: boolean }) => {
  const list = stubAddresses(host);
  return Promise.resolve(options?.all ? list : list[0]);
}) as typeof dns.promises.lookup;

const require = createRequire(import.meta.url);
const ipaddr = require("ipaddr.js");
const isLocalhost = require("is-localhost-ip");
const ssrfFilter = require("ssrf-req-filter");
const { default: isPrivate } = await import("private-ip");
const { RequestFilteringHttpAgent } = await import("request-filtering-agent");

type Verdict = "refused" | "through";

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^\[|\]$/g, "");
  } catch {
    return null;
  }
}

const PEERS: Record<string, (url: string, host: string) => Promise<Verdict>> = {
  "ipaddr.js": (_, host) => {
    if (!ipaddr.isValid(host)) return Promise.resolve("through");
    return Promise.resolve(
      ipaddr.process(host).range() === "unicast" ? "through" : "refused",
    );
  },
  "private-ip": (_, host) =>
    Promise.resolve(isPrivate(host) === true ? "refused" : "through"),
  "is-localhost-ip": async (_, host) => {
    try {
      return (await isLocalhost(host)) ? "refused" : "through";
    } catch {
      return "refused";
    }
  },
  "ssrf-req-filter": (_, host) =>
    new Promise((resolve) => {
      const socket = Object.assign(new EventEmitter(), {
        destroy: () => resolve("refused"),
      });
      const agent = ssrfFilter.requestFilterHandler({
        createConnection: () => socket,
      });
      try {
        agent.createConnection({ host });
      } catch {
        return resolve("refused");
      }
      let address: string;
      try {
        address = stubAddresses(host)[0].address;
      } catch {
        return resolve("refused");
      }
      socket.emit("lookup", null, address, address.includes(":") ? 6 : 4, host);
      resolve("through");
    }),
  "request-filtering-agent": (_, host) =>
    new Promise((resolve) => {
      const proto = http.Agent.prototype as unknown as {
        createConnection: (
          options: { lookup?: Lookup; host: string },
          cb?: unknown,
        ) => unknown;
      };
      const original = proto.createConnection;
      proto.createConnection = (options) => {
        options.lookup!(options.host, { all: true }, (error) =>
          resolve(error ? "refused" : "through"));
        return new EventEmitter();
      };
      try {
        const agent = new RequestFilteringHttpAgent();
        const socket = agent.createConnection(
          { host, lookup: stubLookup } as never,
          (error: unknown) => {
            if (error) {
              resolve("refused");
            }
          },
        ) as EventEmitter;
        socket.on?.("error", () =>
          resolve("refused"));
      } finally {
        proto.createConnection = original;
      }
    }),
};

async function ours(url: string): Promise<Verdict> {
  const result = checkURL(url);
  if (!result.ok) return "refused";
  const lookup = guardedLookup({ resolver: HOSTILE_RESOLVER });
  return await new Promise((resolve) =>
    lookup(
      result.url.hostname,
      { all: true },
      (error) => resolve(error ? "refused" : "through"),
    )
  );
}

const corpus = hostileURLs();
const names = ["urlstd", ...Object.keys(PEERS)];
const through = new Map(
  names.map((n) => [n, [] as { group: string; url: string }[]]),
);
for (const { group, url } of corpus) {
  const host = hostOf(url);
  for (const name of names) {
    let verdict: Verdict;
    if (name === "urlstd") verdict = await ours(url);
    else verdict = host === null ? "refused" : await PEERS[name](url, host);
    if (verdict === "through") through.get(name)!.push({ group, url });
  }
}

const groups = [...new Set(corpus.map((c) => c.group))];
const count = (name: string, group: string) =>
  through.get(name)!.filter((t) => t.group === group).length;
const total = (group: string) => corpus.filter((c) => c.group === group).length;
console.log(
  `Hostile corpus: ${corpus.length} URLs; Node.js ${process.version}.`,
);
console.log("URLs let through (lower is better), by group:\n");
console.log(`| group | URLs | ${names.join(" | ")} |`);
console.log(`| --- | ---: | ${names.map(() => "---:").join(" | ")} |`);
for (const group of groups) {
  console.log(
    `| ${group} | ${total(group)} | ${
      names.map((n) => count(n, group)).join(" | ")
    } |`,
  );
}
console.log(
  `| **all** | ${corpus.length} | ${
    names.map((n) => `**${through.get(n)!.length}**`).join(" | ")
  } |`,
);
console.log("\nWhat each lets through:\n");
for (const name of names) {
  const list = through.get(name)!;
  console.log(
    `- ${name}: ${
      list.length === 0 ? "none" : list.map((t) => "`" + t.url + "`").join(", ")
    }`,
  );
}
if (through.get("urlstd")!.length > 0) process.exitCode = 1;
