// The timed loops of the suite's modes, one function each, and ownCopy(),
// which gives each implementation its own compiled copy of a loop.

import type { Implementation, URLLike } from "./suite.ts";

/** What mode h sets on the i-th URL object: values of another URL. */
export interface SetterValues {
  search: string[];
  hash: string[];
  pathname: string[];
}

/**
 * `impl`'s URL for `input` against `base`, or null where it fails. The timed
 * loops call it too: ownCopy() gives each copy a copy of it.
 */
export function parseOrNull(
  impl: Pick<Implementation, "URL">,
  input: string,
  base?: string,
): URLLike | null {
  if (impl.URL.parse) return impl.URL.parse(input, base);
  try {
    return new impl.URL(input, base);
  } catch {
    return null;
  }
}

/** How many copies ownCopy() has made: a unique mark for each. */
let copiesMade = 0;

type SearchParamsClass = Implementation["URLSearchParams"];

/**
 * A copy of `loop` compiled from its source text, with a copy of each of
 * `helpers` that it calls. The timed loops below are copied per mode and
 * implementation: a loop shared by the implementations would reach two or
 * three classes from one call site, and the JIT compilers' choices for one
 * (what they inline, within a budget per compiled function) would change
 * the code of the others. An application's loop sees one URL class. `loop`
 * and `helpers` may use only their parameters, globals and `helpers`.
 */
export function ownCopy<F extends (...args: never[]) => number>(
  loop: F,
  ...helpers: ((...args: never[]) => unknown)[]
): F {
  const declarations = helpers.map((helper) => helper.toString()).join("\n");
  // Each copy's source text is unique: V8 caches what `new Function`
  // compiles by source text, and closures made from a cached function
  // share its feedback, so two copies of the same text would be one loop
  // to the JIT compilers (seen with %DebugPrint: the second and third
  // copies shared one feedback vector, their helper call polymorphic).
  copiesMade++;
  return new Function(
    `// copy ${copiesMade}\n${declarations}\nreturn (${loop.toString()});`,
  )() as F;
}

/** Mode a: parses each input and reads href. */
export function parseHrefLoop(
  impl: Pick<Implementation, "URL">,
  inputs: string[],
): number {
  let n = 0;
  for (let i = 0; i < inputs.length; i++) {
    const url = parseOrNull(impl, inputs[i]);
    if (url !== null) n += url.href.length;
  }
  return n;
}

/**
 * Mode d: parses each input against `base` and reads href. Not
 * parseHrefLoop() with a base parameter: there the base is the constant
 * `undefined`, which lets the JIT compilers drop URL.parse()'s base handling
 * from mode a's code (bench/README.md, "Paired rounds in one process").
 */
export function relativeLoop(
  impl: Implementation,
  inputs: string[],
  base: string,
): number {
  let n = 0;
  for (let i = 0; i < inputs.length; i++) {
    const url = parseOrNull(impl, inputs[i], base);
    if (url !== null) n += url.href.length;
  }
  return n;
}

/** Mode b: parses each input and reads every getter. */
export function allGettersLoop(
  impl: Pick<Implementation, "URL">,
  inputs: string[],
): number {
  let n = 0;
  for (let i = 0; i < inputs.length; i++) {
    const url = parseOrNull(impl, inputs[i]);
    if (url === null) continue;
    n += url.href.length + url.origin.length + url.protocol.length +
      url.username.length + url.password.length + url.host.length +
      url.hostname.length + url.port.length + url.pathname.length +
      url.search.length + url.hash.length;
  }
  return n;
}

/** Mode c: URL.canParse() on each input (a parse where there is none). */
export function canParseLoop(
  impl: Pick<Implementation, "URL">,
  inputs: string[],
): number {
  let n = 0;
  for (let i = 0; i < inputs.length; i++) {
    if (
      impl.URL.canParse !== undefined
        ? impl.URL.canParse(inputs[i], undefined)
        : parseOrNull(impl, inputs[i]) !== null
    ) {
      n++;
    }
  }
  return n;
}

/** Mode e: four setters on each URL object, then href. */
export function settersLoop(urls: URLLike[]): number {
  let n = 0;
  for (let i = 0; i < urls.length; i++) {
    const url = urls[i];
    url.pathname = "/a/b c/d";
    url.search = "?q=1&r=2";
    url.hash = "#frag";
    url.host = "example.net:8080";
    n += url.href.length;
  }
  return n;
}

/**
 * Mode g: `new URL(ref, base)` for each reference and its base, then href.
 * The constructor, as a page resolving its links calls it.
 */
export function relativeReferencesLoop(
  impl: Implementation,
  refs: string[],
  bases: string[],
): number {
  let n = 0;
  for (let i = 0; i < refs.length; i++) {
    try {
      n += new impl.URL(refs[i], bases[i]).href.length;
    } catch {
      n++;
    }
  }
  return n;
}

/** Mode h: search, hash and pathname set on each URL object, then href. */
export function searchHashPathLoop(
  urls: URLLike[],
  values: SetterValues,
): number {
  let n = 0;
  for (let i = 0; i < urls.length; i++) {
    const url = urls[i];
    url.search = values.search[i];
    url.hash = values.hash[i];
    url.pathname = values.pathname[i];
    n += url.href.length;
  }
  return n;
}

/** Mode f: parses `query` `count` times, then get(). */
export function searchParseLoop(
  URLSearchParams: SearchParamsClass,
  query: string,
  count: number,
): number {
  let n = 0;
  for (let i = 0; i < count; i++) {
    const params = new URLSearchParams(query);
    if (params.get("j") !== null) n++;
  }
  return n;
}

/** Mode f: parses `query`, then set, append, delete and toString(). */
export function searchMutateLoop(
  URLSearchParams: SearchParamsClass,
  query: string,
  count: number,
): number {
  let n = 0;
  for (let i = 0; i < count; i++) {
    const params = new URLSearchParams(query);
    params.set("b", "2");
    params.append("k", "eleven");
    params.delete("c");
    n += params.toString().length;
  }
  return n;
}

/** Mode f: parses `query`, then sort() and toString(). */
export function searchSortLoop(
  URLSearchParams: SearchParamsClass,
  query: string,
  count: number,
): number {
  let n = 0;
  for (let i = 0; i < count; i++) {
    const params = new URLSearchParams(query);
    params.sort();
    n += params.toString().length;
  }
  return n;
}
