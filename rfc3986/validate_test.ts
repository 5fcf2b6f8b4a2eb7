import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { assertLinearWork } from "../tests/_string_work.ts";
import {
  isAbsoluteUri,
  isRelativeReference,
  isUri,
  isUriReference,
} from "./validate.ts";

/** Every input must be a URI (and so a URI-reference, not relative). */
function assertUris(inputs: string[]) {
  for (const input of inputs) {
    assert.equal(isUri(input), true, input);
    assert.equal(isUriReference(input), true, input);
    assert.equal(isRelativeReference(input), false, input);
  }
}

/** Every input must be a relative reference. */
function assertRelative(inputs: string[]) {
  for (const input of inputs) {
    assert.equal(isRelativeReference(input), true, input);
    assert.equal(isUriReference(input), true, input);
    assert.equal(isUri(input), false, input);
  }
}

/** Every input must match no rule at all. */
function assertInvalid(inputs: string[]) {
  for (const input of inputs) {
    assert.equal(isUriReference(input), false, input);
    assert.equal(isUri(input), false, input);
    assert.equal(isRelativeReference(input), false, input);
    assert.equal(isAbsoluteUri(input), false, input);
  }
}

describe("isUri()", () => {
  it("accepts the examples of §1.1.2", () => {
    assertUris([
      "ftp://ftp.is.co.za/rfc/rfc1808.txt",
      "http://www.ietf.org/rfc/rfc2396.txt",
      "ldap://[2001:db8::7]/c=GB?objectClass?one",
      "mailto:John.Doe@example.com",
      "news:comp.infosystems.www.servers.unix",
      "tel:+1-816-555-1212",
      "telnet://192.0.2.16:80/",
      "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
    ]);
  });

  it("accepts a scheme of ALPHA then ALPHA, DIGIT, +, - or .", () => {
    assertUris(["a:", "A:", "z9+-.:x", "svn+ssh://h/", "X-Y.Z+1:b"]);
    assertInvalid(["1a:b", "+a:b", "-a:b", ".a:b", ":a", ":", "a_b:c"]);
  });

  it("accepts every form of hier-part", () => {
    assertUris([
      "a://h/p", // "//" authority path-abempty
      "a://h", //  path-abempty empty
      "a://", //   empty authority
      "a:///p", // empty authority, path "/p"
      "a:/", //    path-absolute
      "a:/p//q", // path-absolute, empty segments after the first
      "a:p", //    path-rootless
      "a:p:q/r:s", // colons anywhere in a rootless path
      "a:", //     path-empty
      "a:?q", //   path-empty with a query
      "a:#f",
    ]);
  });

  it("accepts every character of pchar, query and fragment", () => {
    const pchar = "AZaz09-._~!$&'()*+,;=:@%00%fF";
    assertUris([
      `s:/${pchar}/${pchar}?${pchar}/?#${pchar}/?`,
      "s:?/?#/?",
      "s:#",
      "s:?",
    ]);
  });

  it("rejects characters outside RFC 3986", () => {
    for (const c of ' "<>\\^`{|}\u0000\u001f\u007f\u00e9\u2603') {
      assertInvalid([`s:/a${c}b`, `s://h${c}/`, `s:?${c}`, `s:#${c}`]);
    }
    assertInvalid(["s:/\uD800", "s:/\uD83D\uDE00", "s:a[b]", "s:/[", "s:?]"]);
  });

  it("requires pct-encoded to be % and two hex digits", () => {
    assertUris(["s:%41", "s:%aB", "s://%41/"]);
    assertInvalid(["s:%", "s:%4", "s:%4g", "s:%g4", "s:/%%41", "s://%/"]);
  });

  it("allows one # only", () => {
    assertInvalid(["s:a#b#c", "s:##"]);
  });
});

describe("isUriReference() authority", () => {
  it("accepts userinfo of unreserved, pct-encoded, sub-delims and :", () => {
    assertUris([
      "s://@h",
      "s://u:p@h",
      "s://:@h",
      "s://a%20b!$&'()*+,;=:x@h",
    ]);
    assertInvalid(["s://a@b@h", "s://[u]@h", "s://u%@h", "s://u/@h x"]);
  });

  it("accepts a port of any number of digits, possibly none", () => {
    assertUris([
      "s://h:",
      "s://h:0",
      "s://h:080",
      "s://h:99999999999999999999",
    ]);
    assertInvalid([
      "s://h:8a",
      "s://h:-1",
      "s://h:1:2",
      "s://h: 1",
      "s://h:+1",
    ]);
  });

  it("accepts IPv4address with dec-octet exactly", () => {
    assertUris([
      "s://0.0.0.0",
      "s://255.255.255.255",
      "s://199.249.250.251",
      "s://10.99.100.9",
    ]);
  });

  it("accepts all nine forms of IPv6address", () => {
    const forms = [
      "1:2:3:4:5:6:7:8", //      6( h16 ":" ) ls32
      "1:2:3:4:5:6:1.2.3.4",
      "::2:3:4:5:6:7:8", //      "::" 5( h16 ":" ) ls32
      "::2:3:4:5:6:1.2.3.4",
      "::3:4:5:6:7:8", //        [ h16 ] "::" 4( h16 ":" ) ls32
      "1::3:4:5:6:7:8",
      "1::3:4:5:6:1.2.3.4",
      "1:2::4:5:6:7:8", //       [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
      "2::4:5:6:7:8",
      "1:2:3::5:6:7:8", //       [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
      "1:2:3:4::6:7:8", //       [ *3( h16 ":" ) h16 ] "::" h16 ":" ls32
      "1:2:3:4:5::7:8", //       [ *4( h16 ":" ) h16 ] "::" ls32
      "1:2:3:4:5::1.2.3.4",
      "::1.2.3.4",
      "::ffff:192.0.2.128",
      "1:2:3:4:5:6::8", //       [ *5( h16 ":" ) h16 ] "::" h16
      "::8",
      "1:2:3:4:5:6:7::", //      [ *6( h16 ":" ) h16 ] "::"
      "1::",
      "::",
      "ABCD:ef01:2345:6789:abcd:EF01:2345:6789",
      "0000:0:00:000:0:0:0:0",
    ];
    for (const form of forms) {
      assertUris([`s://[${form}]`, `s://[${form}]:80/`]);
      assertRelative([`//[${form}]`]);
    }
  });

  it("rejects what IPv6address does not allow", () => {
    const bad = [
      "", // empty
      "1:2:3:4:5:6:7", // seven pieces without "::"
      "1:2:3:4:5:6:7:8:9", // nine
      "1:2:3:4:5:6:7::8", // "::" standing for no piece
      "::1:2:3:4:5:6:7:8",
      "1:2:3:4:5:6:7:8::",
      "1:2:3:4:5:6::1.2.3.4", // ls32 makes it eight with "::"
      "1:2:3:4:5:6:7:1.2.3.4", // nine without
      "1:2:3:4:5:1.2.3.4", // seven without
      "1::2::3", // two "::"
      ":::",
      "1:::2",
      ":1::",
      "1::2:",
      ":",
      "1:2:3:4:5:6:7:8:",
      "12345::",
      "g::",
      "::1.2.3",
      "::1.2.3.256",
      "::01.2.3.4",
      "::1.2.3.4.5",
      "::1.2.3.4:1",
      "1.2.3.4::",
      "::a.2.3.4",
      "::1%25eth0", // RFC 6874 zone IDs are not RFC 3986
      " ::1",
    ];
    for (const address of bad) {
      assertInvalid([`s://[${address}]/`, `//[${address}]`]);
    }
    assertInvalid([
      "s://[::1",
      "s://::1]",
      "s://[::1]x",
      "s://[::1]]",
      "s://x[::1]",
    ]);
  });

  it("accepts IPvFuture: v, hex digits, a dot, then unreserved, sub-delims or :", () => {
    assertUris([
      "s://[v1.x]",
      "s://[V1.x]",
      "s://[vAbC.a:b!$&'()*+,;=-._~]",
      "s://[v7.::1]",
    ]);
    for (
      const future of [
        "v.x",
        "v1.",
        "v1x",
        "vg.x",
        "v1.%41",
        "v1.[",
        "x1.a",
        "v1.a/b",
      ]
    ) {
      assertInvalid([`s://[${future}]/`]);
    }
  });

  it("accepts a reg-name of unreserved, pct-encoded and sub-delims", () => {
    assertUris([
      "s://",
      "s://a.b-c_d~e",
      "s://%41%42",
      "s://!$&'()*+,;=",
      "s://256.0.0.0",
      "s://1.2.3",
    ]);
    assertInvalid([
      "s://a b",
      "s://a[b",
      "s://a]b",
      "s://a%2",
      "s://a\\b",
      "s://é",
    ]);
  });

  it("ends an authority at /, ? or #", () => {
    assertUris(["s://h?q", "s://h#f", "s://h/p", "s://u@h:1?q#f"]);
  });
});

describe("isRelativeReference()", () => {
  it("accepts every form of relative-part", () => {
    assertRelative([
      "", // path-empty
      "//h", // "//" authority path-abempty
      "//", // empty authority
      "///p",
      "//u@h:1/p?q#f",
      "/", // path-absolute
      "/a:b", // ":" is fine in path-absolute
      "a", // path-noscheme
      "a/b:c", // ":" after the first segment
      "./a:b",
      "a@b",
      "%3A",
      "?",
      "?q",
      "#",
      "#f",
      "?#",
      "../..",
    ]);
  });

  it("rejects a first segment with : that is not a scheme", () => {
    assertInvalid(["1a:b", "a%20:b", "@:b", "a_b:c/d", ":", ":a", "%41:b"]);
    assert.equal(isRelativeReference("a:b"), false);
    assert.equal(isUri("a:b"), true);
  });
});

describe("isAbsoluteUri()", () => {
  it("accepts a URI without a fragment", () => {
    assert.equal(isAbsoluteUri("http://a/b/c/d;p?q"), true);
    assert.equal(isAbsoluteUri("a:"), true);
    assert.equal(isAbsoluteUri("a:?#"), false);
    assert.equal(isAbsoluteUri("a:#"), false);
    assert.equal(isAbsoluteUri("//a/b"), false);
  });
});

describe("validators", () => {
  it("do linear work on long and adversarial inputs", () => {
    assertLinearWork((n) => {
      const inputs = [
        "s:" + "a".repeat(n),
        "s://" + "a".repeat(n),
        "s://[" + "1:".repeat(n),
        "s://" + "1.".repeat(n),
        "//" + "u:".repeat(n) + "@h",
        "s:" + "%41".repeat(n) + "%4",
        "s:" + "/..".repeat(n),
        "a".repeat(n) + ":",
        ":".repeat(n),
        "[".repeat(n),
      ];
      return () => {
        for (const input of inputs) {
          isUriReference(input);
          isAbsoluteUri(input);
        }
      };
    }, 2_000);
  });
});
