import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { defaultLabelPolicy } from "./label_policy.ts";
import { displayOpaqueHost } from "./opaque_host.ts";
import { renderURL } from "./render_url.ts";

/** Every code point of the combining mark classes, by class. */
function marksByClass(): Map<string, string[]> {
  const classes = new Map<string, string[]>(
    ["Mn", "Mc", "Me"].map((name) => [name, []]),
  );
  for (let code = 0; code <= 0x10ffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const char = String.fromCodePoint(code);
    if (!/\p{M}/u.test(char)) continue;
    const name = [...classes.keys()].find((c) =>
      new RegExp(`\\p{${c}}`, "u").test(char)
    )!;
    classes.get(name)!.push(char);
  }
  return classes;
}

describe("displayOpaqueHost()", () => {
  it("keeps a label that starts with a combining mark encoded, every mark", () => {
    const classes = marksByClass();
    // Unicode 15 has 1,985 Mn, 452 Mc and 13 Me; later versions add more.
    assert.ok(classes.get("Mn")!.length >= 1900, "Mn");
    assert.ok(classes.get("Mc")!.length >= 440, "Mc");
    assert.ok(classes.get("Me")!.length >= 13, "Me");
    const shown: string[] = [];
    let rendered = 0;
    for (const marks of classes.values()) {
      for (const mark of marks) {
        const label = encodeURIComponent(mark);
        for (
          const url of [
            `foo://${label}evil.com/`,
            `foo://a.${label}evil.com/`,
            `ssh://${label}/`,
            `blob:foo://${label}evil.com/x`,
          ]
        ) {
          const text = renderURL(url).text;
          rendered++;
          if (text.includes(mark)) shown.push(`${url} as ${text}`);
        }
        const host = `${label}evil.com`;
        const [first] = displayOpaqueHost(host, defaultLabelPolicy).labels;
        if (first !== `${label}evil`) shown.push(`${host} as ${first}`);
      }
    }
    const total = [...classes.values()].reduce((n, l) => n + l.length, 0);
    assert.equal(rendered, 4 * total);
    assert.deepEqual(shown.slice(0, 10), [], `${shown.length} shown`);
  });

  it("still decodes a mark after a letter of the label", () => {
    // мой with its й decomposed: и and a combining breve.
    assert.equal(
      renderURL("foo://%D0%BC%D0%BE%D0%B8%CC%86.com/").text,
      "foo://мои\u0306.com/",
    );
    assert.equal(
      renderURL("foo://%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80.com/").text,
      "foo://пример.com/",
    );
  });
});
