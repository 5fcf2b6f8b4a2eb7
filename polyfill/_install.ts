// Private: the installing both polyfill builds share. installInterfaces()
// takes the interfaces to install as one record (a module namespace, see
// _interfaces.ts), so that adding an interface is adding an export there.

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
}

// deno-lint-ignore ban-types -- any class
type Interfaces = Readonly<Record<string, Function>>;

/** The URL Standard's pair, installed together: each refers to the other. */
const PAIR = ["URL", "URLSearchParams"];

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
 * interface where it is missing; everything with `force`.
 */
export function installInterfaces(
  interfaces: Interfaces,
  options: InstallOptions = {},
): InstallResult {
  const target = (options.target ?? globalThis) as Record<string, unknown>;
  const force = options.force === true;
  const result: InstallResult = {
    installed: [],
    failedChecks: [],
    keptStatics: [],
    builtins: [],
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
  if (replacePair) result.builtins = installMissingBuiltins();
  for (const name of Object.keys(interfaces)) {
    const ours = interfaces[name];
    const theirs = target[name];
    if (theirs === ours) continue;
    const wanted = PAIR.includes(name)
      ? replacePair
      : force || typeof theirs !== "function";
    if (!wanted) continue;
    if (name === "URL") result.keptStatics = keepStatics(ours, theirs);
    defineInterface(target, name, ours);
    result.installed.push(name);
  }
  return result;
}
