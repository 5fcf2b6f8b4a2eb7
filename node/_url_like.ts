// Private: what Node.js takes for a WHATWG URL object.

/**
 * A WHATWG URL of any implementation (this library's, the runtime's own):
 * the fields that these functions read. As Node.js does, an object is taken
 * for one when it has an `href` and a `protocol`, and not the legacy `Url`'s
 * `auth` and `path`.
 */
export interface URLLike {
  /** The serialization. */
  readonly href: string;
  /** The scheme and `:`. */
  readonly protocol: string;
  /** The host, without the port. */
  readonly hostname: string;
  /** The path. */
  readonly pathname: string;
}

/**
 * Node.js's test for a WHATWG URL object (of any implementation): it has an
 * `href` and a `protocol`, and not the legacy `Url`'s `auth` and `path`.
 */
export function isURLObject(value: unknown): value is URLLike {
  const url = value as Record<string, unknown> | null | undefined;
  return Boolean(
    url?.href && url.protocol && url.auth === undefined &&
      url.path === undefined,
  );
}
