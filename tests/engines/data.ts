// The data the engine runs take (harness.ts's SuiteData), read from the WPT
// files, and the names of the cases that hand the domain parser ToASCII a
// non-ASCII domain: those the lite runs may fail, as lite has no IDNA
// tables. The names come from running the harness once with a URL class
// whose ToASCII records its calls (the full build's, otherwise).

import { defineURL, URLSearchParams } from "../../api/mod.ts";
import { domainParserToASCII } from "../../host/mod.ts";
import { PARSER_CASES } from "../../urlencoded/_parser_cases.ts";
import { UNICODE_VERSION_MISMATCH } from "../_idna_version.ts";
import { loadWptCases, readWpt } from "../wpt.ts";
import { runSuites, type SuiteData } from "./harness.ts";

/** Reads the WPT data into the harness's shape. */
export function suiteData(): SuiteData {
  const setters: SuiteData["setters"] = [];
  const raw = readWpt("setters_tests.json") as Record<string, unknown>;
  for (const attribute of Object.keys(raw)) {
    if (attribute === "comment") continue;
    for (
      const c of raw[attribute] as Omit<SuiteData["setters"][0], "attribute">[]
    ) {
      setters.push({
        attribute,
        href: c.href,
        new_value: c.new_value,
        expected: c.expected,
      });
    }
  }
  return {
    urltestdata: [
      ...loadWptCases<SuiteData["urltestdata"][0]>("urltestdata.json"),
      ...loadWptCases<SuiteData["urltestdata"][0]>(
        "urltestdata-javascript-only.json",
      ),
    ],
    setters,
    toascii: loadWptCases("toascii.json"),
    idna: [
      ...loadWptCases<SuiteData["idna"][0]>("IdnaTestV2.json"),
      ...loadWptCases<SuiteData["idna"][0]>("IdnaTestV2-removed.json"),
    ],
    percent: loadWptCases("percent-encoding.json"),
    urlencoded: PARSER_CASES,
    idnaVersionMismatch: [...UNICODE_VERSION_MISMATCH.keys()],
  };
}

/** `suite + "\n" + name` of the cases that give ToASCII a non-ASCII domain. */
export function nonAsciiDomainCases(data: SuiteData): string[] {
  let nonAscii = false;
  const SpyURL = defineURL((domain, beStrict) => {
    // deno-lint-ignore no-control-regex
    if (/[^\x00-\x7f]/.test(domain)) nonAscii = true;
    return domainParserToASCII(domain, beStrict);
  });
  const names: string[] = [];
  runSuites(data, SpyURL, URLSearchParams, (suite, name, passed) => {
    if (nonAscii) names.push(suite + "\n" + name);
    nonAscii = false;
    return passed ? "pass" : "fail";
  });
  return names;
}
