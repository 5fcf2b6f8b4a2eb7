// Tiny path helpers that run the same in Deno, Node and Bun (POSIX paths).

/** Converts a file: URL to a path. */
export function fromFileUrl(url: string): string {
  return decodeURIComponent(new globalThis.URL(url).pathname);
}

/** The folder part of a path. */
export function dirname(path: string): string {
  const i = path.lastIndexOf("/");
  return i <= 0 ? "/" : path.slice(0, i);
}

/** Joins and normalizes path segments. */
export function join(...parts: string[]): string {
  return normalize(parts.join("/"));
}

/** Resolves segments to an absolute, normalized path. */
export function resolve(...parts: string[]): string {
  let path = "";
  for (const part of parts) {
    path = part.startsWith("/") ? part : path + "/" + part;
  }
  if (!path.startsWith("/")) path = cwd() + "/" + path;
  return normalize(path);
}

function cwd(): string {
  // deno-lint-ignore no-explicit-any
  const g = globalThis as any;
  return g.Deno?.cwd?.() ?? g.process?.cwd?.() ?? "/";
}

function normalize(path: string): string {
  const out: string[] = [];
  for (const seg of path.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") out.pop();
    else out.push(seg);
  }
  return (path.startsWith("/") ? "/" : "") + out.join("/");
}
