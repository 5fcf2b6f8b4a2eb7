/**
 * URL safety (guide in progress).
 *
 * @module
 */

export {
  type AddressClass,
  classifyAddress,
  type EmbeddedAddressClass,
  type Embedding,
  type SpecialPurposeBlock,
} from "./classify.ts";
export {
  type ListEntry,
  type SafetyPolicy,
  SPECIAL_USE_NAMES,
  type URLTester,
} from "./policy.ts";
export {
  type AddressCheck,
  checkAddress,
  checkURL,
  type RefusalReason,
  type URLCheck,
} from "./check.ts";
// The URL class that checkURL returns, and the types its members name.
export type {
  URL,
  URLConstructor,
  URLSearchParams,
  URLSearchParamsConstructor,
  URLSearchParamsInit,
  URLSearchParamsIterator,
} from "../api/mod.ts";
export { type SafeRedirectOptions, safeRedirectTarget } from "./redirect.ts";
export {
  sanitizeURL,
  sanitizeUrl,
  type SanitizeURLOptions,
} from "./sanitize.ts";
export { SafetyError } from "./errors.ts";
export { checkedFetch, type FetchInput, type FetchPolicy } from "./fetch.ts";
