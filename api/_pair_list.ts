// Private: URLSearchParams' list of name-value pairs, kept flat ([name0,
// value0, name1, value1, ...]) with, optionally, a parallel list of spans
// (see serializeFormSpans): finding, removing and sorting pairs, and showing
// them; and the list's index by name, through which set() and delete() find
// a name's pairs without scanning the list and remove them by leaving holes
// that a later compaction drops, so that each call costs amortized constant
// time however many distinct names the list has.

/**
 * Test hook: when `count` is set, it receives the number of pairs that each
 * search or removal scan of a list passes over, so that a test counts the
 * work of set() and delete() (with the index's Map operations). Unset
 * outside tests.
 *
 * @internal
 */
export const listScans: { count?: (pairs: number) => void } = {};

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
  let i = from;
  while (
    i < list.length &&
    (list[i] !== name || (value !== undefined && list[i + 1] !== value))
  ) i += 2;
  listScans.count?.((i - from) >> 1);
  return i < list.length ? i : -1;
}

/**
 * What stands in a flat list for the name of a removed pair (a hole) until
 * the list is compacted: a lone surrogate, which no name in a list is, as
 * every name is a scalar value string.
 */
export const HOLE = "\ud800";

/**
 * An index of a flat list by name: for each name, the indices of its pairs
 * in the list, ascending (holes are in none).
 */
export type PairIndex = Map<string, number[]>;

/** Adds to an index the pair of a list at index `i`, with the name. */
export function indexPair(index: PairIndex, name: string, i: number): void {
  const at = index.get(name);
  if (at === undefined) index.set(name, [i]);
  else at.push(i);
}

/** The index of a flat list without holes. */
export function indexPairs(list: readonly string[]): PairIndex {
  const index: PairIndex = new Map();
  for (let i = 0; i < list.length; i += 2) indexPair(index, list[i], i);
  return index;
}

/**
 * Makes holes of the pairs of a flat list at the indices `at[from]`,
 * `at[from + 1]`, … whose value is `value` (any, if undefined), and leaves
 * in `at` the indices of the others. Returns how many it removed.
 */
export function punchPairs(
  list: string[],
  at: number[],
  from: number,
  value: string | undefined,
): number {
  let kept = from;
  for (let k = from; k < at.length; k++) {
    const i = at[k];
    if (value === undefined || list[i + 1] === value) {
      list[i] = HOLE;
      list[i + 1] = "";
    } else {
      at[kept++] = i;
    }
  }
  const removed = at.length - kept;
  at.length = kept;
  return removed;
}

/** What {@linkcode indexOfName} returns for a name its list does not have. */
export const NOT_THERE = -1;

/**
 * The index of the first pair with the name, for get() and has() before
 * the name's USVString conversion: a list holds scalar value strings only,
 * so a name found as given needs no conversion. When it is not found,
 * {@linkcode NOT_THERE} if its conversion is certainly itself (no surrogate
 * code unit: scanned here, in the same loop, rather than by a call to
 * `isWellFormed()`), so that the conversion is not there
 * either; otherwise -2, and the caller converts it and looks again.
 */
export function indexOfName(list: readonly string[], name: string): number {
  for (let i = 0; i < list.length; i += 2) {
    if (list[i] === name) return i;
  }
  for (let i = 0; i < name.length; i++) {
    if ((name.charCodeAt(i) & 0xf800) === 0xd800) return -2;
  }
  return NOT_THERE;
}

/**
 * Removes from a flat list the pairs from index `from` on with the name, and
 * the value too unless it is undefined, keeping the order of the others;
 * their spans, if any, move along. Returns whether it removed any.
 */
export function removePairs(
  list: string[],
  spans: number[] | null,
  from: number,
  name: string,
  value: string | undefined,
): boolean {
  listScans.count?.((list.length - from) >> 1);
  let kept = from;
  for (let i = from; i < list.length; i += 2) {
    if (list[i] !== name || (value !== undefined && list[i + 1] !== value)) {
      if (kept !== i) {
        if (spans !== null) {
          spans[kept] = spans[i];
          spans[kept + 1] = spans[i + 1];
        }
        list[kept] = list[i];
        list[kept + 1] = list[i + 1];
      }
      kept += 2;
    }
  }
  if (kept === list.length) return false;
  // The removed items are popped: cheaper than setting `length`.
  while (list.length > kept) list.pop();
  while (spans !== null && spans.length > kept) spans.pop();
  return true;
}

/**
 * Sorts a flat list's pairs by name, comparing code units, stably, moving
 * their spans along, if any: an insertion sort of pair indices for short
 * lists, else a bottom-up merge sort of them. Returns whether the order
 * changed.
 */
export function sortPairs(list: string[], spans: number[] | null): boolean {
  let i = 2;
  while (i < list.length && list[i] >= list[i - 2]) i += 2;
  if (i >= list.length) return false;
  let order: number[] = [];
  for (i = 0; i < list.length; i += 2) order.push(i);
  const n = order.length;
  if (n <= 16) {
    for (let k = 1; k < n; k++) {
      const at = order[k];
      let j = k;
      // Only strictly greater names move right: stable.
      for (; j > 0 && list[at] < list[order[j - 1]]; j--) {
        order[j] = order[j - 1];
      }
      order[j] = at;
    }
  } else {
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
  }
  permute(list, order);
  if (spans !== null) permute(spans, order);
  return true;
}

/** Puts the pair at index `order[k]` of a flat list at index 2k. */
function permute<T>(list: T[], order: readonly number[]): void {
  const copy = list.slice();
  for (let k = 0; k < order.length; k++) {
    list[2 * k] = copy[order[k]];
    list[2 * k + 1] = copy[order[k] + 1];
  }
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
