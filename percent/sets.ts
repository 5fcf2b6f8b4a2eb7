/**
 * The percent-encode sets of the URL Standard, as callers get them: frozen
 * arrays of 128 entries over the ASCII code points, where `1` marks a member
 * (every code point above U+007E (~) is a member of every set). Frozen
 * copies of the library's own tables, which stay private: assigning to an
 * entry throws (in strict code) and changes nothing the library does. Each
 * set is defined once, from its parent set as the URL Standard defines it,
 * in the library's tables (percent/encode_sets.ts).
 *
 * @module
 */

import * as tables from "./encode_sets.ts";
import type { PercentEncodeSet } from "./encode_sets.ts";

/** A frozen array copy of a table. Pure, so bundlers can drop unused sets. */
function frozenCopy(table: PercentEncodeSet): PercentEncodeSet {
  return Object.freeze(Array.from(table));
}

/**
 * The C0 control percent-encode set, a frozen copy of the library's table. The
 * URL Standard defines its members (see the link).
 *
 * @see {@link https://url.spec.whatwg.org/#c0-control-percent-encode-set}
 *
 * @example
 * ```ts
 * import { C0_CONTROL_PERCENT_ENCODE_SET, inPercentEncodeSet } from "@urlstd/url/percent";
 * import assert from "node:assert/strict";
 * assert.equal(inPercentEncodeSet(C0_CONTROL_PERCENT_ENCODE_SET, 0x00), true);
 * assert.equal(inPercentEncodeSet(C0_CONTROL_PERCENT_ENCODE_SET, 0x20), false);
 * ```
 */
export const C0_CONTROL_PERCENT_ENCODE_SET: PercentEncodeSet =
  /* @__PURE__ */ frozenCopy(tables.C0_CONTROL_PERCENT_ENCODE_SET);

/**
 * The fragment percent-encode set, a frozen copy of the library's table. The
 * URL Standard defines its members (see the link).
 *
 * @see {@link https://url.spec.whatwg.org/#fragment-percent-encode-set}
 *
 * @example
 * ```ts
 * import { FRAGMENT_PERCENT_ENCODE_SET, inPercentEncodeSet } from "@urlstd/url/percent";
 * import assert from "node:assert/strict";
 * assert.equal(inPercentEncodeSet(FRAGMENT_PERCENT_ENCODE_SET, 0x60), true);
 * assert.equal(inPercentEncodeSet(FRAGMENT_PERCENT_ENCODE_SET, 0x23), false);
 * ```
 */
export const FRAGMENT_PERCENT_ENCODE_SET: PercentEncodeSet =
  /* @__PURE__ */ frozenCopy(tables.FRAGMENT_PERCENT_ENCODE_SET);

/**
 * The query percent-encode set, a frozen copy of the library's table. The URL
 * Standard defines its members (see the link).
 *
 * @see {@link https://url.spec.whatwg.org/#query-percent-encode-set}
 *
 * @example
 * ```ts
 * import { inPercentEncodeSet, QUERY_PERCENT_ENCODE_SET } from "@urlstd/url/percent";
 * import assert from "node:assert/strict";
 * assert.equal(inPercentEncodeSet(QUERY_PERCENT_ENCODE_SET, 0x23), true);
 * assert.equal(inPercentEncodeSet(QUERY_PERCENT_ENCODE_SET, 0x60), false);
 * ```
 */
export const QUERY_PERCENT_ENCODE_SET: PercentEncodeSet =
  /* @__PURE__ */ frozenCopy(tables.QUERY_PERCENT_ENCODE_SET);

/**
 * The special-query percent-encode set, a frozen copy of the library's table.
 * The URL Standard defines its members (see the link).
 *
 * @see {@link https://url.spec.whatwg.org/#special-query-percent-encode-set}
 *
 * @example
 * ```ts
 * import { inPercentEncodeSet, SPECIAL_QUERY_PERCENT_ENCODE_SET } from "@urlstd/url/percent";
 * import assert from "node:assert/strict";
 * assert.equal(inPercentEncodeSet(SPECIAL_QUERY_PERCENT_ENCODE_SET, 0x27), true);
 * ```
 */
export const SPECIAL_QUERY_PERCENT_ENCODE_SET: PercentEncodeSet =
  /* @__PURE__ */ frozenCopy(tables.SPECIAL_QUERY_PERCENT_ENCODE_SET);

/**
 * The path percent-encode set, a frozen copy of the library's table. The URL
 * Standard defines its members (see the link).
 *
 * @see {@link https://url.spec.whatwg.org/#path-percent-encode-set}
 *
 * @example
 * ```ts
 * import { inPercentEncodeSet, PATH_PERCENT_ENCODE_SET } from "@urlstd/url/percent";
 * import assert from "node:assert/strict";
 * assert.equal(inPercentEncodeSet(PATH_PERCENT_ENCODE_SET, 0x3f), true);
 * assert.equal(inPercentEncodeSet(PATH_PERCENT_ENCODE_SET, 0x2f), false);
 * ```
 */
export const PATH_PERCENT_ENCODE_SET: PercentEncodeSet =
  /* @__PURE__ */ frozenCopy(tables.PATH_PERCENT_ENCODE_SET);

/**
 * The userinfo percent-encode set, a frozen copy of the library's table. The
 * URL Standard defines its members (see the link).
 *
 * @see {@link https://url.spec.whatwg.org/#userinfo-percent-encode-set}
 *
 * @example
 * ```ts
 * import { inPercentEncodeSet, USERINFO_PERCENT_ENCODE_SET } from "@urlstd/url/percent";
 * import assert from "node:assert/strict";
 * assert.equal(inPercentEncodeSet(USERINFO_PERCENT_ENCODE_SET, 0x40), true);
 * ```
 */
export const USERINFO_PERCENT_ENCODE_SET: PercentEncodeSet =
  /* @__PURE__ */ frozenCopy(tables.USERINFO_PERCENT_ENCODE_SET);

/**
 * The component percent-encode set, a frozen copy of the library's table. The
 * URL Standard defines its members (see the link).
 *
 * @see {@link https://url.spec.whatwg.org/#component-percent-encode-set}
 *
 * @example
 * ```ts
 * import { COMPONENT_PERCENT_ENCODE_SET, inPercentEncodeSet } from "@urlstd/url/percent";
 * import assert from "node:assert/strict";
 * assert.equal(inPercentEncodeSet(COMPONENT_PERCENT_ENCODE_SET, 0x26), true);
 * ```
 */
export const COMPONENT_PERCENT_ENCODE_SET: PercentEncodeSet =
  /* @__PURE__ */ frozenCopy(tables.COMPONENT_PERCENT_ENCODE_SET);

/**
 * The `application/x-www-form-urlencoded` percent-encode set, a frozen copy of
 * the library's table. The URL Standard defines its members (see the link).
 *
 * @see {@link https://url.spec.whatwg.org/#application-x-www-form-urlencoded-percent-encode-set}
 *
 * @example
 * ```ts
 * import { FORM_URLENCODED_PERCENT_ENCODE_SET, inPercentEncodeSet } from "@urlstd/url/percent";
 * import assert from "node:assert/strict";
 * assert.equal(inPercentEncodeSet(FORM_URLENCODED_PERCENT_ENCODE_SET, 0x7e), true);
 * assert.equal(inPercentEncodeSet(FORM_URLENCODED_PERCENT_ENCODE_SET, 0x2a), false);
 * ```
 */
export const FORM_URLENCODED_PERCENT_ENCODE_SET: PercentEncodeSet =
  /* @__PURE__ */ frozenCopy(tables.FORM_URLENCODED_PERCENT_ENCODE_SET);
