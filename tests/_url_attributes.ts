// The URL API's string attributes, listed once for the tests and the
// benchmarks that read or set each of them.

/** The URL API's string attributes, in the order the spec lists them. */
export const URL_ATTRIBUTES = [
  "href",
  "origin",
  "protocol",
  "username",
  "password",
  "host",
  "hostname",
  "port",
  "pathname",
  "search",
  "hash",
] as const;
