// The query object of a URL: a URLSearchParams linked to its owner, which it
// updates after every change and which resets its list.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import {
  newLinkedSearchParams,
  resetSearchParamsList,
} from "./_url_search_params_class.ts";
import { URLSearchParams } from "./url_search_params.ts";

/**
 * A URL stand-in that records, at each update, the query it would read from
 * its params (`null` for an empty one), as `URL` does when it next needs it.
 */
class FakeOwner {
  calls: Array<string | null> = [];
  params: URLSearchParams | null = null;
  update(): void {
    const query = this.params!.toString();
    this.calls.push(query === "" ? null : query);
  }
}

/** A `URLSearchParams` linked to a {@linkcode FakeOwner}. */
function linked(query: string): { owner: FakeOwner; params: URLSearchParams } {
  const owner = new FakeOwner();
  const params = newLinkedSearchParams(() => owner.update(), query);
  owner.params = params;
  return { owner, params };
}

describe("URLSearchParams linked to a URL object", () => {
  it("reads its list from the query without updating the owner", () => {
    const { owner, params } = linked("a=1&b=%20&a=2");
    assert.equal(params.get("b"), " ");
    assert.equal(params.size, 3);
    assert.deepEqual(params.getAll("a"), ["1", "2"]);
    assert.equal(params.toString(), "a=1&b=+&a=2");
    assert.deepEqual([...params.keys()], ["a", "b", "a"]);
    assert.deepEqual(owner.calls, []);
  });

  it("updates the owner on append, which then reads the whole query", () => {
    const { owner, params } = linked("a=b ~");
    params.append("c", "d e");
    params.append("f", "");
    assert.deepEqual(owner.calls, ["a=b+%7E&c=d+e", "a=b+%7E&c=d+e&f="]);
  });

  it("updates the owner after every change, even one that changes nothing", () => {
    const { owner, params } = linked("b=1&a=2 ");
    params.delete("zzz");
    params.set("b", "3");
    params.sort();
    params.delete("a", "2 ");
    params.has("b");
    params.get("b");
    params.forEach(() => {});
    assert.deepEqual(owner.calls, [
      "b=1&a=2+",
      "b=3&a=2+",
      "a=2+&b=3",
      "b=3",
    ]);
  });

  it("sends null when the list becomes empty", () => {
    const { owner, params } = linked("a=1");
    params.delete("a");
    assert.deepEqual(owner.calls, [null]);
    params.sort();
    assert.deepEqual(owner.calls, [null, null]);
    params.append("", "");
    assert.deepEqual(owner.calls, [null, null, "="]);
  });

  it("completes 50,000 appends, the owner seeing each whole query", () => {
    const { owner, params } = linked("");
    const count = 50_000;
    for (let i = 0; i < count; i++) params.append("k", `${i} `);
    assert.equal(owner.calls.length, count);
    assert.equal(owner.calls[0], "k=0+");
    assert.equal(owner.calls[2], "k=0+&k=1+&k=2+");
    const last = owner.calls[count - 1]!;
    assert.equal(last, params.toString());
    assert.equal(last.split("&").length, count);
    assert.ok(last.endsWith(`&k=${count - 1}+`));
  });

  it("replaces the list on reset without calling the owner", () => {
    const { owner, params } = linked("a=1");
    const iterator = params.keys();
    assert.equal(iterator.next().value, "a");
    resetSearchParamsList(params, "x=1&y=2&z=3");
    assert.equal(params.toString(), "x=1&y=2&z=3");
    assert.equal(iterator.next().value, "y"); // the iterator sees the new list
    resetSearchParamsList(params, null);
    assert.equal(params.size, 0);
    assert.equal(params.toString(), "");
    assert.deepEqual(owner.calls, []);
    params.append("b", "2"); // still linked
    assert.deepEqual(owner.calls, ["b=2"]);
  });

  it("resets a list that was already changed", () => {
    const { owner, params } = linked("a=1");
    params.append("b", "2");
    resetSearchParamsList(params, "c=3");
    params.append("d", "4");
    assert.deepEqual(owner.calls, ["a=1&b=2", "c=3&d=4"]);
  });

  it("makes copies that are not linked", () => {
    const { owner, params } = linked("a=1");
    const copy = new URLSearchParams(params);
    copy.append("b", "2");
    assert.deepEqual(owner.calls, []);
    assert.equal(params.toString(), "a=1");
  });
});
