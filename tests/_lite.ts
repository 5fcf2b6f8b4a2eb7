// Helpers of the lite build's WPT runners: a check that must pass unless
// the runtime's IDNA, which lite uses for non-ASCII domains, disagrees with
// tr46 on one of the domains involved; then the difference is printed.

import { domainParserToASCII, liteDomainParserToASCII } from "../host/mod.ts";
import { show } from "./wpt.ts";

/** The runtime, for the printed differences. */
const RUNTIME = typeof (globalThis as { Deno?: unknown }).Deno === "object"
  ? "Deno"
  : typeof (globalThis as { Bun?: unknown }).Bun === "object"
  ? "Bun"
  : typeof (globalThis as { process?: { versions?: { node?: string } } })
      .process?.versions?.node === "string"
  ? "Node"
  : "browser";

/** The domains on which this runtime's IDNA and tr46 disagree. */
export function disagreements(domains: string[]): string[] {
  return domains.filter((d) =>
    liteDomainParserToASCII(d, false) !== domainParserToASCII(d, false)
  ).map((d) =>
    `${show(d)}: runtime ${show(liteDomainParserToASCII(d, false))}, ` +
    `tr46 ${show(domainParserToASCII(d, false))}`
  );
}

/**
 * Runs `check`, which must pass unless the runtime's IDNA and tr46 disagree
 * on one of `domains` (those the case hands to ToASCII); then a failure is
 * printed with the disagreements, for this runtime.
 */
export function checkExplained(
  domains: string[],
  what: string,
  check: () => void,
): void {
  const differences = domains.length === 0 ? [] : disagreements(domains);
  if (differences.length === 0) {
    check();
    return;
  }
  try {
    check();
  } catch (error) {
    console.log(
      `lite differs in ${RUNTIME} (runtime IDNA): ${what}; ` +
        `${differences.join("; ")}; ${(error as Error).message.split("\n")[0]}`,
    );
  }
}
