import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { addressFragment, inputsFromAddress, withArticle } from "./address.ts";

describe("the viewer's address", () => {
  it("reads the inputs from the fragment", () => {
    assert.deepEqual(
      inputsFromAddress("", "#url=a%3Fb%23c&base=https%3A%2F%2Fx%2F"),
      {
        url: "a?b#c",
        base: "https://x/",
      },
    );
  });

  it("reads the inputs from the query (?url=…&base=…)", () => {
    assert.deepEqual(inputsFromAddress("?url=a+b&base=https://x/", ""), {
      url: "a b",
      base: "https://x/",
    });
    assert.deepEqual(inputsFromAddress("?url=x", ""), { url: "x", base: "" });
  });

  it("prefers the fragment, which typing rewrites, to the query", () => {
    assert.deepEqual(inputsFromAddress("?url=old", "#url=new"), {
      url: "new",
      base: "",
    });
    assert.deepEqual(inputsFromAddress("?url=old", "#other=1"), {
      url: "old",
      base: "",
    });
  });

  it("gives null without a url in either", () => {
    assert.equal(inputsFromAddress("", ""), null);
    assert.equal(inputsFromAddress("?base=x", "#"), null);
  });

  it("writes a fragment that reads back the same", () => {
    for (
      const inputs of [{ url: "a?b#c&d=e", base: "https://x/y z" }, {
        url: "",
        base: "",
      }]
    ) {
      assert.deepEqual(inputsFromAddress("", addressFragment(inputs)), inputs);
    }
    assert.equal(addressFragment({ url: "x", base: "" }), "#url=x");
  });

  it('says "an absolute-URL-with-fragment string", "a path-absolute-URL string"', () => {
    assert.equal(
      withArticle("absolute-URL-with-fragment string"),
      "an absolute-URL-with-fragment string",
    );
    assert.equal(
      withArticle("relative-URL-with-fragment string"),
      "a relative-URL-with-fragment string",
    );
    assert.equal(withArticle("URL-scheme string"), "a URL-scheme string");
  });
});
