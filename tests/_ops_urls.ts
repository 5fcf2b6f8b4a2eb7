// A small committed set of realistic URLs for the ops/ property tests (which
// must not need ../shared/datasets): the shapes pages, APIs, CDNs, crawlers
// and apps meet, written by hand, every scheme the ops treat differently;
// and a generator of URLs made of the pieces the normalizations act on.

import fc from "fast-check";

/** Realistic URLs, each of which parses. */
export const REALISTIC_URLS: readonly string[] = [
  "https://example.org/",
  "https://example.org/docs/guide/intro.html",
  "https://example.org/docs/guide/",
  "https://example.org/docs/api/v2/users?page=2&per_page=50#list",
  "https://www.example.org/index.html",
  "https://www.example.org/blog/2024/05/hello-world/",
  "https://example.org/search?q=url+standard&lang=en&utm_source=news&utm_medium=email",
  "https://example.org/a/b/c/d/e/f.png?v=3",
  "https://example.org/a//b///c",
  "https://example.org/%7Euser/files/report%20final.pdf",
  "https://example.org/wiki/Caf%C3%A9#History",
  "https://example.org/path;params?query#frag",
  "https://example.org/assets/app.3f9a1c.js",
  "https://EXAMPLE.org:443/Mixed/Case/Path?Q=1",
  "https://user:secret@example.org/private/",
  "https://user@example.org:8443/admin/",
  "https://cdn.example.net/libs/lib@1.2.3/dist/lib.min.js",
  "https://api.example.com/v1/items/123/comments?sort=-created&fields=id,body",
  "https://xn--bcher-kva.example/katalog/neu?sort=titel",
  "https://bücher.example/katalog/alt",
  "https://[2001:db8::1]/status",
  "https://192.168.0.10:8080/metrics?format=json",
  "http://example.org/",
  "http://example.org/legacy/page.php?id=42&ref=home",
  "http://localhost:3000/api/health",
  "http://127.0.0.1/",
  "ws://example.org/socket",
  "wss://example.org/live/feed?token=abc",
  "ftp://ftp.example.org/pub/readme.txt",
  "file:///home/user/docs/notes.txt",
  "file:///home/user/docs/",
  "file:///C:/Users/Public/Documents/report.docx",
  "file:///C:/",
  "file:///D:/data/set.csv",
  "file://server/share/folder/file.txt",
  "data:text/plain;base64,SGVsbG8=",
  "mailto:someone@example.org?subject=Hi",
  "tel:+1-555-0100",
  "urn:isbn:9780143039433",
  "blob:https://example.org/9115d58c-bcda-ff47-86e5-083e9a215304",
  "javascript:void(0)",
  "git+ssh://git@example.org/owner/repo.git",
  "git://example.org/owner/repo.git#main",
  "s3://bucket/key/with/slashes.txt",
  "foo:/a/b/c",
  "foo:/.//double",
  "foo://host",
  "foo://host/",
  "foo://host/a:b/c",
  "about:blank",
  "https://example.org/a:b",
  "https://example.org/docs/a:b/c",
  "https://example.org/?",
  "https://example.org/#",
  "https://example.org/page?#",
  "https://example.org/search?q=%E2%9C%93&x=%7e",
  "https://example.org/a/./b/../c/%2e/d",
  "https://example.org/trailing/slash/",
  "https://example.org/no/trailing/slash",
];

/**
 * Path segments realistic URLs have, and the ones normalizations act on:
 * directory indexes, escapes (unreserved, reserved, not UTF-8, lowercase),
 * dot segments, empty segments, spaces, backslashes and `scheme://`
 * lookalikes.
 */
const SEGMENT = fc.constantFrom(
  "docs",
  "a",
  "v1",
  "img.png",
  "index.html",
  "index.php",
  "default.htm",
  "",
  ".",
  "..",
  "%2e",
  "%7Euser",
  "%7euser",
  "caf%C3%A9",
  "café",
  "a%20b",
  "a b",
  "%5Bx%5D",
  "a%2Fb",
  "%41",
  "%E9",
  "a;b",
  "@user",
  "a:b",
  "https:",
  "x%25y",
  "a+b",
  "%28c%29",
  "a|b",
  "a%5Cb",
  "a\\b",
  "%3Cx%3E",
  "%60",
  "%3A",
  "%E2%9C%93",
  "%c3%a9",
  "%%41",
  "100%",
  "%C0%80",
  "%0a",
  "%7F",
);

/** Hosts: `www.` chains, trailing dots, IDNs, addresses, case. */
const HOST = fc.constantFrom(
  "example.com",
  "www.example.com",
  "WWW.Example.COM",
  "www.www.example.com",
  "sub.example.org",
  "www.example.co.uk",
  "bücher.de",
  "xn--bcher-kva.de",
  "localhost",
  "127.0.0.1",
  "[::1]",
  "example.com.",
  "example.com..",
  "1.2.3..",
  "www.com",
  "www.a.b",
  "ex%41mple.com",
);

/** Query parameters: tracking, empty, `+`, escapes reserved or not. */
const PARAMETER = fc.tuple(
  fc.constantFrom(
    "a",
    "b",
    "q",
    "A",
    "",
    "utm_source",
    "fbclid",
    "ref",
    "a%3Ab",
    "foo+bar",
    "caf%C3%A9",
    "%E9",
    "x%26y",
    "k%3Dv",
    "%2B",
    "a?b",
    "%61",
  ),
  fc.option(
    fc.constantFrom(
      "",
      "1",
      "x+y",
      "x%20y",
      "%2F",
      "%2f",
      "a=b",
      "%25",
      "100%",
      "%E9",
      "[x]",
      "'q'",
      '"q"',
      "<b>",
      "%%41",
      "é",
      "a?b",
      "%23",
      "%7e",
    ),
  ),
).map(([name, value]) => value === null ? name : name + "=" + value);

/** Fragments: empty, text directives, routes, escapes, spaces. */
const FRAGMENT = fc.constantFrom(
  "",
  "#",
  "#top",
  "#:~:text=hi",
  "#top:~:text=x",
  "#a:~:TEXT=b",
  "#/route/",
  "#%7e",
  "#a b",
  "#%2f",
  "#x#y",
);

/**
 * Generated URLs: a prefix from `prefixes` (a scheme and `//`, or what a
 * user types instead), then a host, a port, path segments, a query and a
 * fragment from the lists above.
 */
export function generatedURL(
  prefixes: fc.Arbitrary<string>,
): fc.Arbitrary<string> {
  return fc.tuple(
    prefixes,
    HOST,
    fc.constantFrom("", "", ":80", ":443", ":8080"),
    fc.array(SEGMENT, { maxLength: 4 }),
    fc.constantFrom("", "", "/", "//"),
    fc.option(fc.array(PARAMETER, { maxLength: 4 })),
    FRAGMENT,
  ).map(([prefix, host, port, segments, end, query, fragment]) =>
    prefix + host + port +
    (segments.length > 0 ? "/" + segments.join("/") + end : end) +
    (query === null ? "" : "?" + query.join("&")) + fragment
  );
}
