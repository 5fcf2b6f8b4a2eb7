import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import {
  findHostStringError,
  findIPv6AddressStringError,
  isValidHostString,
  isValidIPv4AddressString,
  isValidIPv6AddressString,
  isValidOpaqueHostString,
} from "./valid_host_string.ts";
import { parseHost } from "./host.ts";
import { isValidDomain } from "./valid_domain.ts";
import type { ValidationErrorName } from "./validation_error.ts";

/** Runs the host parser; its result and the validation errors it reports. */
function parseWithErrors(input: string, isOpaque: boolean) {
  const errors: ValidationErrorName[] = [];
  const host = parseHost(input, {
    isOpaque,
    report: (name) => errors.push(name),
  });
  return { host, errors };
}

describe("isValidIPv4AddressString()", () => {
  it("accepts four shortest decimal parts from 0 to 255", () => {
    for (const s of ["0.0.0.0", "255.255.255.255", "10.0.0.1", "192.0.2.9"]) {
      assert.equal(isValidIPv4AddressString(s), true, s);
    }
  });

  it("rejects shorthand, leading zeros, other bases and out-of-range parts", () => {
    for (
      const s of [
        "127.1",
        "2130706433",
        "0x7f.0.0.1",
        "0x7f.1",
        "010.0.0.1",
        "00.0.0.0",
        "1.2.3.256",
        "1.2.3.4.",
        "1.2.3.4.5",
        ".1.2.3",
        "1..2.3",
        "",
        "1.2.3.4 ",
      ]
    ) {
      assert.equal(isValidIPv4AddressString(s), false, s);
    }
  });
});

describe("isValidIPv6AddressString()", () => {
  it("accepts 8 pieces, or 6 pieces and an IPv4 address", () => {
    assert.equal(isValidIPv6AddressString("1:2:3:4:5:6:7:8"), true);
    assert.equal(isValidIPv6AddressString("ffff:FFFF:0:0:0:0:0:0"), true);
    assert.equal(isValidIPv6AddressString("1:2:3:4:5:6:1.2.3.4"), true);
  });

  it("counts effective piece lengths around ::, at most 7", () => {
    assert.equal(isValidIPv6AddressString("::"), true);
    assert.equal(isValidIPv6AddressString("::1"), true);
    assert.equal(isValidIPv6AddressString("1::"), true);
    assert.equal(isValidIPv6AddressString("::1.2.3.4"), true);
    assert.equal(isValidIPv6AddressString("::ffff:1.2.3.4"), true);
    assert.equal(isValidIPv6AddressString("1:2:3:4:5:6:7::"), true);
    assert.equal(isValidIPv6AddressString("::2:3:4:5:6:7:8"), true);
    assert.equal(isValidIPv6AddressString("1:2:3:4:5::1.2.3.4"), true);
    assert.equal(isValidIPv6AddressString("1:2:3:4:5:6::1.2.3.4"), false);
    assert.equal(isValidIPv6AddressString("1:2:3:4::5:6:7:8"), false);
    assert.equal(isValidIPv6AddressString("::1:2:3:4:5:6:7:8"), false);
  });

  it("rejects wrong counts, leading zeros, bad parts and stray colons", () => {
    for (
      const s of [
        "1:2:3:4:5:6:7",
        "1:2:3:4:5:6:7:8:9",
        "1:2:3:4:5:6:7:1.2.3.4",
        "1:2:3:4:5:1.2.3.4",
        "::01",
        "0001::",
        "12345::",
        "1::2::3",
        ":::",
        ":1::",
        "1:",
        ":1",
        "::1.2.3",
        "::1.2.3.04",
        "::1.2.3.4:1",
        "g::",
        "",
      ]
    ) {
      assert.equal(isValidIPv6AddressString(s), false, s);
    }
  });

  it("gives the position where the address goes wrong", () => {
    assert.equal(findIPv6AddressStringError("::01"), 2);
    assert.equal(findIPv6AddressStringError("1::2::3"), 4);
    assert.equal(findIPv6AddressStringError("1:2:3"), 5);
    assert.equal(findIPv6AddressStringError("1:2:3:4:5:6:7:8:9"), 16);
    assert.equal(findIPv6AddressStringError("1:x::"), 2);
  });
});

describe("isValidHostString()", () => {
  it("decides url.bs's host parsing examples (isOpaque false)", () => {
    // url.bs example-host-parsing: every input whose isOpaque-false output
    // is a domain is a valid host string only when written as a valid
    // domain; the IPv4 shorthand forms and the failures are not.
    const cases: [string, boolean][] = [
      ["EXAMPLE.COM", true],
      ["example%2Ecom", false],
      ["faß.example", true],
      ["0", false],
      ["%30", false],
      ["0x", false],
      ["0xffffffff", false],
      ["[0:0::1]", true],
      ["[0:0::1%5D", false],
      ["[0:0::%31]", false],
      ["09", false],
      ["example.255", false],
      ["example^example", false],
    ];
    for (const [input, valid] of cases) {
      assert.equal(isValidHostString(input), valid, input);
    }
  });

  it("accepts dotted-decimal IPv4 though it is not a valid domain", () => {
    assert.equal(isValidDomain("192.0.2.1"), false);
    assert.equal(isValidHostString("192.0.2.1"), true);
  });

  it("points at the IPv4 part for input that ends in a number", () => {
    assert.equal(findHostStringError("10.0.0.300"), 9);
    assert.equal(findHostStringError("0x7f.1"), 1);
    assert.equal(findHostStringError("exa mple.com"), 3);
    assert.equal(findHostStringError("[::1]x"), 5);
  });
});

describe("isValidOpaqueHostString()", () => {
  it("decides url.bs's host parsing examples (isOpaque true)", () => {
    const cases: [string, boolean][] = [
      ["EXAMPLE.COM", true],
      ["example%2Ecom", true],
      ["faß.example", true],
      ["0", true],
      ["%30", true],
      ["0x", true],
      ["0xffffffff", true],
      ["[0:0::1]", true],
      ["[0:0::1%5D", false],
      ["[0:0::%31]", false],
      ["09", true],
      ["example.255", true],
      ["example^example", false],
    ];
    for (const [input, valid] of cases) {
      assert.equal(isValidOpaqueHostString(input), valid, input);
    }
  });

  it("rejects the empty string, stray percent signs and forbidden host code points", () => {
    for (
      const s of [
        "",
        "%",
        "%2",
        "a b",
        "a:b",
        "a@b",
        "a/b",
        "a?b",
        "[::1",
        "a|b",
      ]
    ) {
      assert.equal(isValidOpaqueHostString(s), false, s);
    }
  });
});

// "A valid host string defines what input would not trigger a validation
// error or failure when given to the host parser."
// (url.bs, Hosts (domains and IP addresses))
const hostish = fc.oneof(
  fc.stringMatching(/^[0-9.]{0,12}$/),
  fc.stringMatching(/^\[[0-9a-fA-F:.]{0,20}\]?$/),
  fc.stringMatching(/^[a-zA-Z0-9.%\-x]{0,12}$/),
  fc.string({ maxLength: 8 }),
);

describe("valid host strings and the host parser", () => {
  it("a valid host string parses without validation errors", () => {
    let hits = 0;
    fc.assert(
      fc.property(hostish, (input) => {
        if (!isValidHostString(input)) return;
        hits++;
        const { host, errors } = parseWithErrors(input, false);
        assert.notEqual(host, null);
        assert.deepEqual(errors, []);
      }),
      { seed: 20260706, numRuns: 3000 },
    );
    // The generators reach the interesting side often enough to matter.
    assert.ok(hits >= 300, `only ${hits} of 3000 runs checked anything`);
  });

  it("input the host parser takes without validation errors is a valid host string", () => {
    let hits = 0;
    fc.assert(
      fc.property(hostish, (input) => {
        const { host, errors } = parseWithErrors(input, false);
        if (host === null || errors.length > 0 || input === "") return;
        hits++;
        assert.equal(isValidHostString(input), true);
      }),
      { seed: 20260706, numRuns: 3000 },
    );
    // The generators reach the interesting side often enough to matter.
    assert.ok(hits >= 300, `only ${hits} of 3000 runs checked anything`);
  });

  it("a valid opaque-host string parses as an opaque host without validation errors", () => {
    let hits = 0;
    fc.assert(
      fc.property(hostish, (input) => {
        if (!isValidOpaqueHostString(input)) return;
        hits++;
        const { host, errors } = parseWithErrors(input, true);
        assert.notEqual(host, null);
        assert.deepEqual(errors, []);
      }),
      { seed: 20260706, numRuns: 3000 },
    );
    // The generators reach the interesting side often enough to matter.
    assert.ok(hits >= 300, `only ${hits} of 3000 runs checked anything`);
  });
});
