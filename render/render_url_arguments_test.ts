// renderURL()'s arguments: maxLength as Web IDL's [EnforceRange] unsigned
// long, and the same TypeError for a URL that does not parse whether it is
// given as a string or as an object's href.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { URL } from "../api/mod.ts";
import { renderURL } from "./render_url.ts";

const URL_TEXT = "https://www.example.com/a/b";

/** The text at a limit given as a plain number. */
const at = (limit: number) => renderURL(URL_TEXT, { maxLength: limit }).text;

/** The text at a limit given as any value. */
const given = (limit: unknown) =>
  renderURL(URL_TEXT, { maxLength: limit as number }).text;

describe("renderURL() converts maxLength as [EnforceRange] unsigned long", () => {
  it("truncates a fraction toward zero", () => {
    assert.equal(given(2.7), at(2));
    assert.equal([...given(2.7)].length, 2);
    assert.equal(given(0.5), at(0));
    assert.equal(given(0.5), "");
    assert.equal(given(-0.9), at(0)); // IntegerPart(-0.9) is -0, then +0
    assert.equal(given(-0), at(0));
    assert.equal(given(20.99), at(20));
  });

  it("converts with ToNumber first", () => {
    assert.equal(given("12"), at(12));
    assert.equal(given(" 7 "), at(7));
    assert.equal(given(true), at(1));
    assert.equal(given(null), at(0));
    assert.equal(given([9]), at(9));
    assert.equal(given({ valueOf: () => 15 }), at(15));
    assert.equal(given(undefined), renderURL(URL_TEXT).text); // no limit
  });

  it("throws a TypeError for NaN, infinities and values out of range", () => {
    const bad: unknown[] = [
      NaN,
      "abc",
      {},
      () => 1,
      [1, 2],
      Infinity,
      -Infinity,
      -1,
      -1.5,
      2 ** 32,
      2 ** 53,
      Number.MAX_VALUE,
      "-5",
      "1e10",
    ];
    for (const value of bad) {
      assert.throws(() => given(value), TypeError, String(value));
    }
    // ToNumber's own TypeErrors.
    assert.throws(() => given(Symbol("n")), TypeError);
    assert.throws(() => given(10n), TypeError);
    assert.throws(() => given({ valueOf: () => Symbol() }), TypeError);
  });

  it("accepts the whole unsigned long range", () => {
    assert.equal(given(2 ** 32 - 1), renderURL(URL_TEXT).text);
    assert.equal(given(2 ** 32 - 0.5), renderURL(URL_TEXT).text);
    assert.equal(given(0), "");
  });

  it("keeps the message short for a huge value", () => {
    const huge = "x".repeat(1_000_000);
    assert.throws(() => given(huge), (error: Error) => {
      assert.ok(error instanceof TypeError);
      assert.ok(error.message.length < 200, `${error.message.length}`);
      return true;
    });
  });
});

describe("renderURL() throws the URL constructor's TypeError", () => {
  it("for a string and for an object's href alike", () => {
    const caught = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error as TypeError & { code?: string; input?: string };
      }
      assert.fail("did not throw");
    };
    for (const input of ["not a url", "https://exa mple.com/", ""]) {
      const fromString = caught(() => renderURL(input));
      const fromHref = caught(() => renderURL({ href: input }));
      const fromConstructor = caught(() => new URL(input));
      for (const error of [fromString, fromHref]) {
        assert.ok(error instanceof TypeError, input);
        assert.equal(error.code, "ERR_INVALID_URL", input);
        assert.equal(error.input, input);
      }
      assert.equal(fromHref.message, fromString.message);
      assert.equal(fromHref.message, fromConstructor.message);
    }
  });

  it("renders an object's href as the string form renders", () => {
    const href = "https://user@www.xn--bcher-kva.de/%C3%A9";
    assert.deepEqual(renderURL({ href }), renderURL(href));
    assert.deepEqual(
      renderURL({ href: "HTTPS://EXAMPLE.COM/a/../b" }).text,
      "https://example.com/b",
    );
  });
});
