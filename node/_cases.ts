// Private (tests): the generated inputs of the node:url differential test,
// the same on every run (a seeded generator), so that Node.js 24's results
// for them can be recorded once (scripts/record_node_url.ts) and compared
// with on runtimes whose node:url is not Node's.

/** A function of the `node:url` surface that the cases call. */
export type CaseFunction =
  | "fileURLToPath"
  | "fileURLToPathBytes"
  | "pathToFileURL"
  | "domainToASCII"
  | "domainToUnicode"
  | "format"
  | "urlToHttpOptions";

/** One call: a function, its first argument and its options. */
export interface Case {
  fn: CaseFunction;
  input: string;
  options?: Record<string, boolean>;
}

/** A small seeded generator (mulberry32), for cases that do not change. */
function generator(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % n);
  };
}

/** File name pieces: encoding, decoding and resolution edge cases. */
const NAME_PIECES = [
  "a",
  "b c",
  "%",
  "%25",
  "%2f",
  "%5C",
  "#",
  "?",
  "#?x",
  "é",
  "日本",
  "😀",
  "\ud800",
  "\udc00x",
  "..",
  ".",
  "",
  "~",
  "[x]",
  "|",
  "\\",
  "\t",
  "\n",
  "\r",
  ";",
  "@",
  ":",
  "^",
  "{}",
  "`",
  '"',
  "'",
  "<>",
  "\0",
  "+",
  "&=",
  "C:",
  "\u00a0",
  "\u200b",
  "\u{10ffff}",
  "%e2%82",
  "...",
];

const POSIX_PREFIXES = ["/", "//", "/tmp/", "", "./", "../", "/a/../../", "~/"];

const WINDOWS_PREFIXES = [
  "C:\\",
  "c:/",
  "Z:\\x\\",
  "\\\\server\\share\\",
  "\\\\SERVER\\Share\\",
  "\\\\?\\C:\\",
  "\\\\?\\UNC\\server\\share\\",
  "\\\\.\\C:\\",
  "//server/share/",
  "\\",
  "/",
  "C:",
  "D:rel\\",
  "rel\\",
  "\\\\server",
  "\\\\",
  "\\\\?\\UNC\\",
  "\\\\xn--n3h\\s\\",
  "\\\\ÄÖ\\s\\",
  "\\\\a:b\\s\\",
  "\\\\localhost\\s\\",
  "\\\\[::1]\\s\\",
  "\\\\1.2.3\\s\\",
  "\\\\a b\\s\\",
  "",
];

const URL_HOSTS = [
  "",
  "",
  "",
  "localhost",
  "LOCALHOST",
  "server",
  "xn--n3h",
  "127.0.0.1",
  "[::1]",
  "ex%41mple",
];

const URL_PIECES = [
  "a",
  "%2f",
  "%2F",
  "%5c",
  "%5C",
  "%25",
  "%ff",
  "%e2%82",
  "%e2%82%ac",
  "C:",
  "C|",
  "c:",
  "%43:",
  "%43%3a",
  "a%20b",
  "a b",
  "%00",
  "%",
  "%zz",
  "é",
  "%F0%9F%98%80",
  "..",
  ".",
  "%2e%2e",
  "",
  "\\",
];

/** URLs that are not plain `file:` URLs, or no URLs at all. */
const OTHER_URLS = [
  "http://x/",
  "FILE:///x",
  "file:x",
  "file:/C:/x",
  "file:\\\\server\\x",
  "not a url",
  "file://",
  "file:///",
  "file:///C:",
  "file:///C:/",
  "file://C:/x",
  "file:///c|/x",
  "blob:file:///x",
  "file://host:80/x",
  "file://user@host/x",
  "file:////server/share",
  "file://xn--iñvalid/x",
  "file://xn--ls8h.xn--zz/s/x",
];

const DOMAINS = [
  "a:b",
  "a/b",
  "a?b",
  "a#b",
  "",
  "[::1]",
  "[::1]:80",
  "1.2.3",
  "0x7f.1",
  "xn--",
  "ex ample",
  "EXAMPLE.com",
  "a..b",
  "%41.com",
  "ÄÖ.com",
  "a\\b",
  "a@b",
  "xn--iñvalid.com",
  "faß.de",
  "xn--fa-hia.de",
  "\ud800",
  "a.b:80",
  "127.0.0.1",
  "999.1.1.1",
  "example.com.",
  "a\tb",
  "a\0b",
  "[1:2",
  "a|b",
  "a^b",
  "xn--n3h.xn--n3h",
  "☃.com",
  "ＥＸＡＭＰＬＥ.com",
  "a\u00adb",
  "xn--zca.com",
  "1.2.3.4.5",
  "0x100000000",
  // Punycode label by label: one bad label keeps only itself.
  "xn--ls8h.xn--zz",
  "xn--zz",
  "xn--ls8h.xn--zz.xn--espaol-zwa",
  "xn--ls8h-",
  "xn--a",
  "xn--7wa.com",
  "xn--zca870n",
  "XN--LS8H.xn--Ls8h",
];

const FORMAT_URLS = [
  "http://user:p%40w@xn--n3h.com:8080/p?q#h",
  "https://xn--fa-hia.de/?#",
  "http://[::1]:80/x",
  "file:///x",
  "foo://xn--n3h/x",
  "http://a@b/",
  "http://:pw@b/",
  "mailto:x@xn--n3h.com",
  "http://127.0.0.1/",
  "ws://USER@XN--N3H.com/?a#",
  // Opaque hosts keep their case and escapes; Punycode labels decode.
  "foo://ABC/",
  "foo://a%C3%A9/",
  "foo://xn--ls8h.XN--LS8H/",
  "foo://xn--Ls8h.xn--zz/",
  "http://xn--ls8h.xn--zz/",
];

const HTTP_URLS = [
  ...FORMAT_URLS,
  "https://a:b%20c@[::1]:8080/p?q=1#h",
  "https://a%ff@x/",
  "http://x/%zz?%zz",
  "data:text/plain,x",
];

function pick<T>(next: (n: number) => number, list: readonly T[]): T {
  return list[next(list.length)];
}

function pieces(
  next: (n: number) => number,
  from: readonly string[],
  separator: () => string,
): string {
  let out = "";
  const count = next(5);
  for (let i = 0; i < count; i++) {
    out += (i > 0 ? separator() : "") + pick(next, from) + pick(next, from);
  }
  return out;
}

/** A generated POSIX path. */
export function posixPath(next: (n: number) => number): string {
  const path = pick(next, POSIX_PREFIXES) +
    pieces(next, NAME_PIECES, () => "/");
  return next(3) === 0 ? path + "/" : path;
}

/** A generated Windows path: drive, UNC, long-path, rooted or relative. */
export function windowsPath(next: (n: number) => number): string {
  const separator = () => next(4) === 0 ? "/" : "\\";
  const names = NAME_PIECES.filter((p) => p !== "\\");
  const path = pick(next, WINDOWS_PREFIXES) + pieces(next, names, separator);
  return next(3) === 0 ? path + separator() : path;
}

/** A generated URL, mostly `file:`, with encoded separators and drives. */
export function fileURL(next: (n: number) => number): string {
  if (next(8) === 0) return pick(next, OTHER_URLS);
  let url = `file://${pick(next, URL_HOSTS)}/` +
    pieces(next, URL_PIECES, () => next(6) === 0 ? "\\" : "/");
  if (next(6) === 0) url += "?q";
  if (next(6) === 0) url += "#f";
  return url;
}

/** Every case, in a fixed order. */
export function generateCases(): Case[] {
  const next = generator(0x75726c);
  const cases: Case[] = [];
  for (const windows of [false, true]) {
    for (let i = 0; i < 300; i++) {
      cases.push({
        fn: "pathToFileURL",
        input: posixPath(next),
        options: { windows },
      });
      cases.push({
        fn: "pathToFileURL",
        input: windowsPath(next),
        options: { windows },
      });
      const url = fileURL(next);
      cases.push({ fn: "fileURLToPath", input: url, options: { windows } });
      cases.push({
        fn: "fileURLToPathBytes",
        input: url,
        options: { windows },
      });
    }
  }
  // Node.js drops trailing C0 controls; this module keeps them.
  for (const path of ["/a\x01", "/a \x1f", "/a\x01\x00", "/a\x01/"]) {
    cases.push({
      fn: "pathToFileURL",
      input: path,
      options: { windows: false },
    });
  }
  cases.push({
    fn: "pathToFileURL",
    input: "C:\\a\x02",
    options: { windows: true },
  });
  for (const domain of DOMAINS) {
    cases.push({ fn: "domainToASCII", input: domain });
    cases.push({ fn: "domainToUnicode", input: domain });
  }
  const flags = ["auth", "fragment", "search", "unicode"];
  for (const url of FORMAT_URLS) {
    for (let mask = 0; mask < 16; mask++) {
      const options: Record<string, boolean> = {};
      flags.forEach((flag, bit) => {
        options[flag] = (mask & (1 << bit)) !== 0;
      });
      cases.push({ fn: "format", input: url, options });
    }
  }
  for (const url of HTTP_URLS) {
    cases.push({ fn: "urlToHttpOptions", input: url });
  }
  return cases;
}
