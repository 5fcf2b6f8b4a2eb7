import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URL } from "../api/mod.ts";
import { defaultLabelPolicy } from "./label_policy.ts";
import { renderURL } from "./render_url.ts";

const LRI = "\u2066";
const PDI = "\u2069";

/** Every part's range points at its text, and the parts tile the text in order. */
function assertRanges(
  text: string,
  parts: { text: string; start: number; end: number }[],
) {
  let at = 0;
  for (const part of parts) {
    assert.ok(part.start >= at, `${part.text} starts after the part before it`);
    assert.equal(text.slice(part.start, part.end), part.text);
    at = part.end;
  }
}

describe("renderURL() simplifies", () => {
  it("never shows credentials, including a second @ in them", () => {
    const shown = renderURL("https://user@evil.example@good.example/login");
    assert.equal(shown.text, "https://good.example/login");
    assert.equal(shown.credentialsHidden, true);
    assert.equal(
      renderURL("https://a:b@example.com/").text,
      "https://example.com/",
    );
    assert.equal(renderURL("https://example.com/").credentialsHidden, false);
  });

  it("shows only the host in host mode, optionally without www or m", () => {
    const url = "https://www.examplecorp.com.attacker.example:8443/a?b#c";
    assert.equal(
      renderURL(url, { mode: "host" }).text,
      "www.examplecorp.com.attacker.example",
    );
    assert.equal(
      renderURL(url, { mode: "host", omitTrivialSubdomains: true }).text,
      "examplecorp.com.attacker.example",
    );
    assert.equal(
      renderURL("https://www.example.com/", {
        mode: "host",
        omitTrivialSubdomains: true,
      }).text,
      "example.com",
    );
    assert.equal(
      renderURL("data:text/plain,hi", { mode: "host" }).text,
      "data:",
    );
  });

  it("takes this library's URL, the platform's URL and strings alike", () => {
    const href = "https://EXAMPLE.com/a/../b";
    assert.equal(renderURL(new URL(href)).text, "https://example.com/b");
    assert.equal(
      renderURL(new globalThis.URL(href)).text,
      "https://example.com/b",
    );
    assert.equal(renderURL(href).text, "https://example.com/b");
    assert.throws(() => renderURL("not a url"), TypeError);
  });

  it("renders ports, IP hosts and opaque paths", () => {
    const ip = renderURL("http://[::1]:8080/x");
    assert.equal(ip.text, "http://[::1]:8080/x");
    assert.equal(ip.hostKind, "IPv6");
    assert.equal(ip.registrableDomain, null);
    assert.equal(renderURL("http://0x7f.1/").text, "http://127.0.0.1/");
    assert.equal(
      renderURL("mailto:someone@example.com").text,
      "mailto:someone@example.com",
    );
    assert.equal(
      renderURL("https://example.com/", { showScheme: false }).text,
      "example.com/",
    );
  });
});

describe("renderURL() internationalizes", () => {
  it("shows IDN labels in Unicode and marks the registrable domain", () => {
    const shown = renderURL("https://www.xn--bcher-kva.de/caf%C3%A9");
    assert.equal(shown.text, "https://www.bücher.de/café");
    const { start, end } = shown.registrableDomain!;
    assert.equal(shown.text.slice(start, end), "bücher.de");
    assert.equal(
      renderURL("https://bücher.de/", { unicode: false }).text,
      "https://xn--bcher-kva.de/",
    );
  });

  it("keeps spoofing labels in Punycode, label by label", () => {
    const apple = renderURL("https://аррӏе.com/");
    assert.equal(apple.text, "https://xn--80ak6aa92e.com/");
    assert.deepEqual(apple.asciiLabels, ["xn--80ak6aa92e"]);
    assert.equal(
      renderURL("https://pаypal.com/").text,
      "https://xn--pypal-4ve.com/",
    );
    assert.equal(
      renderURL("https://gοοgle.com/").text,
      new URL("https://gοοgle.com/").href,
    );
    assert.equal(
      renderURL("https://bücher.аррӏе.com/").text,
      "https://bücher.xn--80ak6aa92e.com/",
    );
    assert.equal(renderURL("https://аррӏе.рф/").text, "https://аррӏе.рф/");
  });

  it("takes a label policy", () => {
    assert.equal(
      renderURL("https://аррӏе.com/", { labelPolicy: () => true }).text,
      "https://аррӏе.com/",
    );
    assert.equal(
      renderURL("https://bücher.de/", { labelPolicy: () => false }).text,
      "https://xn--bcher-kva.de/",
    );
    const seen: string[] = [];
    renderURL("https://www.bücher.de/", {
      labelPolicy: (label, context) => {
        seen.push(`${label} ${context.ascii} ${context.index}`);
        return defaultLabelPolicy(label, context);
      },
    });
    assert.deepEqual(seen, ["bücher xn--bcher-kva 1"]);
  });

  it("isolates the text and the host in left-to-right isolates when asked", () => {
    const shown = renderURL("https://xn--mgbh0fb.xn--kgbechtv/%D8%A7", {
      isolate: true,
    });
    assert.ok(
      shown.text.startsWith(LRI + "https://" + LRI + "مثال.إختبار" + PDI),
    );
    assert.ok(shown.text.endsWith("/ا" + PDI));
    assertRanges(shown.text, shown.parts);
  });

  it("never decodes the path into bidi controls, invisibles or separators", () => {
    assert.equal(
      renderURL("https://example.com/%E2%80%AEgpj.exe").text,
      "https://example.com/%E2%80%AEgpj.exe",
    );
    assert.equal(
      renderURL("https://example.com/a%2F..%2Fb").text,
      "https://example.com/a%2F..%2Fb",
    );
    assert.equal(
      renderURL("https://example.com/?q=%E2%80%8B").text,
      "https://example.com/?q=%E2%80%8B",
    );
  });
});

const ELISION_URLS = [
  "https://login.examplecorp.com.evil.com/account/settings?next=%2Fhome#top",
  "https://a.b.c.d.example.co.uk/very/long/path/with/many/segments",
  "https://user:pw@www.xn--bcher-kva.de/caf%C3%A9/%E6%97%A5?q=1",
  "http://192.168.0.1:8080/admin/index.html",
  "https://example.com./trailing/dot",
  "https://localhost/x",
  "mailto:someone@example.com",
];

describe("renderURL() elides", () => {
  it("elides the path, then host labels from the lowest, then the scheme", () => {
    const url = "https://login.examplecorp.com.evil.com/account/settings";
    assert.equal(
      renderURL(url, { maxLength: 44 }).text,
      "https://login.examplecorp.com.evil.com/acco…",
    );
    assert.equal(
      renderURL(url, { maxLength: 40 }).text,
      "https://login.examplecorp.com.evil.com/…",
    );
    assert.equal(
      renderURL(url, { maxLength: 39 }).text,
      "https://…examplecorp.com.evil.com/…",
    );
    assert.equal(
      renderURL(url, { maxLength: 23 }).text,
      "https://…com.evil.com/…",
    );
    assert.equal(renderURL(url, { maxLength: 19 }).text, "https://…evil.com/…");
    assert.equal(renderURL(url, { maxLength: 11 }).text, "…evil.com/…");
    assert.equal(renderURL(url, { maxLength: 1 }).text, "…evil.com");
    assert.equal(renderURL(url, { maxLength: 11 }).elided, true);
    assert.equal(renderURL(url).elided, false);
  });

  it("keeps the registrable domain at every maxLength (property)", () => {
    for (const url of ELISION_URLS) {
      const whole = renderURL(url);
      const wholeDomain = whole.registrableDomain === null
        ? null
        : whole.text.slice(
          whole.registrableDomain.start,
          whole.registrableDomain.end,
        );
      const wholeHost = whole.parts.find((part) => part.kind === "host")?.text;
      for (let maxLength = 0; maxLength <= whole.text.length + 2; maxLength++) {
        const shown = renderURL(url, { maxLength });
        const context = `${url} at ${maxLength}: ${shown.text}`;
        assertRanges(shown.text, shown.parts);
        const host = shown.parts.find((part) => part.kind === "host");
        if (wholeDomain !== null) {
          const { start, end } = shown.registrableDomain!;
          assert.equal(shown.text.slice(start, end), wholeDomain, context);
          assert.equal(end, host!.end, context);
        } else if (wholeHost !== undefined) {
          assert.equal(host?.text, wholeHost, context); // never elided
        }
        const fits = [...shown.text].length <= maxLength;
        const minimal = host === undefined
          ? shown.parts[0].kind === "scheme" && shown.parts.length <= 2
          : shown.parts.length === 1 &&
            (host.text === wholeHost || host.text === "…" + wholeDomain);
        assert.ok(fits || minimal, context);
        if (maxLength >= whole.text.length) {
          assert.equal(shown.text, whole.text, context);
        }
      }
    }
  });
});

describe("renderURL() shows nothing the policy forbids (property)", () => {
  it("in the host and in the decoded path, query and fragment", () => {
    /** mulberry32 */
    let seed = 0xc0ffee;
    const next = () => {
      seed = (seed + 0x6d2b79f5) >>> 0;
      let t = seed;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const labels = [
      "example",
      "bücher",
      "аррӏе",
      "pаypal",
      "пример",
      "日本",
      "مثال",
      "a\u200cb",
      "xn--zz",
      "ορτ",
    ];
    const pieces = [
      "%E2%80%AE",
      "%E2%80%8B",
      "%C3%A9",
      "%2F",
      "%20",
      "%F0%9F%94%92",
      "%00",
      "a",
      "/",
      "%CC%B8",
      "%E6%97%A5",
      "%EF%BC%8F",
    ];
    const forbidden =
      /[\p{Cc}\p{Cf}\p{Cn}\p{Co}\p{Zl}\p{Zp}\p{White_Space}\p{Bidi_Control}\p{Default_Ignorable_Code_Point}\u{1f512}\uff0f]/u;
    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
    let rendered = 0;
    for (let round = 0; round < 400; round++) {
      const host = `${pick(labels)}.${pick(labels)}.${
        pick(["com", "рф", "jp"])
      }`;
      let rest = "/";
      for (let i = 0; i < 6; i++) rest += pick(pieces);
      const input = `https://${host}${rest}?${pick(pieces)}#${pick(pieces)}`;
      if (!URL.canParse(input)) continue;
      const shown = renderURL(input);
      rendered++;
      for (const part of shown.parts) {
        if (part.kind === "host") {
          const unicode = part.text.split(".");
          unicode.forEach((label, index) => {
            if (/^[\0-\x7f]*$/.test(label)) return;
            assert.ok(
              defaultLabelPolicy(label, { ascii: "", labels: unicode, index }),
              input,
            );
          });
        } else {
          for (const char of part.text) {
            assert.doesNotMatch(char, forbidden, input);
          }
        }
      }
    }
    assert.ok(rendered > 200, `rendered ${rendered} URLs`);
  });
});
