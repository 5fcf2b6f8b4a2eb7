// Private: URLSearchParams' list of name-value pairs, kept flat ([name0,
// value0, name1, value1, ...]): finding, removing and sorting pairs, and
// showing them.

/**
 * The index in a flat list of the first pair from index `from` with the
 * name, and the value too unless it is undefined; -1 if none.
 */
export function indexOfPair(
  list: readonly string[],
  from: number,
  name: string,
  value: string | undefined,
): number {
  for (let i = from; i < list.length; i += 2) {
    if (list[i] === name && (value === undefined || list[i + 1] === value)) {
      return i;
    }
  }
  return -1;
}

/**
 * Removes from a flat list the pair at index `first` and every later one
 * with the name, and the value too unless it is undefined, keeping the
 * order of the others.
 */
export function removePairs(
  list: string[],
  first: number,
  name: string,
  value: string | undefined,
): void {
  let kept = first;
  for (let i = first + 2; i < list.length; i += 2) {
    if (list[i] !== name || (value !== undefined && list[i + 1] !== value)) {
      list[kept++] = list[i];
      list[kept++] = list[i + 1];
    }
  }
  // Popping is cheaper than setting `length` in V8 (see bench/NOTES.md).
  while (list.length > kept) list.pop();
}

/**
 * Sorts a flat list's pairs by name, comparing code units, stably: a
 * bottom-up merge sort of pair indices. Returns whether the order changed.
 */
export function sortPairs(list: string[]): boolean {
  let i = 2;
  while (i < list.length && list[i] >= list[i - 2]) i += 2;
  if (i >= list.length) return false;
  let order: number[] = [];
  for (i = 0; i < list.length; i += 2) order.push(i);
  const n = order.length;
  let other: number[] = [];
  for (let width = 1; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(mid + width, n);
      let a = lo;
      let b = mid;
      for (let o = lo; o < hi; o++) {
        // Only a strictly smaller right name goes first: stable.
        other[o] = b < hi && (a === mid || list[order[b]] < list[order[a]])
          ? order[b++]
          : order[a++];
      }
    }
    [order, other] = [other, order];
  }
  const copy = list.slice();
  for (let k = 0; k < n; k++) {
    list[2 * k] = copy[order[k]];
    list[2 * k + 1] = copy[order[k] + 1];
  }
  return true;
}

/**
 * The set() steps once the pair at index `first` has the name: gives it the
 * value and removes the later pairs with the name. Returns whether the list
 * changed.
 */
export function setPairAt(
  list: string[],
  first: number,
  value: string,
): boolean {
  const changed = list[first + 1] !== value;
  list[first + 1] = value;
  const name = list[first];
  const next = indexOfPair(list, first + 2, name, undefined);
  if (next === -1) return changed;
  removePairs(list, next, name, undefined);
  return true;
}

/** The kinds of iterator: of names, of values, of `[name, value]` pairs. */
export const KEYS = 0;
export const VALUES = 1;
export const ENTRIES = 2;

/** How the runtimes quote a string in inspection. */
export type Quote = (value: string) => string;

/**
 * Gives a prototype the methods through which Deno's `console.log` and
 * Node's `util.inspect` show its objects: `show(object, quote)`, with
 * strings quoted as each runtime does (`"a"` in Deno, `'a'` in Node).
 */
export function defineInspection<T>(
  proto: T,
  show: (object: T, quote: Quote) => string,
): void {
  // One function for both: Deno calls it as (inspect, options), Node as
  // (depth, options, inspect), and Deno quotes as JSON does.
  const method = {
    value(this: T, _a: unknown, _b: unknown, inspect: unknown): string {
      return show(
        this,
        typeof inspect === "function" ? inspect as Quote : JSON.stringify,
      );
    },
    writable: true,
    configurable: true,
  };
  Object.defineProperties(proto, {
    [Symbol.for("Deno.customInspect")]: method,
    [Symbol.for("nodejs.util.inspect.custom")]: method,
  });
}

/**
 * The pairs of a flat list from index `from`, as the runtimes show them:
 * `"a" => "1", "b" => "2"`, or with `kind`, as an iterator of that kind
 * shows its items (names, values, or `[ "a", "1" ]` entries).
 */
export function inspectPairs(
  list: readonly string[],
  from: number,
  quote: Quote,
  kind?: number,
): string {
  const items: string[] = [];
  for (let i = from; i < list.length; i += 2) {
    const name = quote(list[i]);
    const value = quote(list[i + 1]);
    items.push(
      kind === undefined
        ? name + " => " + value
        : kind === KEYS
        ? name
        : kind === VALUES
        ? value
        : "[ " + name + ", " + value + " ]",
    );
  }
  return items.join(", ");
}
