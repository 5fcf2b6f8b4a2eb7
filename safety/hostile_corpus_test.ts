import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { HOSTILE_RESOLVER, hostileURLs } from "../tests/_hostile_urls.ts";
import { heavy } from "../tests/_heavy.ts";
import { checkAddress, checkURL } from "./mod.ts";

describe("the hostile corpus", () => {
  const corpus = hostileURLs();

  it("holds at least 150 URLs in every group", () => {
    assert.ok(corpus.length >= 150, `${corpus.length} URLs`);
    const groups = new Map<string, number>();
    for (const { group } of corpus) {
      groups.set(group, (groups.get(group) ?? 0) + 1);
    }
    assert.equal(groups.size, 6);
    for (const [group, n] of groups) assert.ok(n >= 5, `${group}: ${n}`);
  });

  it("is refused entirely, statically or at connect time", () => {
    // The whole corpus in the heavy leg; every third URL elsewhere.
    const urls = heavy() ? corpus : corpus.filter((_, i) => i % 3 === 0);
    let statically = 0, atConnect = 0;
    for (const { group, url } of urls) {
      const result = checkURL(url);
      if (!result.ok) {
        statically++;
        continue;
      }
      // A name: what guardedLookup checks, every address it resolves to.
      const addresses = HOSTILE_RESOLVER[result.url.hostname];
      assert.ok(addresses !== undefined, `${group}: ${url} passes`);
      assert.ok(
        addresses.some((address) => !checkAddress(address).ok),
        `${group}: ${url} resolves only to addresses that pass`,
      );
      atConnect++;
    }
    assert.ok(
      statically > 40 && atConnect >= 4,
      `${statically} + ${atConnect}`,
    );
  });
});
