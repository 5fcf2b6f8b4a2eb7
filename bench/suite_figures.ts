// The suite's figures beside the timed modes: the cost of each getter
// alone, and the heap each URL object retains.

import { URL_ATTRIBUTES } from "../tests/_url_attributes.ts";
import type {
  Host,
  Implementation,
  MemoryFigure,
  SuiteOptions,
  URLLike,
} from "./suite.ts";
import { parseOrNull } from "./suite_loops.ts";
import { GETTER_TURN_MS, measure } from "./suite_measure.ts";
import { datasetName, loadDataset } from "./suite_inputs.ts";

/** Where the measured reads' results go, so that no engine drops the work. */
let sink = 0;

/** A new function that sums the lengths of `getter` over URL objects. */
function readerOf(getter: string): (urls: URLLike[]) => number {
  return new Function(
    "urls",
    `let n = 0;
    for (let i = 0; i < urls.length; i++) n += urls[i].${getter}.length;
    return n;`,
  ) as (urls: URLLike[]) => number;
}

/**
 * What mode b's getters cost alone: ns per call of each getter over URL
 * objects parsed beforehand, rounds interleaving the implementations. A
 * markdown table: a row per dataset and implementation.
 */
export function getterCosts(
  host: Host,
  impls: Implementation[],
  options: SuiteOptions,
): string {
  const lines = [
    `| dataset | implementation | ${URL_ATTRIBUTES.join(" | ")} | sum |`,
    `|---|---|${URL_ATTRIBUTES.map(() => "--:|").join("")}--:|`,
  ];
  for (const path of host.datasets) {
    const dataset = datasetName(path);
    const inputs = loadDataset(host, path, options.limit);
    // Inputs every implementation parses, so each reads the same URLs.
    const objects = new Map<string, URLLike[]>(
      impls.map((impl) => [impl.name, []]),
    );
    for (const input of inputs) {
      const parsed = impls.map((impl) => parseOrNull(impl, input));
      if (parsed.some((url) => url === null)) continue;
      impls.forEach((impl, i) => objects.get(impl.name)!.push(parsed[i]!));
    }
    const count = objects.get(impls[0].name)!.length;
    const costs = new Map<string, number[]>(impls.map((i) => [i.name, []]));
    for (const getter of URL_ATTRIBUTES) {
      // A loop per implementation and getter, made from source: each sees
      // one class and one property name, as an application's code does. A
      // shared loop reading url[getter] would time the engine's megamorphic
      // keyed lookup more than the getters (bench/README.md, "Paired
      // rounds in one process").
      const readers = new Map(
        impls.map((impl) => [impl.name, readerOf(getter)]),
      );
      const result = measure(host, impls, count, options.rounds, (impl) => {
        sink += readers.get(impl.name)!(objects.get(impl.name)!);
      }, GETTER_TURN_MS);
      for (const impl of impls) {
        costs.get(impl.name)!.push(result.get(impl.name)!.median);
      }
    }
    for (const impl of impls) {
      const ns = costs.get(impl.name)!;
      const sum = ns.reduce((a, b) => a + b, 0);
      lines.push(
        `| ${dataset} | ${impl.name} | ${
          ns.map((n) => n.toFixed(0)).join(" | ")
        } | ${sum.toFixed(0)} |`,
      );
    }
  }
  return lines.join("\n");
}

/** Retained heap per live URL object: 100k objects. */
export function memory(
  host: Host,
  impls: Implementation[],
  limit: number,
): MemoryFigure[] {
  const figures: MemoryFigure[] = [];
  for (const path of host.datasets) {
    const inputs = loadDataset(host, path, limit);
    const count = 100_000;
    const strings = Array.from(
      { length: count },
      (_, i) => inputs[i % inputs.length],
    );
    for (const impl of impls) {
      const keep: unknown[] = new Array(count);
      host.gc();
      host.gc();
      const before = host.heapUsed();
      for (let i = 0; i < count; i++) keep[i] = parseOrNull(impl, strings[i]);
      host.gc();
      host.gc();
      const after = host.heapUsed();
      figures.push({
        impl: impl.name,
        dataset: datasetName(path),
        bytes: (after - before) / count,
      });
      sink += keep.length;
    }
  }
  return figures;
}
