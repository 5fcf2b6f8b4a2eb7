/**
 * The part of `node:process` the suite uses, for browsers: `env` (from the
 * runner's `vfs.js`, `globalThis.__URLSTD_ENV__`), `cwd()` and `platform`.
 *
 * @module
 */

const globals = globalThis as { __URLSTD_ENV__?: Record<string, string> };

/** The environment the runner passed. */
export const env: Record<string, string | undefined> = {
  ...globals.__URLSTD_ENV__,
};

/** The working folder: the root. */
export function cwd(): string {
  return "/";
}

/** Not a Node.js platform. */
export const platform = "browser";

export default { env, cwd, platform };
