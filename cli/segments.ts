/**
 * Where each component of a URL lies in its href, as `urlstd --diagram`
 * and the live viewer draw it. Not part of the `cli` subpath's API.
 *
 * @module
 */

import type { URLRecord } from "../parser/url_record.ts";

/** A component's place in the href: [start, end). */
export interface Segment {
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

/**
 * Where each component lies in the href. Credentials appear only when not
 * empty; every other component that is not null appears, even empty.
 */
export function segments(record: URLRecord): Segment[] {
  const result: Segment[] = [];
  const add = (name: string, start: number, length: number) => {
    result.push({ name, start, end: start + length });
    return start + length;
  };
  let pos = add("protocol", 0, record.scheme.length + 1);
  if (record.host !== null) {
    pos += 2; // "//"
    const { username, password } = record;
    if (username !== "" || password !== "") {
      if (username !== "") pos = add("username", pos, username.length);
      if (password !== "") pos = add("password", pos + 1, password.length);
      pos += 1; // "@"
    }
    pos = add("hostname", pos, record.host.length);
    if (record.port !== null) {
      pos = add("port", pos + 1, String(record.port).length);
    }
  } else if (
    !record.opaquePath && record.serializedPath.startsWith("//")
  ) {
    pos += 2; // the serializer's "/." before a path that starts with "//"
  }
  pos = add("pathname", pos, record.serializedPath.length);
  if (record.query !== null) pos = add("search", pos, record.query.length + 1);
  if (record.fragment !== null) add("hash", pos, record.fragment.length + 1);
  return result;
}
