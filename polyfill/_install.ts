// Private: the installing both polyfill builds share. installInterfaces()
// takes the interfaces to install as one record (a module namespace, see
// _interfaces.ts), so that adding an interface is adding an export there,
// and an interface that needs more of the engine than the URL Standard's pair
// names its need in REQUIREMENTS.

import { installMissingBuiltins } from "./_builtins.ts";
import { probeURL, type URLLike, type URLSearchParamsLike } from "./probe.ts";

/** The options of `installURL()`. */
export interface InstallOptions {
  /**
   * Install even over a `URL` that passes the conformance probe (and over
   * any other interface that is already there). Default `false`.
   */
  force?: boolean;
  /** The object to install on. Default `globalThis`. */
  target?: object;
}

/** What `installURL()` did. */
export interface InstallResult {
  /** The interfaces it defined on the target, by name. */
  installed: string[];
  /**
   * The probe checks that the target's own `URL` and `URLSearchParams`
   * failed (empty when they were missing, or passed every check).
   */
  failedChecks: string[];
  /**
   * The static properties of the replaced `URL` that the URL Standard does
   * not define (such as `createObjectURL` and `revokeObjectURL`), kept on
   * the installed `URL`.
   */
  keptStatics: string[];
  /**
   * The built-ins the library needs that the engine lacked, installed on
   * the global and `String.prototype` with the pair: on Hermes before
   * Hermes V1, `String.prototype.isWellFormed` and `toWellFormed`, and a
   * UTF-8 `TextEncoder` and `TextDecoder`.
   */
  builtins: string[];
  /**
   * The interfaces it would have installed but did not, because the engine
   * lacks what they need: `URLPattern` where `RegExp` has no `v` flag
   * (Hermes), since every pattern compiles to a `v`-flag regular expression.
   */
  skipped: string[];
}

// deno-lint-ignore ban-types -- any class
type Interfaces = Readonly<Record<string, Function>>;

/** The URL Standard's pair, installed together: each refers to the other. */
const PAIR = ["URL", "URLSearchParams"];

/**
 * Whether the engine's `RegExp` (or the one given) has the `v`
 * (unicodeSets) flag: an engine without it throws a SyntaxError on the flag.
 */
export function hasRegExpVFlag(
  regExp: new (source: string, flags: string) => unknown = RegExp,
): boolean {
  try {
    new regExp("", "v");
    return true;
  } catch {
    return false;
  }
}

/** Per interface, whether the engine has what it needs (others need none). */
export type Requirements = Readonly<Record<string, () => boolean>>;

/**
 * URLPattern compiles each component to a regular expression with the `v`
 * flag ("compile a component": RegExpCreate with "v", or "vi" with
 * `ignoreCase`), so on an engine without one every constructor call would
 * throw: there it is not installed at all.
 *
 * @see {@link https://urlpattern.spec.whatwg.org/#compile-a-component}
 */
export const REQUIREMENTS: Requirements = { URLPattern: hasRegExpVFlag };

/**
 * Defines `value` as `name` on `target` as Web IDL defines an interface
 * object on the global: writable, configurable, not enumerable.
 *
 * @see {@link https://webidl.spec.whatwg.org/#es-interfaces}
 */
function defineInterface(target: object, name: string, value: unknown): void {
  Object.defineProperty(target, name, {
    value,
    writable: true,
    enumerable: false,
    configurable: true,
  });
}

/**
 * Copies onto `ours` the own static properties of `theirs` that `ours` does
 * not have (what a host hangs on its `URL`); returns their names.
 */
function keepStatics(ours: object, theirs: unknown): string[] {
  if (typeof theirs !== "function") return [];
  const kept: string[] = [];
  for (const key of Object.getOwnPropertyNames(theirs)) {
    if (Object.prototype.hasOwnProperty.call(ours, key)) continue;
    const descriptor = Object.getOwnPropertyDescriptor(theirs, key)!;
    Object.defineProperty(ours, key, descriptor);
    kept.push(key);
  }
  return kept;
}

/**
 * Installs `interfaces` on the target: the `URL` and `URLSearchParams` pair
 * where either is missing or they fail the conformance probe, each other
 * interface where it is missing; everything with `force`. An interface whose
 * requirement the engine fails is skipped, even with `force`.
 */
export function installInterfaces(
  interfaces: Interfaces,
  options: InstallOptions = {},
  requirements: Requirements = REQUIREMENTS,
): InstallResult {
  const target = (options.target ?? globalThis) as Record<string, unknown>;
  const force = options.force === true;
  const result: InstallResult = {
    installed: [],
    failedChecks: [],
    keptStatics: [],
    builtins: [],
    skipped: [],
  };
  const theirURL = target.URL;
  const theirParams = target.URLSearchParams;
  const missing = typeof theirURL !== "function" ||
    typeof theirParams !== "function";
  const ours = theirURL === interfaces.URL &&
    theirParams === interfaces.URLSearchParams;
  if (!missing && !ours) {
    result.failedChecks = probeURL(
      theirURL as URLLike,
      theirParams as URLSearchParamsLike,
    );
  }
  const replacePair = force || missing || result.failedChecks.length > 0;
  // The pair first, then the rest, whatever the namespace's (sorted) order.
  const names = [
    ...PAIR.filter((name) => name in interfaces),
    ...Object.keys(interfaces).filter((name) => !PAIR.includes(name)),
  ];
  for (const name of names) {
    const ours = interfaces[name];
    const theirs = target[name];
    if (theirs === ours) continue;
    const wanted = PAIR.includes(name)
      ? replacePair
      : force || typeof theirs !== "function";
    if (!wanted) continue;
    if (requirements[name] !== undefined && !requirements[name]()) {
      result.skipped.push(name);
      continue;
    }
    if (name === "URL") result.keptStatics = keepStatics(ours, theirs);
    defineInterface(target, name, ours);
    result.installed.push(name);
  }
  if (result.installed.length > 0) result.builtins = installMissingBuiltins();
  return result;
}
