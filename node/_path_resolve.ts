// Private: path.posix.resolve and path.win32.resolve of one path, as Node.js
// computes them, against a working directory given as a function (called
// only when the path needs it). Where it gives `undefined`, a rooted Windows
// path keeps no drive, a drive-relative one (`C:x`) resolves against the
// drive's root, and a relative path throws NEEDS_CWD.

/** The working directory, asked for only when a path needs it. */
export type CwdSource = () => string | undefined;

/** Thrown by the resolvers for a relative path and no working directory. */
export const NEEDS_CWD: unique symbol = Symbol("needs cwd");

/**
 * Collapses `.` and `..` segments of `path` split at `isSeparator`, joined
 * with `separator`; `..` above the start is kept only when `aboveRoot`.
 */
function normalizeSegments(
  path: string,
  aboveRoot: boolean,
  separator: string,
  isSeparator: (c: string) => boolean,
): string {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i <= path.length; i++) {
    if (i < path.length && !isSeparator(path[i])) continue;
    const segment = path.slice(start, i);
    start = i + 1;
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      if (out.length > 0 && out[out.length - 1] !== "..") out.pop();
      else if (aboveRoot) out.push("..");
      continue;
    }
    out.push(segment);
  }
  return out.join(separator);
}

const isPosixSeparator = (c: string) => c === "/";
const isWin32Separator = (c: string) => c === "/" || c === "\\";

/** `path.posix.resolve(path)`; throws {@linkcode NEEDS_CWD} if relative. */
export function resolvePosix(path: string, cwd: CwdSource): string {
  let joined = path;
  if (!path.startsWith("/")) {
    const dir = cwd();
    if (dir === undefined) throw NEEDS_CWD;
    joined = path === "" ? dir : `${dir}/${path}`;
  }
  const absolute = joined.startsWith("/");
  const tail = normalizeSegments(joined, !absolute, "/", isPosixSeparator);
  if (absolute) return `/${tail}`;
  return tail === "" ? "." : tail;
}

/** A Windows path's root: its device (drive or UNC share) and the rest. */
interface Win32Root {
  device: string;
  absolute: boolean;
  rootEnd: number;
}

/** Reads the root of a Windows path as path.win32.resolve does. */
function win32Root(path: string): Win32Root {
  const root: Win32Root = { device: "", absolute: false, rootEnd: 0 };
  if (path.length === 0) return root;
  if (isWin32Separator(path[0])) {
    root.absolute = true;
    if (path.length === 1 || !isWin32Separator(path[1])) {
      root.rootEnd = 1;
      return root;
    }
    // `\\server\share`, or a device root `\\.\X` / `\\?\X`.
    let j = 2;
    while (j < path.length && !isWin32Separator(path[j])) j++;
    if (j === 2 || j === path.length) return root;
    const server = path.slice(2, j);
    while (j < path.length && isWin32Separator(path[j])) j++;
    if (j === path.length) return root;
    const last = j;
    while (j < path.length && !isWin32Separator(path[j])) j++;
    if (server === "." || server === "?") {
      root.device = `\\\\${server}`;
      root.rootEnd = 4;
    } else {
      root.device = `\\\\${server}\\${path.slice(last, j)}`;
      root.rootEnd = j;
    }
    return root;
  }
  if (/^[A-Za-z]:/.test(path)) {
    root.device = path.slice(0, 2);
    root.rootEnd = 2;
    if (path.length > 2 && isWin32Separator(path[2])) {
      root.absolute = true;
      root.rootEnd = 3;
    }
  }
  return root;
}

/**
 * `path.win32.resolve(path)`: a drive-relative path (`C:x`) resolves
 * against the working directory when it is on that drive (else the drive's
 * root), a rooted one (`\x`) takes the working directory's device.
 * Throws {@linkcode NEEDS_CWD} when `path` is relative and there is no cwd.
 */
export function resolveWin32(path: string, cwd: CwdSource): string {
  if (path === "" || path === ".") {
    const dir = cwd();
    if (dir === undefined) throw NEEDS_CWD;
    if (isWin32Separator(dir[0] ?? "")) return dir.replaceAll("/", "\\");
  }
  let device = "";
  let tail = "";
  let absolute = false;
  const inputs = [path, "cwd"];
  for (let i = 0; i < inputs.length; i++) {
    let current = inputs[i];
    if (i === 0) {
      if (current === "") continue;
    } else {
      const dir = cwd();
      if (device !== "") {
        // The drive's own directory when the cwd is on it, else its root.
        current = dir === undefined ||
            (dir.slice(0, 2).toLowerCase() !== device.toLowerCase() &&
              dir[2] === "\\")
          ? `${device}\\`
          : dir;
      } else if (dir !== undefined) current = dir;
      else if (absolute) break; // A rooted path stays as it is.
      else throw NEEDS_CWD;
    }
    const root = win32Root(current);
    if (root.device !== "") {
      if (device === "") device = root.device;
      else if (root.device.toLowerCase() !== device.toLowerCase()) continue;
    }
    if (absolute) {
      if (device !== "") break;
    } else {
      tail = `${current.slice(root.rootEnd)}\\${tail}`;
      absolute = root.absolute;
      if (absolute && device !== "") break;
    }
  }
  tail = normalizeSegments(tail, !absolute, "\\", isWin32Separator);
  if (absolute) return `${device}\\${tail}`;
  return `${device}${tail}` || ".";
}
