// Private: parses one input into what the CLI shows — the URL record, its
// components as the URL API's getters return them, the host's kind, the
// validation errors with their positions, and the setters' results.

import { URL } from "../api/url.ts";
import { domainToUnicode } from "../host/domain_to_unicode.ts";
import type { ValidationErrorName } from "../host/validation_error.ts";
import type { Encoding } from "../percent/encoding.ts";
import { basicURLParse, origin } from "../parser/basic_url_parser.ts";
import { serializeOrigin } from "../parser/origin.ts";
import { serializeURL } from "../parser/serializer.ts";
import { type HostType, hostType } from "../parser/url_parser.ts";
import type { URLRecord } from "../parser/url_record.ts";
import type { AddressClass } from "../safety/mod.ts";

/** A validation error found in the input, by spec name and position. */
export interface FoundError {
  readonly name: ValidationErrorName;
  /** A UTF-16 index into the input. */
  readonly position: number;
}

/** The URL setters the `--set` option accepts, in the API's order. */
export const SETTABLE = [
  "href",
  "protocol",
  "username",
  "password",
  "host",
  "hostname",
  "port",
  "pathname",
  "search",
  "hash",
] as const;

/** A component that `--set` can change. */
export type Settable = typeof SETTABLE[number];

/** One `--set component=value`. */
export interface SetterSpec {
  readonly component: Settable;
  readonly value: string;
}

/** What one setter did. */
export interface SetterStep extends SetterSpec {
  /** The href after the setter ran. */
  readonly href: string;
  /** Whether the href changed. */
  readonly changed: boolean;
  /** Why the setter threw (only the href setter can), else `null`. */
  readonly error: string | null;
}

/**
 * The most validation errors kept for one input (in the order found): what
 * one input line can make the CLI hold and print stays bounded however
 * many errors it has; the rest are counted, by name.
 */
export const MAX_KEPT_ERRORS = 100;

/** What the CLI shows of a host's site; both `null` for a non-domain. */
export interface SiteInfo {
  readonly publicSuffix: string | null;
  readonly registrableDomain: string | null;
}

/** What --check found for a URL. */
export interface CheckInfo {
  /** The default policy's verdict: `"ok"` or the refusal's reason. */
  readonly verdict: string;
  /** The classification of the host, when it is an IP address. */
  readonly address: AddressClass | null;
}

/** What the options compute for one URL. */
export interface OpsResult {
  /** The URL after --normalize. */
  normalized?: string;
  /** The reference from the --relative-to base to the (normalized) URL. */
  relative?: string;
  /** What --check found (for the URL as parsed, before --normalize). */
  check?: CheckInfo;
}

/** The result of parsing one input. */
export interface Analysis {
  readonly input: string;
  /** The URL record (after the setters), or `null` on failure. */
  readonly record: URLRecord | null;
  /**
   * The input's validation errors in the order found, the first
   * {@linkcode MAX_KEPT_ERRORS} of them.
   */
  readonly errors: readonly FoundError[];
  /** How many validation errors the input has, kept or not. */
  readonly errorCount: number;
  /** The count of each validation error's name, kept or not. */
  readonly errorNames: ReadonlyMap<ValidationErrorName, number>;
  /** The last validation error found (the one that failed a parse). */
  readonly lastError: FoundError | null;
  /** The href as parsed, before the setters; `null` without setters. */
  readonly parsedHref: string | null;
  /** The setters applied, in order (empty without `--set`). */
  readonly setters: readonly SetterStep[];
  /** Why there is no URL, or `null`. */
  readonly failure: string | null;
  /** The host's public suffix and registrable domain, once looked up. */
  readonly site?: SiteInfo;
  /** What --relative-to, --normalize and --check computed (_ops.ts). */
  readonly ops?: OpsResult;
}

/** The URL API's getters, computed from a record. */
export interface Components {
  href: string;
  origin: string;
  protocol: string;
  username: string;
  password: string;
  host: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
}

/** The message for input that fails to parse. */
export const URL_FAILURE = "The URL does not parse";

/**
 * Parses `input` against `base`, its query in `encoding` (UTF-8 when
 * absent), and applies the setters (which, like the URL API, use UTF-8).
 */
export function analyze(
  input: string,
  base: URLRecord | null,
  setters: readonly SetterSpec[],
  encoding?: Encoding,
): Analysis {
  const errors: FoundError[] = [];
  const errorNames = new Map<ValidationErrorName, number>();
  let errorCount = 0;
  let lastError: FoundError | null = null;
  const record = basicURLParse(input, {
    base,
    encoding,
    report: (name, position) => {
      lastError = { name, position };
      if (errorCount++ < MAX_KEPT_ERRORS) errors.push(lastError);
      errorNames.set(name, (errorNames.get(name) ?? 0) + 1);
    },
  });
  const found = { errors, errorCount, errorNames, lastError };
  if (record === null) {
    return {
      input,
      record,
      ...found,
      parsedHref: null,
      setters: [],
      failure: URL_FAILURE,
    };
  }
  if (setters.length === 0) {
    return {
      input,
      record,
      ...found,
      parsedHref: null,
      setters: [],
      failure: null,
    };
  }
  const parsedHref = serializeURL(record);
  const steps = applySetters(parsedHref, setters);
  const last = steps[steps.length - 1];
  const failed = last.error !== null;
  return {
    input,
    record: failed ? null : basicURLParse(last.href),
    ...found,
    parsedHref,
    setters: steps,
    failure: last.error,
  };
}

/** Runs the setters through the URL API, stopping at one that throws. */
function applySetters(
  href: string,
  setters: readonly SetterSpec[],
): SetterStep[] {
  const url = URL.parse(href)!;
  const steps: SetterStep[] = [];
  for (const setter of setters) {
    const before = url.href;
    let error: string | null = null;
    try {
      url[setter.component] = setter.value;
    } catch {
      error = `The href setter's value ${
        JSON.stringify(setter.value)
      } does not parse`;
    }
    const href = url.href;
    steps.push({ ...setter, href, changed: href !== before, error });
    if (error !== null) break;
  }
  return steps;
}

/** The URL API's getters for a record, without making a URL object. */
export function components(record: URLRecord): Components {
  const host = record.host;
  const port = record.port === null ? "" : String(record.port);
  return {
    href: serializeURL(record),
    origin: serializeOrigin(origin(record)),
    protocol: record.scheme + ":",
    username: record.username,
    password: record.password,
    host: host === null ? "" : port === "" ? host : host + ":" + port,
    hostname: host ?? "",
    port,
    pathname: record.serializedPath,
    search: record.query === null || record.query === ""
      ? ""
      : "?" + record.query,
    hash: record.fragment === null || record.fragment === ""
      ? ""
      : "#" + record.fragment,
  };
}

/** The host's kind and, for a domain with Punycode labels, its Unicode form. */
export function hostInfo(
  record: URLRecord,
): { kind: HostType | null; unicode: string | null } {
  const kind = hostType(record);
  if (kind !== "domain" || !hasPunycodeLabel(record.host!)) {
    return { kind, unicode: null };
  }
  const unicode = domainToUnicode(record.host!);
  return { kind, unicode: unicode === record.host ? null : unicode };
}

function hasPunycodeLabel(domain: string): boolean {
  return domain.startsWith("xn--") || domain.includes(".xn--");
}

/**
 * Why an analysis failed, in one word where it can: the spec name of the
 * validation error that made parsing fail (the last one reported), else the
 * failure message.
 */
export function failureCause(analysis: Analysis): string {
  if (analysis.failure !== URL_FAILURE) return analysis.failure ?? "";
  return analysis.lastError?.name ?? URL_FAILURE;
}

/** The JSON form of an analysis (one NDJSON line in batch mode). */
export function toJSON(
  analysis: Analysis,
  base: string | null,
  line?: number,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  if (line !== undefined) result.line = line;
  result.input = analysis.input;
  result.base = base;
  const record = analysis.record;
  if (record === null) {
    result.failure = true;
    result.error = failureCause(analysis);
  } else {
    Object.assign(result, components(record));
    const { kind, unicode } = hostInfo(record);
    result.hostType = kind;
    result.hostnameUnicode = kind === "domain" ? unicode ?? record.host : null;
    if (analysis.site !== undefined) {
      result.publicSuffix = analysis.site.publicSuffix;
      result.registrableDomain = analysis.site.registrableDomain;
    }
  }
  if (analysis.ops !== undefined) Object.assign(result, analysis.ops);
  result.validationErrors = analysis.errors;
  // Only the first MAX_KEPT_ERRORS are listed; then the count says how many.
  if (analysis.errorCount > analysis.errors.length) {
    result.validationErrorCount = analysis.errorCount;
  }
  if (analysis.setters.length > 0) {
    result.setters = analysis.setters.map((step) => {
      const out: Record<string, unknown> = {
        component: step.component,
        value: step.value,
        href: step.href,
        changed: step.changed,
      };
      if (step.error !== null) out.error = step.error;
      return out;
    });
  }
  return result;
}
