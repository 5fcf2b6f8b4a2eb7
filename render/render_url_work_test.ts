// renderURL() does work linear in the URL's length on hosts of many labels,
// with and without maxLength. Work is counted, never timed: the characters
// the renderer walks, measures and joins (through render/_work.ts's count)
// and, from outside, every character Array.prototype.join produces while it
// runs. Wall-clock growth is in bench/complexity_bench.ts.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { renderURL } from "./render_url.ts";
import { countWork } from "./_work.ts";

/** Hosts of `n` labels in every kind the renderer elides label by label. */
const SHAPES: readonly [string, (n: number) => string][] = [
  ["a domain host", (n) => "https://" + "a.".repeat(n) + "com/"],
  ["an IDN host", (n) => "https://" + "xn--bcher-kva.".repeat(n) + "com/p"],
  ["an opaque host", (n) => "foo://" + "a.".repeat(n) + "b/"],
  [
    "a percent-encoded opaque host",
    (n) => "ssh://" + "%C3%A9.".repeat(n) + "b/",
  ],
  ["a blob: URL's host", (n) => "blob:https://" + "a.".repeat(n) + "com/x"],
];

/** Limits that keep most labels, half of them, or none. */
function limits(url: string): (number | undefined)[] {
  return [undefined, url.length - 20, Math.floor(url.length / 2), 40, 3, 0];
}

/** The work of one render: counted units and characters joined. */
function measure(url: string, maxLength: number | undefined) {
  const join = Array.prototype.join;
  let joined = 0;
  Array.prototype.join = function (this: unknown[], separator?: string) {
    const text = join.call(this, separator);
    joined += text.length;
    return text;
  };
  try {
    const units = countWork(() => renderURL(url, { maxLength }));
    return { units, joined };
  } finally {
    Array.prototype.join = join;
  }
}

describe("renderURL() works in linear time (counted)", () => {
  for (const [name, make] of SHAPES) {
    it(`on ${name} of many labels, at every maxLength`, () => {
      const small = make(500);
      const large = make(4000);
      for (let i = 0; i < limits(small).length; i++) {
        const a = measure(small, limits(small)[i]);
        const b = measure(large, limits(large)[i]);
        const what = `${name}, limit #${i}`;
        // Eight times the labels: at most eight times the work, and a few
        // units per character of the URL.
        assert.ok(b.units <= 4 * large.length, `${what}: ${b.units} units`);
        assert.ok(b.joined <= 4 * large.length, `${what}: ${b.joined} joined`);
        assert.ok(
          b.units <= 9 * Math.max(a.units, 1),
          `${what}: units grew ${b.units / a.units} times`,
        );
        assert.ok(
          b.joined <= 9 * Math.max(a.joined, 1),
          `${what}: characters joined grew ${b.joined / a.joined} times`,
        );
      }
    });
  }

  it("counts the work it is shown (the count is not empty)", () => {
    const url = SHAPES[0][1](100);
    assert.ok(measure(url, 40).units >= url.length / 2);
    assert.ok(measure(SHAPES[1][1](100), undefined).joined > 0);
  });
});
