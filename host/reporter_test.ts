import { describe, it } from "node:test";
import assert from "node:assert/strict";
import * as codes from "./validation_error_codes.ts";
import {
  HOST_VALIDATION_ERROR_NAMES,
  NamedReporter,
  reporterFor,
} from "./reporter.ts";

/** The constant named after a spec name: "IPv4-empty-part" → IPV4_EMPTY_PART. */
function constantName(name: string): string {
  return name.toUpperCase().replaceAll("-", "_");
}

describe("the host parser's validation error codes", () => {
  it("name each constant after the spec name its code indexes", () => {
    const constants = Object.entries(codes);
    assert.equal(constants.length, HOST_VALIDATION_ERROR_NAMES.length);
    for (const [constant, code] of constants) {
      assert.equal(constantName(HOST_VALIDATION_ERROR_NAMES[code]), constant);
    }
    assert.equal(new Set(HOST_VALIDATION_ERROR_NAMES).size, constants.length);
  });
});

describe("NamedReporter", () => {
  it("reports by spec name, at positions shifted by each at()", () => {
    const errors: string[] = [];
    const report = new NamedReporter((name, at) =>
      errors.push(`${name}@${at}`)
    );
    report.error(codes.DOMAIN_TO_ASCII, 3);
    report.at(10).at(5).error(codes.IPV6_UNCLOSED, 2);
    report.at(10).atZero().error(codes.IPV4_EMPTY_PART, 7);
    assert.deepEqual(errors, [
      "domain-to-ASCII@3",
      "IPv6-unclosed@17",
      "IPv4-empty-part@10",
    ]);
  });

  it("reports each invalid URL unit, and the first of each kind for an opaque host", () => {
    const errors: string[] = [];
    const report = reporterFor((name, at) => errors.push(`${name}@${at}`))!;
    report.invalidURLUnits("a b%zz^%41", 0, 10);
    assert.deepEqual(errors, [
      "invalid-URL-unit@1",
      "invalid-URL-unit@3",
      "invalid-URL-unit@6",
    ]);
    errors.length = 0;
    report.opaqueHostInvalidURLUnits("%a b%zz^");
    assert.deepEqual(errors, ["invalid-URL-unit@2", "invalid-URL-unit@0"]);
  });

  it("reports domain-percent-encoded at the first percent-encoded byte", () => {
    const errors: string[] = [];
    const report = reporterFor((name, at) => errors.push(`${name}@${at}`))!;
    report.domainPercentEncoded("a%zb%41%42");
    report.domainPercentEncoded("a%4");
    assert.deepEqual(errors, ["domain-percent-encoded@4"]);
    assert.equal(reporterFor(undefined), undefined);
  });
});
