// Private: the way to a URL object's own value (its serialization and
// offsets) for the tests, which check its invariants after every operation,
// and for api/url_value.ts, without the class gaining a property or symbol. Each class that
// defineURL() makes registers a reader of its private field here.

import type { Components } from "../parser/components.ts";

/** A URL class's reader of its objects' values (its ValueAccess). */
interface ComponentsReader {
  has(url: object): boolean;
  get(url: object): Components;
}

const readers: ComponentsReader[] = [];

/** Adds the reader of one URL class (called as the class is made). */
export function registerComponentsReader(reader: ComponentsReader): void {
  readers.push(reader);
}

/**
 * The value a URL object keeps: its serialization and offsets, pending
 * query changes not yet serialized in. Throws for anything else.
 */
export function componentsOfURL(url: object): Components {
  const c = findComponentsOfURL(url);
  if (c === null) {
    throw new TypeError("Not a URL object of a class defineURL() made");
  }
  return c;
}

/** As {@linkcode componentsOfURL}, but `null` for anything else. */
export function findComponentsOfURL(url: object): Components | null {
  for (const reader of readers) {
    if (reader.has(url)) return reader.get(url);
  }
  return null;
}
