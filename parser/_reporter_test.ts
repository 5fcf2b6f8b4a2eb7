import { describe, it } from "node:test";
import assert from "node:assert/strict";
import * as hostCodes from "../host/validation_error_codes.ts";
import type { HOST_VALIDATION_ERROR_NAMES } from "../host/reporter.ts";
import type { ValidationErrorName } from "../host/validation_error.ts";
import * as codes from "./_validation_error_codes.ts";
import {
  type URL_PARSER_VALIDATION_ERROR_NAMES,
  URLParserReporter,
  VALIDATION_ERROR_NAMES,
} from "./_reporter.ts";

// Compiles only when the two tables name every ValidationErrorName.
type Unnamed = Exclude<
  ValidationErrorName,
  | (typeof HOST_VALIDATION_ERROR_NAMES)[number]
  | (typeof URL_PARSER_VALIDATION_ERROR_NAMES)[number]
>;
const everyNameListed: [Unnamed] extends [never] ? true : false = true;

/** The constant named after a spec name: "host-missing" → HOST_MISSING. */
function constantName(name: string): string {
  return name.toUpperCase().replaceAll("-", "_");
}

describe("the URL parser's validation error codes", () => {
  it("name each constant after the spec name its code indexes", () => {
    assert.equal(everyNameListed, true);
    const constants = [
      ...Object.entries(hostCodes),
      ...Object.entries(codes),
    ];
    assert.equal(constants.length, VALIDATION_ERROR_NAMES.length);
    for (const [constant, code] of constants) {
      assert.equal(constantName(VALIDATION_ERROR_NAMES[code]), constant);
    }
    assert.equal(new Set(VALIDATION_ERROR_NAMES).size, constants.length);
  });
});

describe("URLParserReporter", () => {
  it("reports steps 1-2 and maps positions back to the input as given", () => {
    const errors: string[] = [];
    const report = new URLParserReporter((name, at) =>
      errors.push(`${name}@${at}`)
    );
    // " a\tb\nc " trimmed to [1, 6): "a\tb\nc", cleaned "abc".
    const inner = report.stripped(" a\tb\nc ", 1, 6);
    inner.error(codes.HOST_MISSING, 0);
    inner.error(codes.HOST_MISSING, 1);
    inner.at(1).error(hostCodes.IPV6_UNCLOSED, 1);
    assert.deepEqual(errors, [
      "invalid-URL-unit@0",
      "invalid-URL-unit@2",
      "host-missing@1",
      "host-missing@3",
      "IPv6-unclosed@5",
    ]);
  });

  it("offsets by the trimmed start when nothing else was removed", () => {
    const errors: string[] = [];
    const report = new URLParserReporter((name, at) =>
      errors.push(`${name}@${at}`)
    );
    report.stripped("  ab", 2, 4).error(codes.PORT_INVALID, 1);
    report.stripped("ab", 0, 2).error(codes.PORT_INVALID, 1);
    assert.deepEqual(errors, [
      "invalid-URL-unit@0",
      "port-invalid@3",
      "port-invalid@1",
    ]);
  });
});
