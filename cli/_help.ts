// Private: the text of `urlstd --help`.

/** The help text (ends with a newline). */
export const HELP = `urlstd: parse, explain, validate and batch-process URLs
with the WHATWG URL Standard

Usage:
  urlstd [options] <url>           one URL: a table of its components
  urlstd [options] --file <path>   many URLs, one a line (- for stdin)
  urlstd [options] < urls.txt      many URLs from standard input

Options:
  -b, --base <url>      Resolve the input against this base URL
      --encoding <label>
                        Encode queries in this encoding (an Encoding
                        Standard label such as windows-1252 or shift_jis)
                        as a document in it does: special URLs but ws: and
                        wss: only; paths and fragments stay UTF-8
  -d, --diagram         Draw the href with each component's offsets
  -v, --validate        Show each validation error under its position and
                        whether the input is a valid URL string (or where
                        it stops being one); exit 1 if there are validation
                        errors, 2 if a URL fails to parse
  -j, --json            Print JSON (one object a line for many URLs)
  -t, --table           Print the components table (also for many URLs)
  -s, --set <c>=<v>     Set a component through the URL API's setter;
                        repeatable, applied in order (c is one of href,
                        protocol, username, password, host, hostname, port,
                        pathname, search, hash)
      --relative-to <url>
                        Also give the shortest reference from this URL to
                        each URL (its relative URL; never empty)
      --normalize[=<list>]
                        Also give each URL normalized for comparison: a
                        comma-separated list of remove-fragment, sort-query,
                        remove-empty-query, uppercase-escapes,
                        lowercase-escapes, decode-unreserved,
                        remove-trailing-slash, remove-www,
                        remove-directory-index, remove-tracking-parameters,
                        force-https, or safe (the default: remove-fragment,
                        decode-unreserved, uppercase-escapes) or all
      --check           Also give each URL's safety check (@urlstd/url/safety):
                        the default policy's verdict (ok, or refused with
                        its reason) and, for an IP host, its range, IANA
                        special-purpose block and any IPv4 address it
                        carries
  -f, --file <path>     Read URLs from a file, one a line (- for stdin);
                        a relative path is from the current directory
      --jobs <n>        With many URLs, parse on up to n worker threads
                        (default 1; auto: one per core), started as input
                        comes; the output keeps the input's order
      --max-line-bytes <n>
                        With many URLs, the longest line parsed (default
                        2097152, Chromium's URL limit; 0: no limit); a
                        longer one is not parsed: an empty line, with why
                        on standard error (JSON: a failure record)
  -q, --quiet           With many URLs, no summary or progress line
      --no-color        No colours (also when NO_COLOR is set)
  -h, --help            Show this help
      --version         Show the version
      --psl-version     Show the version of the Public Suffix List in use
  --                    Treat what follows as the URL, even with a leading -

With many URLs, the output is one line per input line: an href (the relative
URL with --relative-to, else the normalized one with --normalize; an empty
line for an empty line or a URL that fails to parse), or with --json one
object (a "blank" one for an empty line; "failure" for a URL that fails or
a line that could not be processed). --table, --diagram and --validate
print a report per URL instead, headed by its file:line (--validate alone:
only the URLs with errors), skipping empty lines. A summary goes to standard
error: the count, failures, validation errors by name and the throughput.
Input is streamed, one line at a time in memory.

Offsets and positions are UTF-16 code unit indexes, counted from 0; a
diagram's [start, end) ends before end.

Up to 10 validation errors are shown under a URL, then a count of the rest;
a URL longer than 160 code units is shown as a window around each error.
JSON lists a URL's first 100 validation errors, then validationErrorCount
gives the total.
A single URL that fails to parse is reported on standard error.

Exit status: 0 on success; 1 with --validate when there are validation
errors; 2 when a URL (or the base) fails to parse, when input cannot be
read, or on a usage error.

Examples:
  urlstd "https://user@EXAMPLE.com:443/a/../b c?q=1#frag"
  urlstd --base https://example.org/docs/ ../img/logo.png
  urlstd --encoding shift_jis "https://example.jp/search?q=日本"
  urlstd --diagram "https://user:pass@example.com:8080/a/b?q=1#frag"
  urlstd --validate "https:\\\\example.com\\a b"
  urlstd --json "http://0x7f.1/"
  urlstd --set protocol=ftp --set port=21 https://example.org:8080/x
  urlstd --relative-to https://example.org/docs/a/ https://example.org/docs/b
  urlstd --normalize=all --file urls.txt
  urlstd --file urls.txt --json > urls.ndjson
  urlstd --file urls.txt --jobs 2 > hrefs.txt
  grep -o 'https\\?://[^ ]*' log.txt | urlstd --validate --quiet
`;
