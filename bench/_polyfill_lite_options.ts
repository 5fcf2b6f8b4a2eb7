// The lite polyfill's options for a non-ASCII domain on an engine without
// a URL, measured for bench/polyfill_bench.ts: bytes, and the non-ASCII
// domain cases of the WPT data suites each gets right.

import { defineURL, URLSearchParams } from "../api/mod.ts";
import { domainParserToASCII, liteDomainParserToASCII } from "../host/mod.ts";
import { nonAsciiDomainCases, suiteData } from "../tests/engines/data.ts";
import { runSuites } from "../tests/engines/harness.ts";
import { bundleBytes } from "./_polyfill_bytes.ts";

/**
 * RFC 3492's Punycode encoding of one label (what a Punycode-only ToASCII,
 * as in whatwg-url-without-unicode, applies without UTS #46 mapping).
 */
function encodePunycode(label: string): string {
  const points = Array.from(label, (c) => c.codePointAt(0)!);
  let out = points.filter((c) => c < 0x80).map((c) => String.fromCharCode(c))
    .join("");
  const basic = out.length;
  let handled = basic;
  if (basic > 0) out += "-";
  let n = 0x80, delta = 0, bias = 72;
  const digit = (d: number) =>
    String.fromCharCode(d + 22 + 75 * (d < 26 ? 1 : 0));
  const adapt = (d: number, count: number, first: boolean) => {
    d = first ? Math.floor(d / 700) : d >> 1;
    d += Math.floor(d / count);
    let k = 0;
    for (; d > 455; k += 36) d = Math.floor(d / 35);
    return k + Math.floor(36 * d / (d + 38));
  };
  while (handled < points.length) {
    const m = Math.min(...points.filter((c) => c >= n));
    delta += (m - n) * (handled + 1);
    n = m;
    for (const c of points) {
      if (c < n) delta++;
      if (c !== n) continue;
      let q = delta;
      for (let k = 36;; k += 36) {
        const t = k <= bias ? 1 : k >= bias + 26 ? 26 : k - bias;
        if (q < t) break;
        out += digit(t + (q - t) % (36 - t));
        q = Math.floor((q - t) / (36 - t));
      }
      out += digit(q);
      bias = adapt(delta, handled + 1, handled === basic);
      delta = 0;
      handled++;
    }
    delta++;
    n++;
  }
  return out;
}

function punycodeOnly(domain: string, beStrict: boolean): string | null {
  const ascii = domain.split(".").map((label) =>
    // deno-lint-ignore no-control-regex
    /^[\x00-\x7f]*$/.test(label)
      ? label.toLowerCase()
      : "xn--" + encodePunycode(label)
  ).join(".");
  return liteDomainParserToASCII(ascii, beStrict);
}

/** The options' rows. */
export async function lliteOptions() {
  const data = suiteData();
  const names = new Set(nonAsciiDomainCases(data));
  const count = (toASCII: typeof domainParserToASCII) => {
    let right = 0;
    let failed = 0;
    runSuites(data, defineURL(toASCII), URLSearchParams, (suite, name, ok) => {
      if (names.has(suite + "\n" + name)) ok ? right++ : failed++;
      return ok ? "pass" : "fail";
    });
    return { right, failed };
  };
  const refuse = (d: string, s: boolean) =>
    // deno-lint-ignore no-control-regex
    /^[\x00-\x7f]*$/.test(d) ? liteDomainParserToASCII(d, s) : null;
  return {
    cases: names.size,
    rows: [
      {
        name: "fail with domain-to-ASCII (chosen)",
        bytes: await bundleBytes(`import "./polyfill/lite.ts";`),
        ...count(refuse),
      },
      {
        name: "Punycode-only ToASCII (as whatwg-url-without-unicode)",
        // The lite polyfill plus an encoder of about this one's size.
        bytes: await bundleBytes(
          `import "./polyfill/lite.ts";\n` +
            `globalThis.x = ${encodePunycode.toString()};`,
        ),
        ...count(punycodeOnly),
      },
      {
        name: "the full tables (on first use, or at once)",
        bytes: await bundleBytes(`import "./polyfill/mod.ts";`),
        ...count(domainParserToASCII),
      },
    ],
  };
}
