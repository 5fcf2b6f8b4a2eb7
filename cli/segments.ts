/**
 * Where each component of a URL lies in its href, as `urlstd --diagram`
 * and the live viewer draw it. Not part of the `cli` subpath's API.
 *
 * @module
 */

import type { URLRecord } from "../parser/url_record.ts";
import { hasHost, pathEnd, queryEnd } from "../parser/components.ts";

/** A component's place in the href: [start, end). */
export interface Segment {
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

/**
 * Where each component lies in the href, read from the record's offsets.
 * Credentials appear only when not empty; every other component that is
 * not null appears, even empty.
 */
export function segments(record: URLRecord): Segment[] {
  const c = record.components;
  const result: Segment[] = [];
  const add = (name: string, start: number, end: number) => {
    result.push({ name, start, end });
  };
  add("protocol", 0, c.schemeEnd + 1);
  if (hasHost(c)) {
    if (record.username !== "") {
      add("username", c.schemeEnd + 3, c.usernameEnd);
    }
    if (record.password !== "") {
      add("password", c.usernameEnd + 1, c.hostStart - 1);
    }
    add("hostname", c.hostStart, c.hostEnd);
    if (c.port >= 0) add("port", c.hostEnd + 1, c.pathStart);
  }
  add("pathname", c.pathStart, pathEnd(c));
  if (c.queryStart >= 0) add("search", c.queryStart, queryEnd(c));
  if (c.fragmentStart >= 0) add("hash", c.fragmentStart, c.href.length);
  return result;
}
