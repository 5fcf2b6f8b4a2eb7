// Private: URLSearchParams' list of name-value pairs, kept flat ([name0,
// value0, name1, value1, ...]) with, optionally, a parallel list of spans:
// finding, removing and sorting pairs.

/** Shortens a list to `length` items. */
function truncate(list: unknown[], length: number): void {
  // Cheaper than setting `length` when few items go, the common case.
  if (list.length - length <= 8) {
    while (list.length > length) list.pop();
  } else {
    list.length = length;
  }
}

/** Whether a pair's span is known. */
export function isSpan(start: number): boolean {
  return start >= 0;
}

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
 * order of the others; their spans, if any, move along.
 */
export function removePairs(
  list: string[],
  spans: number[] | null,
  first: number,
  name: string,
  value: string | undefined,
): void {
  let kept = first;
  for (let i = first + 2; i < list.length; i += 2) {
    if (list[i] === name && (value === undefined || list[i + 1] === value)) {
      continue;
    }
    list[kept] = list[i];
    list[kept + 1] = list[i + 1];
    if (spans !== null) {
      spans[kept] = spans[i];
      spans[kept + 1] = spans[i + 1];
    }
    kept += 2;
  }
  truncate(list, kept);
  if (spans !== null) truncate(spans, kept);
}

/**
 * Sorts a flat list's pairs by name, comparing code units, stably, moving
 * their spans along, if any: an insertion sort for short lists, else a
 * bottom-up merge sort of pair indices. Returns whether the order changed.
 */
export function sortPairs(list: string[], spans: number[] | null): boolean {
  const n = list.length >> 1;
  let sorted = true;
  for (let k = 1; k < n; k++) {
    if (list[2 * k] < list[2 * k - 2]) {
      sorted = false;
      break;
    }
  }
  if (sorted) return false;
  if (n <= 16) {
    for (let i = 2; i < list.length; i += 2) {
      const name = list[i];
      const value = list[i + 1];
      const start = spans === null ? -1 : spans[i];
      const end = spans === null ? -1 : spans[i + 1];
      let j = i;
      // Only strictly greater names move right: stable.
      for (; j > 0 && name < list[j - 2]; j -= 2) {
        list[j] = list[j - 2];
        list[j + 1] = list[j - 1];
        if (spans !== null) {
          spans[j] = spans[j - 2];
          spans[j + 1] = spans[j - 1];
        }
      }
      list[j] = name;
      list[j + 1] = value;
      if (spans !== null) {
        spans[j] = start;
        spans[j + 1] = end;
      }
    }
    return true;
  }
  let src = new Array<number>(n);
  let dst = new Array<number>(n);
  for (let k = 0; k < n; k++) src[k] = k;
  for (let width = 1; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let a = lo;
      let b = mid;
      let o = lo;
      while (a < mid && b < hi) {
        // Only a strictly smaller right name goes first: stable.
        if (list[2 * src[b]] < list[2 * src[a]]) dst[o++] = src[b++];
        else dst[o++] = src[a++];
      }
      while (a < mid) dst[o++] = src[a++];
      while (b < hi) dst[o++] = src[b++];
    }
    const swap = src;
    src = dst;
    dst = swap;
  }
  permute(list, src);
  if (spans !== null) permute(spans, src);
  return true;
}

/** Puts the pair at index `order[k]` of a flat list at index k. */
function permute<T>(list: T[], order: readonly number[]): void {
  const copy = list.slice();
  for (let k = 0; k < order.length; k++) {
    list[2 * k] = copy[2 * order[k]];
    list[2 * k + 1] = copy[2 * order[k] + 1];
  }
}

/**
 * The set() steps once the pair at index `first` has the name: gives it the
 * value (its span, if any, unknown now) and removes the later pairs with the
 * name. Returns whether the list changed.
 */
export function setPairAt(
  list: string[],
  spans: number[] | null,
  first: number,
  value: string,
): boolean {
  let changed = false;
  if (list[first + 1] !== value) {
    list[first + 1] = value;
    if (spans !== null) spans[first] = spans[first + 1] = -1;
    changed = true;
  }
  const name = list[first];
  const next = indexOfPair(list, first + 2, name, undefined);
  if (next !== -1) {
    removePairs(list, spans, next, name, undefined);
    changed = true;
  }
  return changed;
}

/** `URLSearchParams { "a" => "1", "b" => "2" }`, as the runtimes show it. */
export function inspectPairs(
  list: readonly string[],
  quote: (value: string) => string,
): string {
  if (list.length === 0) return "URLSearchParams {}";
  let out = "URLSearchParams { ";
  for (let i = 0; i < list.length; i += 2) {
    if (i !== 0) out += ", ";
    out += quote(list[i]) + " => " + quote(list[i + 1]);
  }
  return out + " }";
}
