// The webidl2js wrapper against whatwg-url@17.3.0's, installed into global
// objects that stand for windows (each with a TypeError of its own, as a
// jsdom window's realm has; a vm realm needs Node, this runs everywhere):
// per-global classes, whose errors, the wrapper functions, and every WPT
// URL and setter case through the installed classes.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import * as referenceWrapper from "whatwg-url/webidl2js-wrapper.js";
import * as ourWrapper from "./webidl2js_wrapper.ts";
import { URL_ATTRIBUTES } from "../tests/_url_attributes.ts";
import {
  Differences,
  setterCases,
  urlTestCases,
} from "../tests/_whatwg_url_differential.ts";

// deno-lint-ignore no-explicit-any
type Any = any;

/** A new window-like global with both interfaces of `api` installed. */
function window(api: Any): Any {
  const global = {
    Array,
    Object,
    Promise,
    String,
    TypeError: class WindowTypeError extends TypeError {},
  };
  api.URL.install(global, ["Window"]);
  api.URLSearchParams.install(global, ["Window"]);
  return global;
}

/** What a URL object shows, or the realm-checked error it threw. */
function observe(global: Any, make: () => Any): unknown {
  try {
    const url = make();
    return {
      ...Object.fromEntries(URL_ATTRIBUTES.map((name) => [name, url[name]])),
      params: [...url.searchParams],
      json: url.toJSON(),
      string: String(url),
    };
  } catch (error) {
    if (error instanceof global.TypeError) return "TypeError of the window";
    if (error instanceof TypeError) return "TypeError of the library's realm";
    throw error;
  }
}

describe("webidl2js wrapper against whatwg-url@17.3.0's", () => {
  const ours = window(ourWrapper);
  const theirs = window(referenceWrapper);

  it("gives each global its own classes, instanceof and conversion TypeError", () => {
    const other = window(ourWrapper);
    assert.notEqual(ours.URL, other.URL);
    assert.notEqual(ours.URLSearchParams, other.URLSearchParams);
    const url = new ours.URL("https://example.com/?a=1");
    assert.ok(url instanceof ours.URL);
    assert.ok(!(url instanceof other.URL));
    assert.ok(url.searchParams instanceof ours.URLSearchParams);
    assert.equal(url.searchParams, url.searchParams);
    assert.equal(ours.webkitURL, ours.URL);
    for (const global of [ours, theirs]) {
      // Conversions throw the window's TypeError; an invalid URL throws the
      // library's (whatwg-url's URL-impl.js does so too).
      assert.throws(() => new global.URL(), global.TypeError);
      assert.throws(() => new global.URL(Symbol()), global.TypeError);
      assert.throws(() => new global.URL("nope"), TypeError);
      assert.throws(() => new global.URLSearchParams([["a"]]), TypeError);
      assert.equal(
        Object.prototype.toString.call(new global.URL("a:b")),
        "[object URL]",
      );
    }
  });

  it("defines the same members, enumerable, as whatwg-url's classes", () => {
    for (const name of ["URL", "URLSearchParams"]) {
      const names = (global: Any) =>
        Object.entries(Object.getOwnPropertyDescriptors(global[name].prototype))
          .map(([key, d]) => [key, d.enumerable, typeof d.get, typeof d.set])
          .sort();
      assert.deepEqual(names(ours), names(theirs));
      assert.deepEqual(
        Object.keys(ours[name]).sort(),
        Object.keys(theirs[name]).sort(),
      );
    }
  });

  it("is(), isImpl(), convert(), create(), createImpl(), new() and setup() agree", () => {
    for (const api of [ourWrapper, referenceWrapper] as Any[]) {
      const global = api === ourWrapper ? ours : theirs;
      const wrapper = new global.URL("https://example.com/");
      const impl = api.URL.convert(global, wrapper);
      assert.equal(api.URL.is(wrapper), true);
      assert.equal(api.URL.is(impl), false);
      assert.equal(api.URL.isImpl(impl), true);
      assert.equal(api.URL.isImpl(wrapper), false);
      assert.equal(api.URLSearchParams.is(wrapper), false);
      assert.equal(impl.href, "https://example.com/");
      assert.throws(() => api.URL.convert(global, {}), global.TypeError);
      const made = api.URL.create(global, ["/x", "https://example.com/a"]);
      assert.ok(made instanceof global.URL);
      assert.equal(made.href, "https://example.com/x");
      const madeImpl = api.URL.createImpl(global, ["https://a.example/"]);
      assert.equal(api.URL.isImpl(madeImpl), true);
      assert.equal(madeImpl.href, "https://a.example/");
      const blank = api.URL.new(global);
      assert.equal(api.URL.isImpl(blank), true);
      const target = Object.create(global.URL.prototype);
      assert.equal(
        api.URL.setup(target, global, ["https://b.example/"]),
        target,
      );
      assert.equal(target.href, "https://b.example/");
      const params = api.URLSearchParams.create(global, ["a=1&b=2"]);
      assert.equal(api.URLSearchParams.is(params), true);
      assert.equal(params.toString(), "a=1&b=2");
      assert.equal(
        api.URLSearchParams.convert(global, params).get("b"),
        "2",
      );
    }
  });

  it("parses every WPT URL as whatwg-url's class does", () => {
    const d = new Differences();
    for (const c of urlTestCases()) {
      const args = c.base === null ? [c.input] : [c.input, c.base];
      d.equal(
        observe(ours, () => new ours.URL(...args)),
        observe(theirs, () => new theirs.URL(...args)),
        () => `<${c.input}> against <${c.base}>`,
      );
      d.equal(
        ours.URL.canParse(...args),
        theirs.URL.canParse(...args),
        () => `canParse <${c.input}>`,
      );
    }
    d.check(1500);
  });

  it("runs every WPT setter case as whatwg-url's class does", () => {
    const d = new Differences();
    for (const c of setterCases()) {
      const set = (global: Any) => () => {
        const url = new global.URL(c.href);
        url[c.attribute] = c.new_value;
        return url;
      };
      d.equal(
        observe(ours, set(ours)),
        observe(theirs, set(theirs)),
        () => `${c.attribute} = <${c.new_value}> on <${c.href}>`,
      );
    }
    d.check(200);
  });

  it("URLSearchParams methods and forEach match", () => {
    const run = (global: Any) => {
      const params = new global.URLSearchParams("b=2&a=1&a=3&c");
      const seen: unknown[] = [];
      params.forEach(
        function (this: unknown, value: string, key: string, p: unknown) {
          seen.push([key, value, p === params, this]);
          if (key === "b") params.delete("c");
        },
        7,
      );
      params.append("d", "4 5");
      params.sort();
      params.set("a", "x");
      return {
        seen,
        string: params.toString(),
        size: params.size,
        all: params.getAll("a"),
        has: [params.has("a", "x"), params.has("a", "1"), params.has("z")],
        keys: [...params.keys()],
        copy: new global.URLSearchParams(params).toString(),
        record: new global.URLSearchParams({ x: "1", y: "2" }).toString(),
      };
    };
    assert.deepEqual(run(ours), run(theirs));
  });
});
