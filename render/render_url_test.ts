import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URL } from "../api/mod.ts";
import { domainToUnicode } from "../host/mod.ts";
import { defaultLabelPolicy } from "./label_policy.ts";
import { renderURL } from "./render_url.ts";
import fc from "fast-check";
import { parsableURL } from "../tests/_arbitraries.ts";

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
    assert.equal(renderURL(url, { maxLength: 8 }).text, "…vil.com"); // the end stays
    assert.equal(renderURL(url, { maxLength: 1 }).text, "…");
    assert.equal(renderURL(url, { maxLength: 0 }).text, "");
    assert.equal(renderURL(url, { maxLength: 11 }).elided, true);
    assert.equal(renderURL(url).elided, false);
  });

  it("keeps the registrable domain, or its end, at every maxLength", () => {
    for (const url of ELISION_URLS) {
      const whole = renderURL(url);
      const wholeDomain = whole.registrableDomain === null
        ? null
        : whole.text.slice(
          whole.registrableDomain.start,
          whole.registrableDomain.end,
        );
      for (let maxLength = 0; maxLength <= whole.text.length + 2; maxLength++) {
        const shown = renderURL(url, { maxLength });
        const context = `${url} at ${maxLength}: ${shown.text}`;
        assertRanges(shown.text, shown.parts);
        assert.ok([...shown.text].length <= maxLength, context);
        const host = shown.parts.find((part) => part.kind === "host");
        if (wholeDomain !== null && host !== undefined) {
          const { start, end } = shown.registrableDomain!;
          const visible = shown.text.slice(start, end);
          assert.ok(wholeDomain.endsWith(visible), context);
          assert.equal(end, host.end, context);
          if (visible !== wholeDomain) {
            assert.equal(host.text, "…" + visible, context);
          }
        }
        if (maxLength >= whole.text.length) {
          assert.equal(shown.text, whole.text, context);
        }
      }
    }
  });

  it("honours maxLength for URLs without a host, isolate marks included", () => {
    const mail = "mailto:someone@example.com";
    assert.equal(renderURL(mail, { maxLength: 5 }).text, "mail…");
    assert.equal(
      renderURL(mail, { maxLength: 5, isolate: true }).text,
      LRI + "ma…" + PDI,
    );
    const isolated = renderURL("https://www.example.com/path", {
      maxLength: 16,
      isolate: true,
    });
    assert.equal(isolated.text, LRI + LRI + "…example.com" + PDI + PDI);
  });

  it("never cuts an opaque host inside a percent-escape", () => {
    const url = "ssh://аррӏе.com/";
    for (let maxLength = 1; maxLength < 30; maxLength++) {
      const host = renderURL(url, { maxLength }).parts.find((p) =>
        p.kind === "host"
      )!;
      assert.doesNotMatch(host.text, /^…[0-9A-F]/, String(maxLength));
      assert.ok([...host.text].length <= maxLength, String(maxLength));
    }
  });

  it("never cuts inside a percent-escape", () => {
    const url = "https://example.com/a%2Fb%2Fc";
    for (let maxLength = 20; maxLength < 30; maxLength++) {
      const path = renderURL(url, { maxLength }).parts.find((p) =>
        p.kind === "path"
      );
      assert.doesNotMatch(path?.text ?? "", /%[0-9A-F]?…$/, String(maxLength));
    }
  });
});

describe("renderURL() honours maxLength (property)", () => {
  it("over random URLs, lengths, modes and isolation", () => {
    const escapes = (text: string) =>
      [...text.matchAll(/%[0-9A-Fa-f]{2}/g)].map((m) => m.index!);
    fc.assert(
      fc.property(
        parsableURL,
        fc.nat(90),
        fc.boolean(),
        fc.constantFrom("full", "host"),
        (input, maxLength, isolate, mode) => {
          fc.pre(URL.canParse(input));
          const options = { isolate, mode } as const;
          const whole = renderURL(input, options);
          const shown = renderURL(input, { ...options, maxLength });
          const context = `${input} at ${maxLength}: ${shown.text}`;
          assert.ok([...shown.text].length <= maxLength, context);
          assert.ok(shown.text.isWellFormed(), context);
          for (const part of shown.parts) {
            const full = whole.parts.find((p) => p.kind === part.kind)!;
            if (!part.elided) continue;
            if (part.kind === "host") {
              const kept = part.text.replace(/^…/, "");
              const cut = full.text.length - kept.length;
              assert.ok(full.text.endsWith(kept), context);
              for (const at of escapes(full.text)) {
                assert.ok(!(at < cut && cut < at + 3), context);
              }
              continue;
            }
            const kept = part.text.replace(/…$/, "");
            assert.ok(full.text.startsWith(kept), context);
            for (const at of escapes(full.text)) {
              assert.ok(!(at < kept.length && kept.length < at + 3), context);
            }
          }
        },
      ),
      { numRuns: 400, seed: 35 },
    );
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

describe("renderURL() puts every host through the label policy", () => {
  it("shows the issue's spoofed hosts in Punycode", () => {
    const cases: [string, string][] = [
      ["https://xn--80a2aa36b4b.com/", "https://xn--80a2aa36b4b.com/"],
      ["https://xn--zhjhb.com/", "https://xn--zhjhb.com/"],
      ["https://xn--pypl-q5bc.com/", "https://xn--pypl-q5bc.com/"],
      ["https://xn--appe-2kb.com/", "https://xn--appe-2kb.com/"],
      [
        "https://paypal.xn--comlogin-634g.example.com/",
        "https://paypal.xn--comlogin-634g.example.com/",
      ],
      [
        "https://www.paypal.com.xn--6iiaaaaa.evil.com/",
        "https://www.paypal.com.xn--6iiaaaaa.evil.com/",
      ],
      ["https://a.example/%E2%A0%80", "https://a.example/%E2%A0%80"],
    ];
    for (const [input, text] of cases) {
      assert.equal(renderURL(input).text, text, input);
    }
  });

  it("shows case-mapped look-alikes in Punycode in every URL form", () => {
    // Typed with an uppercase Ь (read as b), shown with IDNA's lowercase ь.
    for (const label of ["ҽЬау", "гоЬӀох", "һѕЬс"]) {
      const shown = domainToUnicode(new URL(`https://${label}.com/`).hostname)
        .split(".")[0];
      assert.match(shown, /ь/u);
      for (const url of [`https://${label}.com/login`, `wss://${label}.com/`]) {
        const ascii = new URL(url);
        assert.equal(renderURL(url).text, ascii.href, url);
        const www = new URL(url.replace("//", "//www."));
        assert.equal(renderURL(www.href).text, www.href, www.href);
        assert.equal(renderURL(www, { mode: "host" }).text, www.hostname);
        assert.equal(renderURL("blob:" + url).text, "blob:" + ascii.href);
        assert.equal(
          renderURL("blob:" + www.href, { mode: "host" }).text,
          www.hostname,
        );
      }
      const opaque = renderURL(`ssh://${label}.com/`);
      assert.ok(!opaque.text.includes(shown), opaque.text);
      assert.equal(opaque.asciiLabels.length, 1);
    }
  });

  it("keeps common Russian domains with ь, ы and з in Unicode", () => {
    // Words with the letters whose uppercase reads as ASCII (Ь b, Ы bl,
    // З 3), each with a letter that reads as no ASCII, under the
    // top-level domains Cyrillic names are registered under.
    const hosts = [
      "деньги.рф",
      "связь.рф",
      "жизнь.рф",
      "мебель.рф",
      "недвижимость.рф",
      "путь.рф",
      "сеть.рф",
      "область.рф",
      "учитель.рф",
      "здоровье.рф",
      "семья.рф",
      "письмо.рф",
      "музыка.рф",
      "бизнес.рф",
      "рынок.рф",
      "язык.рф",
      "кремль.москва",
      "путеводитель.рф",
      "магазин.онлайн",
      "новосибирская-область.рф",
      "мебель.com",
      "недвижимость.com",
      "деньги.com",
      "связь.net",
      "жизнь.org",
      "музыка.com",
      "зеркало.com",
      "мысль.com",
      "подъезд.рф",
      "сыр.рф",
    ];
    for (const host of hosts) {
      assert.equal(renderURL(`https://${host}/`).text, `https://${host}/`);
      assert.equal(
        renderURL(`https://www.${host}/`).text,
        `https://www.${host}/`,
      );
      assert.equal(renderURL(`ssh://${host}/`).text, `ssh://${host}/`);
    }
    // A word whose every letter reads as ASCII is a whole-script
    // look-alike under .com, as берег (6eper) is.
    for (const word of ["гусь", "берег"]) {
      const url = new URL(`https://${word}.com/`);
      assert.equal(renderURL(url).text, url.href);
    }
  });

  it("keeps look-alike opaque hosts percent-encoded, %2E never a dot", () => {
    assert.equal(
      renderURL("ssh://аррӏе.com/").text,
      "ssh://%D0%B0%D1%80%D1%80%D3%8F%D0%B5.com/",
    );
    assert.equal(renderURL("foo://paypal%2Ecom/").text, "foo://paypal%2Ecom/");
    assert.equal(renderURL("ssh://пример.com/").text, "ssh://пример.com/");
    assert.deepEqual(renderURL("ssh://аррӏе.com/").asciiLabels, [
      "%D0%B0%D1%80%D1%80%D3%8F%D0%B5",
    ]);
  });

  it("renders a blob: URL's inner URL under the policy, credentials hidden", () => {
    assert.equal(
      renderURL("blob:https://аррӏе.com/uuid").text,
      "blob:https://xn--80ak6aa92e.com/uuid",
    );
    const shown = renderURL("blob:https://paypal.com@evil.com/x");
    assert.equal(shown.text, "blob:https://evil.com/x");
    assert.equal(shown.credentialsHidden, true);
    assert.equal(
      renderURL("blob:https://аррӏе.com/uuid", { mode: "host" }).text,
      "xn--80ak6aa92e.com",
    );
    const range = renderURL("blob:https://www.bücher.de/x").registrableDomain!;
    assert.equal(
      renderURL("blob:https://www.bücher.de/x").text.slice(
        range.start,
        range.end,
      ),
      "bücher.de",
    );
  });
});
