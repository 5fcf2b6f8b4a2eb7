// Private: the one place that imports the tr46 package (UTS #46 processing),
// with typed signatures, the URL Standard's fixed options, and no throws.
// Only the domain code imports this file, so the other host functions (and
// every other module) never pull in the IDNA tables.

import { toASCII, toUnicode } from "tr46";

interface Options {
  checkHyphens: boolean;
  checkBidi: boolean;
  checkJoiners: boolean;
  useSTD3ASCIIRules: boolean;
  verifyDNSLength: boolean;
  transitionalProcessing: boolean;
  ignoreInvalidPunycode: boolean;
}

const typedToASCII = toASCII as (domain: string, options: Options) =>
  | string
  | null;
const typedToUnicode = toUnicode as (domain: string, options: Options) => {
  domain: string;
  error: boolean;
};

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
  try {
    return typedToASCII(domain, beStrict ? STRICT : RELAXED);
  } catch {
    // tr46 is not expected to throw; an error is a failure, never a throw.
    return null;
  }
}

/** Unicode ToUnicode with domain to Unicode's options, or null on error. */
export function unicodeToUnicode(domain: string): string | null {
  try {
    const result = typedToUnicode(domain, TO_UNICODE);
    return result.error ? null : result.domain;
  } catch {
    return null;
  }
}
