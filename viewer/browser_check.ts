// The live viewer in real headless Chromium (a test the matrix's viewer
// step runs, named so that `deno task test` leaves it: it writes the page
// and needs a browser): the built page is opened as a
// file with every network request refused, inputs are typed, and the
// components and error marks are read back from the DOM. A screenshot is
// saved beside the page.

import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { type Browser, chromium, type Page } from "playwright-core";
import { URL } from "../api/mod.ts";
import { basicURLParse } from "../parser/mod.ts";
import { buildViewer, VIEWER_DIST } from "../scripts/build_viewer.ts";
import { CHROMIUM_ARGS } from "../tests/runners/browser.ts";
import { findChromium } from "../scripts/_runtimes.ts";
import { URL_ATTRIBUTES } from "../tests/_url_attributes.ts";

const GETTERS = URL_ATTRIBUTES;

let browser: Browser;
let page: Page;
let pageURL: string;
const requests: string[] = [];

/** Types a URL and a base into the page. */
async function type(url: string, base = ""): Promise<void> {
  await page.fill("#base", base);
  await page.fill("#url", url);
}

/** What the page shows for each getter, urlstd's column. */
async function shownComponents(): Promise<Record<string, string>> {
  const shown: Record<string, string> = {};
  for (const name of GETTERS) {
    shown[name] = await page.textContent(`[data-component="${name}"]`) ?? "";
  }
  return shown;
}

/** The error marks: name and position. */
async function marks(): Promise<string[]> {
  return await page.$$eval(
    "[data-error]",
    (nodes) =>
      nodes.map((node) =>
        `${node.getAttribute("data-error")}@${
          node.getAttribute("data-position")
        }`
      ),
  );
}

/** The validation errors the parser reports, as the page should mark them. */
function expectedMarks(input: string, base = ""): string[] {
  const found: string[] = [];
  basicURLParse(input, {
    base: base === "" ? undefined : basicURLParse(base) ?? undefined,
    report: (name, position) => found.push(`${name}@${position}`),
  });
  return found.sort();
}

describe("the live URL viewer in headless Chromium", () => {
  before(async () => {
    const path = await buildViewer();
    pageURL = pathToFileURL(path).href;
    const { found, tried } = await findChromium();
    assert.ok(found !== undefined, `no Chromium at ${tried.join(", ")}`);
    browser = await chromium.launch({
      executablePath: found,
      args: CHROMIUM_ARGS,
    });
    page = await browser.newPage();
    await page.route("**/*", (route) => {
      const url = route.request().url();
      if (url.startsWith("file:")) return route.continue();
      requests.push(url);
      return route.abort();
    });
    await page.goto(pageURL);
  });

  after(async () => {
    await browser?.close();
  });

  it("shows every component as urlstd's URL gives it", async () => {
    for (
      const [input, base] of [
        ["https://user@EXAMPLE.com:443/a/../b c?q=1#frag", ""],
        ["../img/logo.png?v=2", "https://example.org/docs/intro"],
        ["http://0x7f.1/", ""],
        ["https://bücher.example/straße", ""],
      ]
    ) {
      await type(input, base);
      const url = base === "" ? new URL(input) : new URL(input, base);
      const expected: Record<string, string> = {};
      for (const name of GETTERS) expected[name] = url[name];
      assert.deepEqual(await shownComponents(), expected, input);
    }
  });

  it("marks each validation error with its spec name at its position", async () => {
    for (
      const [input, base] of [
        ["https://user@EXAMPLE.com:443/a/../b c?q=1#frag", ""],
        ["https:\\\\example.com\\a b", ""],
        ["  http://a\tb/%zz", ""],
        ["//x", "https://example.org/"],
      ]
    ) {
      await type(input, base);
      assert.deepEqual(
        (await marks()).sort(),
        expectedMarks(input, base),
        input,
      );
    }
    await type("https://example.com/");
    assert.deepEqual(await marks(), []);
  });

  it("shows the host, its public suffix, registrable domain and display form", async () => {
    await type("https://user@www.EXAMPLE.co.uk/caf%C3%A9");
    assert.equal(await page.textContent("#host-kind"), "domain");
    assert.equal(await page.textContent("#public-suffix"), "co.uk");
    assert.equal(
      await page.textContent("#registrable-domain"),
      "example.co.uk",
    );
    assert.equal(
      await page.textContent("#rendered"),
      "https://www.example.co.uk/café",
    );
    assert.equal(await page.textContent("#rendered strong"), "example.co.uk");
  });

  it("marks where the browser's own URL differs", async () => {
    await type("https://example.com/");
    assert.equal(await page.$$eval("tr.differs", (rows) => rows.length), 0);
    await type("not a url");
    assert.equal(await page.textContent('[data-component="href"]'), "failure");
    assert.equal(await page.textContent('[data-browser="href"]'), "failure");
  });

  it("says whether the input is a valid URL string", async () => {
    await type("https://example.com/a");
    assert.equal(
      await page.getAttribute("#valid-url-string", "data-valid"),
      "true",
    );
    await type("https://example.com/a b");
    assert.equal(
      await page.getAttribute("#valid-url-string", "data-valid"),
      "false",
    );
    assert.equal(
      await page.getAttribute("[data-grammar]", "data-position"),
      "21",
    );
    assert.equal(
      await page.getAttribute("[data-grammar]", "data-grammar"),
      "path-absolute-URL string",
    );
  });

  it("keeps the inputs in the address and restores them from it", async () => {
    await type("a?b#c", "https://example.org/x/");
    const address = await page.evaluate(() => location.href);
    assert.ok(address.includes("#url="), address);
    const again = await browser.newPage();
    await again.goto(address);
    assert.equal(await again.inputValue("#url"), "a?b#c");
    assert.equal(await again.inputValue("#base"), "https://example.org/x/");
    assert.equal(
      await again.textContent('[data-component="href"]'),
      "https://example.org/x/a?b#c",
    );
    await again.close();
  });

  it("takes the inputs from a query too (?url=…&base=…)", async () => {
    const again = await browser.newPage();
    await again.goto(
      pageURL + "?url=" + encodeURIComponent("../c d") + "&base=" +
        encodeURIComponent("https://example.org/a/b"),
    );
    assert.equal(await again.inputValue("#url"), "../c d");
    assert.equal(await again.inputValue("#base"), "https://example.org/a/b");
    assert.equal(
      await again.textContent('[data-component="href"]'),
      "https://example.org/c%20d",
    );
    assert.match(
      (await again.textContent("#valid-url-string")) ?? "",
      /^Not a valid URL string: as a relative-URL-with-fragment string/,
    );
    await again.close();
  });

  it("works without a network and saves a screenshot", async () => {
    await page.goto(
      pageURL + "#url=" +
        encodeURIComponent("https://user@EXAMPLE.com:443/a/../b c?q=1#frag"),
    );
    const shot = join(VIEWER_DIST, "screenshot.png");
    await page.screenshot({ path: shot, fullPage: true });
    assert.ok(existsSync(shot));
    assert.deepEqual(requests, []);
  });
});
