// Private: the one place that uses the tr46 package (UTS #46 processing),
// with typed signatures, the URL Standard's fixed options, and no throws.
// Only the domain code imports this file, so the other host functions (and
// every other module) never pull in the IDNA tables. The package comes from
// a loader, _tr46_static.ts here, which the npm build swaps for one that
// loads tr46 on first use where the runtime can (see _tr46_lazy.ts); it is
// only called for a domain that needs IDNA processing.

import { tr46 } from "./_tr46_static.ts";
import type { Tr46Options as Options } from "./_tr46_types.ts";

/** Domain parser ToASCII with beStrict true. */
const STRICT: Options = {
  checkHyphens: true,
  checkBidi: true,
  checkJoiners: true,
  useSTD3ASCIIRules: true,
  verifyDNSLength: true,
  transitionalProcessing: false,
  ignoreInvalidPunycode: false,
};

/** Domain parser ToASCII with beStrict false. */
const RELAXED: Options = {
  checkHyphens: false,
  checkBidi: true,
  checkJoiners: true,
  useSTD3ASCIIRules: false,
  verifyDNSLength: false,
  transitionalProcessing: false,
  ignoreInvalidPunycode: false,
};

/** Domain to Unicode's options (VerifyDnsLength does not apply). */
const TO_UNICODE = RELAXED;

/** Unicode ToASCII with the domain parser's options, or null on error. */
export function unicodeToASCII(
  domain: string,
  beStrict: boolean,
): string | null {
  const module = tr46();
  try {
    return module.toASCII(domain, beStrict ? STRICT : RELAXED);
  } catch {
    // tr46 is not expected to throw; an error is a failure, never a throw.
    return null;
  }
}

/** Unicode ToUnicode with domain to Unicode's options, or null on error. */
export function unicodeToUnicode(domain: string): string | null {
  const module = tr46();
  try {
    const result = module.toUnicode(domain, TO_UNICODE);
    return result.error ? null : result.domain;
  } catch {
    return null;
  }
}
