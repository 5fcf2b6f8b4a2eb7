// Private: a domain host's public suffix and registrable domain, from
// `psl/` (and its list), which is imported on first use only, so that the
// CLI starts as fast when no domain host is shown.

import { hostType } from "../parser/url_parser.ts";
import type { URLRecord } from "../parser/url_record.ts";
import type { Analysis, SiteInfo } from "./_analyze.ts";

type Psl = typeof import("../psl/mod.ts");

let psl: Promise<Psl> | null = null;

const NONE: SiteInfo = { publicSuffix: null, registrableDomain: null };

/** Whether the analysis's host is a domain, the case that needs the list. */
export function needsList(analysis: Analysis): boolean {
  const record = analysis.record;
  return record !== null && hostType(record) === "domain";
}

/** Loads `psl/` once. */
export function loadList(): Promise<Psl> {
  return psl ??= import("../psl/mod.ts");
}

/** The site information of a record; `list` is needed for a domain host. */
export function siteInfo(record: URLRecord, list: Psl | null): SiteInfo {
  if (list === null || hostType(record) !== "domain") return NONE;
  return {
    publicSuffix: list.publicSuffixOf(record),
    registrableDomain: list.registrableDomainOf(record),
  };
}

/** The analysis with its `site` filled in (`list` loaded for a domain). */
export function addSite(analysis: Analysis, list: Psl | null): Analysis {
  if (analysis.record === null) return analysis;
  return { ...analysis, site: siteInfo(analysis.record, list) };
}

/**
 * Fills in sites for a stream of analyses, loading the list at the first
 * domain host.
 */
export class SiteLookup {
  #list: Psl | null = null;

  /** The analysis with its `site`. */
  async add(analysis: Analysis): Promise<Analysis> {
    if (this.#list === null && needsList(analysis)) {
      this.#list = await loadList();
    }
    return addSite(analysis, this.#list);
  }

  /** The analysis with its `site`, when no loading is needed. */
  addLoaded(analysis: Analysis): Analysis | null {
    if (this.#list === null && needsList(analysis)) return null;
    return addSite(analysis, this.#list);
  }
}
