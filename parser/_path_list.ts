// Private: the path list a URL record hands out, kept in step with the
// record's components both ways: the record owns one array, as whatwg-url's
// records do, so what a caller pushes into it is what the serializer and
// the parser see, and what the parser changes shows in it at once.

import { type Components, pathOf, setPath } from "./components.ts";

/** A record's path list, and the path serialization it last agreed with. */
export interface PathList {
  /** The array the record hands out. */
  list: string[];
  /** The path serialization that `list` was last read from or written to. */
  path: string;
}

/** The path list of each record that has handed one out. */
const pathLists: WeakMap<object, PathList> = /* @__PURE__ */ new WeakMap();

/** The URL path serialization of a path list: "/" before each segment. */
export function serializeList(list: readonly string[]): string {
  let output = "";
  for (let i = 0; i < list.length; i++) output += "/" + list[i];
  return output;
}

/** Makes `list` the path list of `record`, whose path serializes as `path`. */
export function adoptList(
  record: object,
  list: string[],
  path: string,
): PathList {
  const p = { list, path };
  pathLists.set(record, p);
  return p;
}

/**
 * Writes the list's changes into `c`: when the components keep the path
 * list the list last agreed with and the list has changed since. (A path
 * the components changed since wins; readList() brings it to the list.)
 */
export function writeList(p: PathList, c: Components): void {
  if (c.opaquePath) return;
  const current = pathOf(c);
  if (current !== p.path) return;
  const path = serializeList(p.list);
  if (path !== current) {
    setPath(c, path, false);
    p.path = path;
  }
}

/**
 * Brings the components' path into the list, in place, when they changed
 * it since the list last agreed with them.
 */
export function readList(p: PathList, c: Components): void {
  if (c.opaquePath) return;
  const path = pathOf(c);
  if (path === p.path) return;
  const segments = path === "" ? [] : path.slice(1).split("/");
  const list = p.list;
  list.length = segments.length;
  for (let i = 0; i < segments.length; i++) list[i] = segments[i];
  p.path = path;
}

/**
 * After the parser or a path algorithm changed the components `c` of
 * `record`: its path list, if it has handed one out, takes the change.
 */
export function takeComponentChanges(record: object, c: Components): void {
  const p = pathLists.get(record);
  if (p !== undefined) readList(p, c);
}
