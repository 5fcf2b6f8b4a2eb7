// The client scenarios: jsdom and data-urls, loaded from the project
// folder given as argv[2], exercised over the WPT URL data (from $WPT_DIR)
// and seeded random data: URLs. Prints one JSON object: each scenario's
// observations, in a fixed order, for run.ts to compare between a project
// on the real whatwg-url and one on @urlstd/whatwg-url. Observations are
// plain values (strings, numbers, booleans, lists); thrown errors are
// recorded by kind, never compared by message.
"use strict";

const { createRequire } = require("node:module");
const { readFileSync } = require("node:fs");
const { join } = require("node:path");

const project = process.argv[2];
const projectRequire = createRequire(join(project, "package.json"));
const { JSDOM } = projectRequire("jsdom");
const { parseDataURL } = projectRequire("data-urls");
const jsdomRequire = createRequire(projectRequire.resolve("jsdom"));

const wpt = (name) =>
  JSON.parse(readFileSync(join(process.env.WPT_DIR, name), "utf8"));
const urlCases = wpt("urltestdata.json").filter((c) => typeof c !== "string");
const setterData = wpt("setters_tests.json");

const ATTRIBUTES = [
  "href",
  "origin",
  "protocol",
  "username",
  "password",
  "host",
  "hostname",
  "port",
  "pathname",
  "search",
  "hash",
];

/** A seeded generator (mulberry32). */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What `f` gives, or the kind of error it threw, in `window`'s terms. */
function attempt(window, f) {
  try {
    return f();
  } catch (error) {
    if (window && error instanceof window.TypeError) return "window TypeError";
    if (error instanceof TypeError) return "TypeError";
    return `threw ${error && error.name}`;
  }
}

/** Every HTMLHyperlinkElementUtils getter of an element. */
function getters(element) {
  return ATTRIBUTES.map((name) => element[name]);
}

/** <a> and <area> getters for every WPT input, against its base. */
function hyperlinkGetters(out) {
  const dom = new JSDOM("<!doctype html><base><a></a><area>", {
    url: "https://example.org/dir/page.html",
  });
  const { document } = dom.window;
  const base = document.querySelector("base");
  const elements = [
    document.querySelector("a"),
    document.querySelector("area"),
  ];
  for (const c of urlCases) {
    if (c.base === null) base.removeAttribute("href");
    else base.setAttribute("href", c.base);
    for (const element of elements) {
      element.setAttribute("href", c.input);
      out.push([c.input, c.base, element.localName, getters(element)]);
    }
  }
}

/** <a> and <area> setters for every WPT setter case. */
function hyperlinkSetters(out) {
  const dom = new JSDOM("<!doctype html><a></a><area>", {
    url: "https://example.org/",
  });
  const { document } = dom.window;
  const elements = [
    document.querySelector("a"),
    document.querySelector("area"),
  ];
  for (const [attribute, cases] of Object.entries(setterData)) {
    if (attribute === "comment") continue;
    for (const c of cases) {
      for (const element of elements) {
        element.href = c.href;
        element[attribute] = c.new_value;
        out.push([attribute, c.href, c.new_value, getters(element)]);
      }
    }
  }
}

/** The distinct absolute hrefs of the WPT data, in order. */
function absoluteHrefs() {
  const seen = new Set();
  for (const c of urlCases) if (c.href && c.base === null) seen.add(c.href);
  return [...seen];
}

/**
 * document.URL, document.baseURI (with and without <base href>) and
 * location's getters in a JSDOM made with `url:`: a seeded sample of the
 * WPT hrefs (a JSDOM is costly), the count in the observations.
 */
function documents(out, sample) {
  const random = seeded(37);
  const hrefs = absoluteHrefs().filter(() => random() < sample);
  out.push(["sampled", hrefs.length]);
  const bases = ["", "../x/y?q#f", "//other.example/p", "https://b.example/"];
  for (const [i, url] of hrefs.entries()) {
    const baseHref = bases[i % bases.length];
    const html = baseHref === ""
      ? "<!doctype html><p>"
      : `<!doctype html><base href="${baseHref.replace(/"/g, "&quot;")}">`;
    out.push([
      url,
      baseHref,
      attempt(null, () => {
        const dom = new JSDOM(html, { url });
        const { document, location } = dom.window;
        return [
          document.URL,
          document.baseURI,
          document.documentURI,
          getters(location),
          location.toString(),
        ];
      }),
    ]);
  }
}

/** window.URL and window.URLSearchParams of a JSDOM window. */
function windowClasses(out) {
  const { window } = new JSDOM("", { url: "https://example.org/" });
  for (const c of urlCases) {
    out.push([
      c.input,
      c.base,
      attempt(window, () => {
        const url = c.base === null
          ? new window.URL(c.input)
          : new window.URL(c.input, c.base);
        url.searchParams.append("k", "v w");
        return [
          url instanceof window.URL,
          url.searchParams instanceof window.URLSearchParams,
          getters(url),
          [...url.searchParams],
          url.toJSON(),
        ];
      }),
      window.URL.canParse(c.input, c.base ?? undefined),
    ]);
  }
  const params = new window.URLSearchParams("b=2&a=1&a=3");
  params.sort();
  out.push([
    params.toString(),
    params instanceof window.URLSearchParams,
    attempt(window, () => new window.URLSearchParams([["x"]])),
    attempt(window, () => new window.URL()),
    Object.prototype.toString.call(params),
  ]);
}

/** A form's action, resolved against <base href> like a.href. */
function formActions(out) {
  const dom = new JSDOM("<!doctype html><base><form></form>", {
    url: "https://example.org/dir/page.html",
  });
  const { document } = dom.window;
  const base = document.querySelector("base");
  const form = document.querySelector("form");
  for (const c of urlCases) {
    if (c.base === null) base.removeAttribute("href");
    else base.setAttribute("href", c.base);
    form.setAttribute("action", c.input);
    out.push([c.input, c.base, form.action]);
  }
}

/** Seeded random data: URLs, and what parseDataURL() makes of them. */
function dataURLs(out, count) {
  const random = seeded(2026);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const types = [
    "",
    "text/plain",
    "TEXT/HTML",
    "image/png",
    "application/json",
    "text/plain;charset=utf-8",
    "text/plain;charset=windows-1252",
    ";base64",
    "x/y;a=b;base64",
    'text/plain;a="b;c"',
    "text/plain ;base64",
    "text/plain;base64 ",
    "bogus",
    "a/b;c",
    "%20text/plain",
    "text/plain;BASE64",
    "text/plain;base64;x=y",
  ];
  const bodyUnits = [
    "a",
    "Z",
    "0",
    "+",
    "/",
    "=",
    " ",
    "%20",
    "%3D",
    "%zz",
    "%",
    "%E2%82%AC",
    "\u00e9",
    "\u20ac",
    "\t",
    "\n",
    ",",
    "?",
    "#",
    "SGVsbG8",
    "QQ==",
    "%FF",
    "\u0000",
    "\ud83d\ude00",
  ];
  for (let i = 0; i < count; i++) {
    let body = "";
    const length = Math.floor(random() * 12);
    for (let j = 0; j < length; j++) body += pick(bodyUnits);
    const scheme = pick(["data:", "DATA:", " data:", "data:", "data:"]);
    const input = scheme + pick(types) + pick([",", ",", ""]) + body;
    const result = attempt(null, () => parseDataURL(input));
    out.push([
      input,
      result === null || typeof result === "string" ? result : [
        result.mimeType.toString(),
        result.mimeType.essence,
        Array.from(result.body),
      ],
    ]);
  }
}

/** Where the project's jsdom and data-urls find whatwg-url. */
function resolution() {
  const dataUrlsRequire = createRequire(projectRequire.resolve("data-urls"));
  const name = (req, specifier) => {
    const file = req.resolve(specifier);
    let dir = file;
    for (;;) {
      const parent = join(dir, "..");
      if (parent === dir) return null;
      dir = parent;
      try {
        const json = JSON.parse(
          readFileSync(join(dir, "package.json"), "utf8"),
        );
        if (json.name) return json.name;
      } catch {
        // Not a package root (or a type-only package.json): keep going.
      }
    }
  };
  return {
    jsdom: name(jsdomRequire, "whatwg-url"),
    jsdomWrapper: name(jsdomRequire, "whatwg-url/webidl2js-wrapper"),
    dataUrls: name(dataUrlsRequire, "whatwg-url"),
  };
}

const sample = Number(process.env.DOCUMENT_SAMPLE ?? "0.5");
const scenarios = {
  "<a>/<area> getters over urltestdata": hyperlinkGetters,
  "<a>/<area> setters over setters_tests": hyperlinkSetters,
  "document.URL, baseURI and location (JSDOM url:)": (out) =>
    documents(out, sample),
  "window.URL and window.URLSearchParams": windowClasses,
  "form action against <base href>": formActions,
  "data-urls parseDataURL() over seeded data: URLs": (out) =>
    dataURLs(out, 3000),
};
const result = { resolution: resolution(), scenarios: {} };
for (const [name, run] of Object.entries(scenarios)) {
  const out = [];
  run(out);
  result.scenarios[name] = out;
}
process.stdout.write(JSON.stringify(result));
