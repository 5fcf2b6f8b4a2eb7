/**
 * URL rendering for people (url.bs §4.8): the display form of a URL for
 * security and trust decisions — no credentials, the host in Unicode only
 * where its labels cannot spoof another, the registrable domain marked and
 * never elided, and the path, query and fragment percent-decoded only where
 * that cannot mislead.
 *
 * Which labels show in Unicode is decided by the IDN display policy of
 * `label_policy.ts`: Chromium's published policy as fifteen named rules
 * ({@linkcode IDN_RULES}, tabled in that module's docs) over UTS #39 data
 * generated from ICU and a top-domain list ({@linkcode IDN_DATA_VERSION}).
 * Opaque hosts and the inner URL of `blob:` URLs go through the same policy.
 *
 * This subpath reads the Public Suffix List through `@urlstd/url/psl`;
 * nothing else in the library imports it.
 *
 * @example Render a URL for an address bar
 * ```ts
 * import { renderURL } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * const shown = renderURL("https://user@evil.example@www.xn--bcher-kva.de/%C3%A9");
 * assert.equal(shown.text, "https://www.bücher.de/é");
 * assert.equal(renderURL("https://аррӏе.com/").text, "https://xn--80ak6aa92e.com/");
 * ```
 *
 * @see {@link https://url.spec.whatwg.org/#url-rendering}
 * @module
 */

export * from "./render_url.ts";
export * from "./label_policy.ts";
export * from "./idn_rules.ts";
export * from "./confusable_rules.ts";
export * from "./script_sets.ts";
export * from "./display_decode.ts";
export * from "./opaque_host.ts";
