import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { parseURLStrict, STRICT_PROFILES, type StrictRule } from "./strict.ts";
import { parseURL } from "./url_parser.ts";
import { serializeURL } from "./serializer.ts";

/** The rule that refuses, or "ok"; and the position. */
function verdict(
  input: string,
  options: Parameters<typeof parseURLStrict>[1],
): string {
  const { url, refusal } = parseURLStrict(input, options);
  if (refusal === null) return `ok ${serializeURL(url)}`;
  return `${refusal.rule}@${refusal.position}`;
}

describe("parseURLStrict()", () => {
  it("parses like the URL parser when no rule is on", () => {
    for (
      const input of [
        "http://0x7f.1/",
        "https://u:p@a\\b",
        "sc:x",
        "file:///C|/x",
      ]
    ) {
      const { url, refusal } = parseURLStrict(input);
      assert.equal(refusal, null);
      assert.equal(serializeURL(url), serializeURL(parseURL(input)!));
    }
  });

  it("refuses IPv4 shorthand and non-decimal parts", () => {
    const rules = { rejectIPv4Shorthand: true };
    assert.equal(verdict("http://0x7f.1/", rules), "IPv4-shorthand@7");
    assert.equal(verdict("http://2130706433/", rules), "IPv4-shorthand@7");
    assert.equal(verdict("http://127.1/", rules), "IPv4-shorthand@7");
    assert.equal(verdict("http://010.0.0.1/", rules), "IPv4-shorthand@7");
    assert.equal(verdict("http://127.0.0.1/", rules), "ok http://127.0.0.1/");
  });

  it("refuses IPv4 addresses written with non-ASCII digits or dots", () => {
    const inputs = [
      "https://\u2460.\u2461.\u2462.\u2463",
      "https://1\u30022\u30023\u30024",
      "https://\u00b2.2.3.4",
      "https://\uff11\uff12\uff17.\uff10.\uff10.\uff11",
      "https://%E2%91%A0.%E2%91%A1.%E2%91%A2.%E2%91%A3",
    ];
    for (const input of inputs) {
      assert.equal(verdict(input, { profile: "server" }), "IPv4-shorthand@8");
      const { refusal } = parseURLStrict(input, { profile: "conforming" });
      assert.equal(
        refusal?.validationError,
        input.includes("%") ? "domain-percent-encoded" : "IPv4-non-ASCII-input",
      );
      assert.equal(
        parseURLStrict(input, {
          rejectValidationErrors: ["IPv4-non-ASCII-input"],
        }).refusal?.validationError,
        "IPv4-non-ASCII-input",
      );
      assert.equal(
        verdict(input, { profile: "valid", rejectValidationErrors: false }),
        "invalid-URL-string@8",
      );
    }
  });

  it("refuses credentials, even empty ones", () => {
    const rules = { rejectCredentials: true };
    assert.equal(verdict("https://user:pass@a/", rules), "credentials@17");
    assert.equal(verdict("https://@a/", rules), "credentials@8");
    assert.equal(
      verdict("//u@b/", { ...rules, base: "https://a/" }),
      "credentials@3",
    );
    assert.equal(verdict("https://a/@", rules), "ok https://a/@");
  });

  it("refuses backslashes, as solidus or as a kept code point", () => {
    const rules = { rejectBackslashes: true };
    assert.equal(verdict("https://a\\b", rules), "backslash@9");
    assert.equal(verdict("https:\\\\a/", rules), "backslash@6");
    assert.equal(verdict("sc://a/b\\c", rules), "backslash@8");
    assert.equal(verdict("https://a/?\\", rules), "backslash@11");
    assert.equal(verdict("https://a/%5C", rules), "ok https://a/%5C");
  });

  it("refuses non-special schemes and file:", () => {
    assert.equal(
      verdict("sc://a/", { rejectNonSpecialSchemes: true }),
      "non-special-scheme@null",
    );
    assert.equal(
      verdict("x", { rejectNonSpecialSchemes: true, base: "sc:/a" }),
      "non-special-scheme@null",
    );
    assert.equal(
      verdict("file:///etc/passwd", { rejectFileScheme: true }),
      "file-scheme@null",
    );
    assert.equal(
      verdict("file:///x", { rejectNonSpecialSchemes: true }),
      "ok file:///x",
    );
  });

  it("refuses any validation error, or only chosen ones", () => {
    assert.equal(
      verdict("https://a/b c", { rejectValidationErrors: true }),
      "validation-error@11",
    );
    const chosen = { rejectValidationErrors: ["port-invalid"] as const };
    assert.equal(verdict("https://a/b c", chosen), "ok https://a/b%20c");
    assert.equal(
      parseURLStrict("https://a/b c", { rejectValidationErrors: true }).refusal
        ?.validationError,
      "invalid-URL-unit",
    );
  });

  it("names the specific rule over the generic one", () => {
    const rules = { rejectValidationErrors: true, rejectCredentials: true };
    assert.equal(verdict("https://u@a/", rules), "credentials@9");
  });

  it("refuses a serialization longer than maxLength, not the input", () => {
    // "é" is one code unit of input and six of output.
    assert.equal(
      verdict("https://a/\u00e9", { maxLength: 16 }),
      "ok https://a/%C3%A9",
    );
    assert.equal(
      verdict("https://a/\u00e9", { maxLength: 15 }),
      "max-length@null",
    );
    assert.equal(
      verdict("https://a/b/../../../c", { maxLength: 11 }),
      "ok https://a/c",
    );
  });

  it("refuses input longer than maxInputLength before parsing", () => {
    assert.equal(
      verdict("https://a/bc", { maxInputLength: 11 }),
      "max-input-length@null",
    );
    assert.equal(
      verdict("https://a/b", { maxInputLength: 11 }),
      "ok https://a/b",
    );
  });

  it("can require a valid URL string", () => {
    const rules = { requireValidURLString: true };
    assert.equal(verdict("https://a/[", rules), "invalid-URL-string@10");
    assert.equal(
      verdict("../x", { ...rules, base: "https://a/b/c" }),
      "ok https://a/x",
    );
  });

  it("reports parse failure with the last validation error", () => {
    const { refusal } = parseURLStrict("https://a:99999/");
    assert.equal(refusal?.rule, "parse-failure");
    assert.equal(refusal?.validationError, "port-out-of-range");
    assert.match(refusal!.message, /https:\/\/a:99999\//);
    assert.equal(verdict("x", {}), "parse-failure@0"); // missing-scheme-non-relative-URL
    assert.equal(verdict("x", { base: "not a url" }), "parse-failure@null");
  });

  it("applies a named profile, with the options beside it overriding it", () => {
    assert.equal(
      verdict("https://u@a/", { profile: "server" }),
      "credentials@9",
    );
    assert.equal(
      verdict("https://u@a/", { profile: "server", rejectCredentials: false }),
      "ok https://u@a/",
    );
    assert.equal(
      verdict("https://a/ b", { profile: "conforming" }),
      "validation-error@10",
    );
    assert.equal(verdict("https://a/", { profile: "valid" }), "ok https://a/");
    assert.equal(
      verdict("sc:x", { profile: "server" }),
      "non-special-scheme@null",
    );
    const rules = new Set<StrictRule>();
    for (
      const input of [
        "http://1/",
        "https://u@a/",
        "https:\\\\a",
        "sc:x",
        "file:///",
      ]
    ) {
      rules.add(parseURLStrict(input, { profile: "server" }).refusal!.rule);
    }
    assert.equal(rules.size, 5);
    assert.equal(STRICT_PROFILES.conforming.rejectValidationErrors, true);
  });
});
