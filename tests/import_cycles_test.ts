// No import circle among the library's files, type imports included: a
// circle makes the files on it one module in effect (none can be read,
// tested or bundled without the others), and a type-only circle still ties
// a light entry's types to a heavy one.

import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { dirname, join } from "node:path";
import {
  findImports,
  isRelative,
  libraryGraph,
  readLibrarySource,
} from "../scripts/_project.ts";

/** Each file's relative imports (static, dynamic and type-only). */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/**
 * The strongly connected components of `graph` with more than one file, or
 * one file that imports itself: every import circle, each listed once, its
 * files sorted.
 */
export function importCycles(graph: ImportGraph): string[][] {
  // Tarjan's algorithm, iterative so that a deep graph cannot overflow.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let next = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: [string, number][] = [[root, 0]];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [file, i] = frame;
      const targets = graph.get(file) ?? [];
      if (i < targets.length) {
        frame[1]++;
        const target = targets[i];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(file, Math.min(low.get(file)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent)!, low.get(file)!));
      }
      if (low.get(file) !== index.get(file)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || targets.includes(file)) {
        cycles.push(component.sort());
      }
    }
  }
  return cycles.sort((a, b) => a[0] < b[0] ? -1 : 1);
}

/** The import graph of every file the package's exports reach. */
function libraryImportGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of libraryGraph().files) {
    const targets = findImports(readLibrarySource(file))
      .map((site) => site.specifier)
      .filter(isRelative)
      .map((specifier) => join(dirname(file), specifier));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

describe("importCycles()", () => {
  it("finds each circle once, a self-import too, and nothing in a tree", () => {
    const graph = new Map([
      ["a.ts", ["b.ts", "d.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["e.ts"]],
      ["e.ts", []],
      ["f.ts", ["f.ts"]],
    ]);
    assert.deepEqual(importCycles(graph), [
      ["a.ts", "b.ts", "c.ts"],
      ["f.ts"],
    ]);
    assert.deepEqual(
      importCycles(new Map([["a.ts", ["b.ts"]], ["b.ts", []]])),
      [],
    );
  });
});

describe("the library's imports", () => {
  it("form no circle, type imports included", () => {
    const graph = libraryImportGraph();
    // The walk saw the library: hundreds of files, type imports among them.
    assert.ok(graph.size > 200, `only ${graph.size} library files`);
    const cycles = importCycles(graph).map((files) => files.join(" <-> "));
    assert.deepEqual(cycles, []);
  });
});
