/**
 * The read-only part of `node:fs` the suite uses, for browsers:
 * `existsSync` and `readFileSync` over the files the runner serves in
 * `vfs.js` (`globalThis.__URLSTD_VFS__`, path → text): the WPT data and the
 * repository's text files, at the paths they have on the machine that built
 * the bundle.
 *
 * @module
 */

/** The files the runner provided, by absolute path. */
function files(): Record<string, string> {
  const vfs = (globalThis as { __URLSTD_VFS__?: Record<string, string> })
    .__URLSTD_VFS__;
  if (vfs === undefined) throw new Error("The runner's vfs.js was not loaded");
  return vfs;
}

function toPath(path: string | URL): string {
  if (typeof path === "string") {
    return path.startsWith("file:") ? toPath(new URL(path)) : path;
  }
  if (path.protocol !== "file:") throw new TypeError("Not a file: URL");
  return decodeURIComponent(path.pathname);
}

function normalize(path: string): string {
  const out: string[] = [];
  for (const segment of path.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") out.pop();
    else out.push(segment);
  }
  return "/" + out.join("/");
}

function isDirectory(path: string): boolean {
  const prefix = path.endsWith("/") ? path : path + "/";
  return Object.keys(files()).some((file) => file.startsWith(prefix));
}

/** Whether the file (or a folder holding files) exists. */
export function existsSync(path: string | URL): boolean {
  const p = normalize(toPath(path));
  return Object.hasOwn(files(), p) || isDirectory(p);
}

/** The file's text; throws ENOENT as Node.js does when it is missing. */
export function readFileSync(
  path: string | URL,
  options?: string | { encoding?: string | null },
): string | Uint8Array {
  const p = normalize(toPath(path));
  if (!Object.hasOwn(files(), p)) {
    const error = new Error(
      `ENOENT: no such file or directory, open '${p}'`,
    ) as Error & { code: string };
    error.code = "ENOENT";
    throw error;
  }
  const text = files()[p];
  const encoding = typeof options === "string" ? options : options?.encoding;
  return encoding ? text : new TextEncoder().encode(text);
}

export default { existsSync, readFileSync };
