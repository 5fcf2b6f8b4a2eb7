// The invariants of a URL object's own value (its serialization and offsets,
// parser/components.ts), for the tests to check after every operation.

import { assertInvariants } from "../parser/components_invariants.ts";
import { componentsOfURL } from "../api/_url_components.ts";

/**
 * Checks the offsets a URL object keeps against its href (pending query
 * changes serialized in first, as any getter would), and that they describe
 * the components its getters return. Throws an Error naming what is wrong.
 */
export function assertURLInvariants(url: object): void {
  const u = url as URL;
  // Reading href serializes a pending query.
  const href = u.href;
  const c = componentsOfURL(url);
  if (c.href !== href) {
    throw new Error(`URL ${JSON.stringify(href)} keeps ${c.href} as its href`);
  }
  assertInvariants(c);
}
