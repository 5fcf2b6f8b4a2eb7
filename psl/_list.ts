// Private: the Public Suffix List algorithm over the list that the `tldts`
// package ships (ICANN and private sections), on an ASCII domain without a
// trailing dot.

import { getPublicSuffix } from "tldts";

// tldts's options for input that is already a parsed domain: no hostname
// extraction, validation or IP detection (the host parser has done those).
const WHOLE_LIST = {
  allowIcannDomains: true,
  allowPrivateDomains: true,
  extractHostname: false,
  validateHostname: false,
  detectIp: false,
  mixedInputs: false,
} as const;
const ICANN_ONLY = { ...WHOLE_LIST, allowPrivateDomains: false } as const;

/**
 * Where the public suffix of `domain` starts: the index of its first label.
 * `domain` is an ASCII lowercase domain that does not end with "." (the
 * caller takes the trailing dot off, as url.bs's steps do).
 *
 * The prevailing rule is the list's (an exception rule, else the one with
 * the most labels), else the `*` default rule: the last label. An empty last
 * label (`domain` is "" or ends in ".") matches no rule, so it is the
 * public suffix by the `*` rule.
 *
 * @see {@link https://github.com/publicsuffix/list/wiki/Format#formal-algorithm}
 */
export function publicSuffixStart(domain: string, icannOnly: boolean): number {
  const lastDot = domain.lastIndexOf(".");
  if (lastDot === domain.length - 1) return domain.length;
  const suffix = getPublicSuffix(domain, icannOnly ? ICANN_ONLY : WHOLE_LIST);
  const start = domain.length - (suffix?.length ?? 0);
  // The list's answer is a whole number of labels at the end of `domain`;
  // anything else falls back to the `*` rule.
  if (
    suffix === null || suffix === "" || start < 0 ||
    (start > 0 && domain.charCodeAt(start - 1) !== 0x2e) ||
    !domain.endsWith(suffix)
  ) {
    return lastDot + 1;
  }
  return start;
}
