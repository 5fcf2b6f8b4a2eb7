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
  -d, --diagram         Draw the href with each component's offsets
  -v, --validate        Show each validation error under its position;
                        exit 1 if there are any, 2 if a URL fails to parse
  -j, --json            Print JSON (one object a line for many URLs)
  -t, --table           Print the components table (also for many URLs)
  -s, --set <c>=<v>     Set a component through the URL API's setter;
                        repeatable, applied in order (c is one of href,
                        protocol, username, password, host, hostname, port,
                        pathname, search, hash)
  -f, --file <path>     Read URLs from a file, one a line (- for stdin);
                        a relative path is from the current directory
      --jobs <n>        With many URLs, parse on n worker threads
                        (default 1); the output keeps the input's order
  -q, --quiet           With many URLs, no summary or progress line
      --no-color        No colours (also when NO_COLOR is set)
  -h, --help            Show this help
      --version         Show the version
  --                    Treat what follows as the URL, even with a leading -

With many URLs, the output is one href a line (an empty line for a URL that
fails to parse) unless --json, --table, --diagram or --validate is given;
--validate then shows only the URLs with errors. A summary goes to standard
error: the count, failures, validation errors by name and the throughput.
Input is streamed: any size runs in constant memory. Empty lines are skipped.

Offsets and positions are UTF-16 code unit indexes, counted from 0; a
diagram's [start, end) ends before end.

Up to 10 validation errors are shown under a URL, then a count of the rest.
A single URL that fails to parse is reported on standard error.

Exit status: 0 on success; 1 with --validate when there are validation
errors; 2 when a URL (or the base) fails to parse, when input cannot be
read, or on a usage error.

Examples:
  urlstd "https://user@EXAMPLE.com:443/a/../b c?q=1#frag"
  urlstd --base https://example.org/docs/ ../img/logo.png
  urlstd --diagram "https://user:pass@example.com:8080/a/b?q=1#frag"
  urlstd --validate "https:\\\\example.com\\a b"
  urlstd --json "http://0x7f.1/"
  urlstd --set protocol=ftp --set port=21 https://example.org:8080/x
  urlstd --file urls.txt --json > urls.ndjson
  urlstd --file urls.txt --jobs 2 > hrefs.txt
  grep -o 'https\\?://[^ ]*' log.txt | urlstd --validate --quiet
`;
