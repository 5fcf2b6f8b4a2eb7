/**
 * Parses a URL and prints its components as JSON, with its validation
 * errors. (The `urlstd` CLI will grow from this.)
 *
 * Usage: deno task url <input> [base]
 *
 * @module
 */

import { URL } from "../mod.ts";
import { basicURLParse, hostType } from "../parser/mod.ts";
import type { ValidationErrorName } from "../host/validation_error.ts";

/** Parses `input` against `base` and returns the report as a JSON value. */
export function describeURL(
  input: string,
  base?: string,
): Record<string, unknown> {
  const errors: { name: ValidationErrorName; position: number; in: string }[] =
    [];
  let baseRecord = null;
  if (base !== undefined) {
    baseRecord = basicURLParse(base, {
      report: (name, position) => errors.push({ name, position, in: "base" }),
    });
    if (baseRecord === null) {
      return {
        input,
        base,
        failure: true,
        reason: "the base does not parse",
        validationErrors: errors,
      };
    }
  }
  const record = basicURLParse(input, {
    base: baseRecord,
    report: (name, position) => errors.push({ name, position, in: "input" }),
  });
  if (record === null) {
    return {
      input,
      base: base ?? null,
      failure: true,
      validationErrors: errors,
    };
  }
  const url = new URL(input, base);
  return {
    input,
    base: base ?? null,
    href: url.href,
    origin: url.origin,
    protocol: url.protocol,
    username: url.username,
    password: url.password,
    host: url.host,
    hostname: url.hostname,
    hostType: hostType(record),
    port: url.port,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    validationErrors: errors,
  };
}

if (import.meta.main) {
  const [input, base] = Deno.args;
  if (input === undefined || Deno.args.length > 2) {
    console.error("usage: deno task url <input> [base]");
    Deno.exit(2);
  }
  const result = describeURL(input, base);
  console.log(JSON.stringify(result, null, 2));
  Deno.exit(result.failure ? 1 : 0);
}
