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
   * The probe checks that the target's own `URL`, `URLSearchParams` and
   * `Origin` failed (empty when they were missing, or passed every check).
   * Each interface is replaced only when a check of its own fails, so a
   * conforming native `URLSearchParams` stays beside a replaced `URL`
   * (whose `searchParams` are then the library's `URLSearchParams`).
   */
  failedChecks: string[];
  /**
   * The static properties of the replaced `URL` that the URL Standard does
   * not define (such as `createObjectURL` and `revokeObjectURL`), its own or
   * inherited, kept on the installed `URL`.
   */
  keptStatics: string[];
  /**
   * The interfaces it would have installed but could not define: the
   * target's property is non-configurable and read-only (or defining it
   * threw). Installing never throws.
   */
  blocked: string[];
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

/** The URL Standard's pair, probed together, installed first. */
const PAIR = ["URL", "URLSearchParams"];

/**
 * The probes of the interfaces beside the pair, by name: the checks each
 * fails. An interface without one is installed only where it is missing.
 */
// deno-lint-ignore ban-types -- any class
export type Probes = Readonly<Record<string, (cls: Function) => string[]>>;

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
function defineInterface(
  target: Record<string, unknown>,
  name: string,
  value: unknown,
): boolean {
  try {
    Object.defineProperty(target, name, {
      value,
      writable: true,
      enumerable: false,
      configurable: true,
    });
  } catch {
    // A non-configurable property: writable, it takes the value.
    try {
      target[name] = value;
    } catch {
      // Read-only in strict mode.
    }
  }
  return target[name] === value;
}

/**
 * Copies onto `ours` the static properties of `theirs` that `ours` does not
 * have (what a host hangs on its `URL`), its own and those it inherits from
 * its parent classes; returns their names.
 */
function keepStatics(ours: object, theirs: unknown): string[] {
  const kept: string[] = [];
  for (
    let from = theirs;
    typeof from === "function" && from !== Function.prototype;
    from = Object.getPrototypeOf(from)
  ) {
    for (const key of Object.getOwnPropertyNames(from)) {
      if (Object.prototype.hasOwnProperty.call(ours, key)) continue;
      const descriptor = Object.getOwnPropertyDescriptor(from, key)!;
      Object.defineProperty(ours, key, descriptor);
      kept.push(key);
    }
  }
  return kept;
}

/** `target[name]`, or `undefined` where reading it throws. */
function read(target: Record<string, unknown>, name: string): unknown {
  try {
    return target[name];
  } catch {
    return undefined;
  }
}

/**
 * Installs `interfaces` on the target: `URL` and `URLSearchParams` each
 * where it is missing or fails its checks of the conformance probe, each
 * other interface where it is missing or fails its probe in `probes`;
 * everything with `force`. An interface whose requirement the engine fails
 * is skipped, even with `force`. Never throws.
 */
export function installInterfaces(
  interfaces: Interfaces,
  options: InstallOptions = {},
  requirements: Requirements = REQUIREMENTS,
  probes: Probes = {},
): InstallResult {
  const target = (options.target ?? globalThis) as Record<string, unknown>;
  const force = options.force === true;
  const result: InstallResult = {
    installed: [],
    failedChecks: [],
    keptStatics: [],
    builtins: [],
    skipped: [],
    blocked: [],
  };
  const theirURL = read(target, "URL");
  const theirParams = read(target, "URLSearchParams");
  // The pair first, then the rest by name: a module namespace lists its
  // exports sorted, but CommonJS's exports object in their written order.
  const names = [
    ...PAIR.filter((name) => name in interfaces),
    ...Object.keys(interfaces).filter((name) => !PAIR.includes(name)).sort(),
  ];
  for (const name of names) {
    const ours = interfaces[name];
    const theirs = name === "URL"
      ? theirURL
      : name === "URLSearchParams"
      ? theirParams
      : read(target, name);
    if (theirs === ours) continue;
    let wanted = force || typeof theirs !== "function";
    if (!wanted) {
      const failed = failedChecks(name, theirs as Interfaces[string], {
        URL: theirURL,
        URLSearchParams: theirParams,
      }, probes);
      result.failedChecks.push(...failed);
      wanted = failed.length > 0;
    }
    if (!wanted) continue;
    if (requirements[name] !== undefined && !requirements[name]()) {
      result.skipped.push(name);
      continue;
    }
    if (!defineInterface(target, name, ours)) {
      result.blocked.push(name);
      continue;
    }
    if (name === "URL") {
      try {
        result.keptStatics = keepStatics(ours, theirs);
      } catch {
        // A host's URL whose statics cannot be read: nothing kept.
      }
    }
    result.installed.push(name);
  }
  if (result.installed.length > 0) {
    try {
      result.builtins = installMissingBuiltins();
    } catch {
      // Never throw at import: the engine keeps what it has.
    }
  }
  return result;
}

/**
 * The checks that the target's own interface `name` fails: the pair's own
 * checks of the conformance probe, or the interface's probe.
 */
function failedChecks(
  name: string,
  theirs: Interfaces[string],
  pair: { URL: unknown; URLSearchParams: unknown },
  probes: Probes,
): string[] {
  if (name === "URL" || name === "URLSearchParams") {
    return probeURL(
      pair.URL as URLLike,
      pair.URLSearchParams as URLSearchParamsLike,
      { interface: name },
    );
  }
  return probes[name]?.(theirs) ?? [];
}
