// WPT conformance: urltestdata.json and urltestdata-javascript-only.json,
// through the URL API. One test per case; failures print input, base,
// expected and actual.

import { describe, it } from "node:test";
import { URL } from "../mod.ts";
import { loadWptCases, show } from "./wpt.ts";
import {
  checkAboutBlankFails,
  checkURLCase,
  type URLTestCase,
} from "./_urltestdata.ts";

function runFile(file: string): void {
  const cases = loadWptCases<URLTestCase>(file);
  describe(`${file} (${cases.length} cases)`, () => {
    for (const c of cases) {
      it(`parses ${show(c.input)} against ${show(c.base)}`, () => {
        checkURLCase(URL, c);
      });
      if (c.failure && c.base === null) {
        it(`fails to parse about:blank against ${show(c.input)}`, () => {
          checkAboutBlankFails(URL, c.input);
        });
      }
    }
  });
}

runFile("urltestdata.json");
runFile("urltestdata-javascript-only.json");
