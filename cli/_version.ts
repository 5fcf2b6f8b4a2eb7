// Private: the version `urlstd --version` prints; cli/cli_test.ts checks
// that it is deno.json's.

/** The package's version. */
export const VERSION = "0.1.0";
