/**
 * TENTATIVE: two URL pattern operations that are not in the URL Pattern
 * Standard, only in web-platform-tests' tentative tests
 * (`urlpattern-compare.tentative.*`, `urlpattern-generate.tentative.*`)
 * and in proposals. They may change or go away with the standard's
 * discussion; nothing else in this library depends on them.
 *
 * - {@linkcode compareComponent}: orders two patterns' components by how
 *   specific they are (the proposed `URLPattern.compareComponent()`).
 * - {@linkcode generate}: fills a component's groups to make a component
 *   string (the proposed `urlPattern.generate()`).
 *
 * @example Order routes, then build a path from one
 * ```ts
 * import { URLPattern } from "@urlstd/url/pattern";
 * import { compareComponent, generate } from "@urlstd/url/pattern/tentative";
 * import assert from "node:assert/strict";
 *
 * const fixed = new URLPattern({ pathname: "/users/me" });
 * const named = new URLPattern({ pathname: "/users/:id" });
 * assert.equal(compareComponent("pathname", fixed, named), 1);
 * assert.equal(generate(named, "pathname", { id: "42" }), "/users/42");
 * ```
 *
 * @module
 */

import {
  type Component,
  componentExec,
  type ComponentName,
  COMPONENTS,
} from "./_component.ts";
import { excerpt, PatternError, patternTypeError } from "./_errors.ts";
import type { Part, PartModifier, PartType } from "./_parts.ts";
import { isDoubleDotSegment, isSingleDotSegment } from "../parser/_path.ts";
import { type URLPattern, urlPatternRecord } from "./url_pattern.ts";

export type { ComponentName };

const TYPE_ORDER: Record<PartType, number> = {
  "full-wildcard": 0,
  "segment-wildcard": 1,
  "regexp": 2,
  "fixed-text": 3,
};

const MODIFIER_ORDER: Record<PartModifier, number> = {
  "zero-or-more": 0,
  "optional": 1,
  "one-or-more": 2,
  "none": 3,
};

/** The part a shorter part list is compared as having: empty fixed text. */
const EMPTY_PART: Part = {
  type: "fixed-text",
  value: "",
  modifier: "none",
  name: "",
  prefix: "",
  suffix: "",
};

function compare(a: number | string, b: number | string): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

function comparePart(left: Part, right: Part): -1 | 0 | 1 {
  return compare(TYPE_ORDER[left.type], TYPE_ORDER[right.type]) ||
    compare(MODIFIER_ORDER[left.modifier], MODIFIER_ORDER[right.modifier]) ||
    compare(left.prefix, right.prefix) ||
    compare(left.value, right.value) ||
    compare(left.suffix, right.suffix);
}

function componentName(component: string): ComponentName {
  if (!(COMPONENTS as readonly string[]).includes(component)) {
    throw new TypeError(
      `"${excerpt(component)}" is not a URL pattern component`,
    );
  }
  return component as ComponentName;
}

/**
 * TENTATIVE. Compares one component of two patterns by specificity, part
 * by part: fixed text before a regexp group before a segment wildcard
 * before a full wildcard; then no modifier before "+", "?" and "*"; then
 * the prefix, value and suffix as strings. Group names do not count.
 *
 * @param component The component's name, e.g. `"pathname"`.
 * @param left A pattern.
 * @param right Another pattern.
 * @returns `1` when `left`'s component is the more specific, `-1` when
 * `right`'s is, `0` when they rank equal.
 * @throws {TypeError} For an unknown component name, or a non-URLPattern.
 *
 * @example
 * ```ts
 * import { URLPattern } from "@urlstd/url/pattern";
 * import { compareComponent } from "@urlstd/url/pattern/tentative";
 * import assert from "node:assert/strict";
 *
 * const a = new URLPattern({ pathname: "/foo/:bar" });
 * const b = new URLPattern({ pathname: "/foo/*" });
 * assert.equal(compareComponent("pathname", a, b), 1);
 * assert.equal(compareComponent("pathname", b, a), -1);
 * ```
 */
export function compareComponent(
  component: string,
  left: URLPattern,
  right: URLPattern,
): -1 | 0 | 1 {
  const name = componentName(component);
  const l = urlPatternRecord(left)[name].partList;
  const r = urlPatternRecord(right)[name].partList;
  const length = Math.max(l.length, r.length);
  for (let i = 0; i < length; i++) {
    const result = comparePart(l[i] ?? EMPTY_PART, r[i] ?? EMPTY_PART);
    if (result !== 0) return result;
  }
  return 0;
}

/**
 * TENTATIVE. Generates a component string from a pattern's component and
 * values for its groups: fixed text is kept, and each named or numbered
 * segment group (`:id`, with no modifier) is replaced by its value, encoded
 * as the component's canonicalization encodes (so a hostname gets
 * punycode, a special URL's path percent-encoding).
 *
 * @param pattern The pattern.
 * @param component The component's name, e.g. `"pathname"`.
 * @param groups A value for each group of the component.
 * @returns The component string.
 * @throws {TypeError} For an unknown component; a component with a regexp
 * group, a wildcard or a modifier; a missing group; a value that holds
 * the component's separator ("/" in a pathname, "." in a hostname); a
 * pathname with a dot segment (`..`, `.`, `%2e%2e`, …, which URL parsers
 * resolve away); or a string the pattern does not match back, as `exec()`
 * takes the component, with the same groups (a hostname a value makes
 * invalid, a hash that starts with `#`): what it returns always matches.
 *
 * @example
 * ```ts
 * import { URLPattern } from "@urlstd/url/pattern";
 * import { generate } from "@urlstd/url/pattern/tentative";
 * import assert from "node:assert/strict";
 *
 * const pattern = new URLPattern({ pathname: "/files/:name" });
 * assert.equal(generate(pattern, "pathname", { name: "a b" }), "/files/a%20b");
 * assert.throws(() => generate(pattern, "pathname", { name: "a/b" }), TypeError);
 * assert.throws(() => generate(pattern, "pathname", { name: ".." }), TypeError);
 * ```
 */
export function generate(
  pattern: URLPattern,
  component: string,
  groups: Readonly<Record<string, string>>,
): string {
  const name = componentName(component);
  const c = urlPatternRecord(pattern)[name];
  const delimiter = c.options.delimiterCodePoint;
  const values: [string, string][] = [];
  let result = "";
  for (const part of c.partList) {
    if (part.modifier !== "none") {
      throw new TypeError(
        `Cannot generate the ${name} of "${
          excerpt(c.patternString)
        }": it has a modifier`,
      );
    }
    if (part.type === "fixed-text") {
      result += part.value;
      continue;
    }
    if (part.type !== "segment-wildcard") {
      throw new TypeError(
        `Cannot generate the ${name} of "${
          excerpt(c.patternString)
        }": it has a ${part.type} group`,
      );
    }
    const value = Object.hasOwn(groups, part.name)
      ? groups[part.name]
      : undefined;
    if (typeof value !== "string") {
      throw new TypeError(
        `No value for the group "${excerpt(part.name)}" of ${name}`,
      );
    }
    let encoded: string;
    try {
      encoded = c.encode(value);
    } catch (error) {
      throw patternTypeError(
        name,
        c.patternString,
        error instanceof PatternError ? error : new PatternError(
          String(error),
          value,
          -1,
        ),
      );
    }
    if (encoded === "" || (delimiter !== "" && encoded.includes(delimiter))) {
      throw new TypeError(
        `The value "${
          excerpt(value)
        }" of the group "${part.name}" is not one ${name} segment`,
      );
    }
    values.push([part.name, encoded]);
    result += part.prefix + encoded + part.suffix;
  }
  if (name === "pathname" && hasDotSegment(result)) {
    throw new TypeError(
      `The pathname "${excerpt(result)}" made of the values has a dot segment`,
    );
  }
  if (!matchesBack(name, c, result, values)) {
    throw new TypeError(
      `The ${name} "${excerpt(result)}" made of the values does not match "${
        excerpt(c.patternString)
      }" with the same groups`,
    );
  }
  return result;
}

/**
 * Whether a pathname has a single- or double-dot segment, which a URL's
 * parser resolves away where its path is not opaque (even when the
 * pattern's canonicalization, for a non-special scheme, keeps it).
 */
function hasDotSegment(pathname: string): boolean {
  for (const segment of pathname.split("/")) {
    if (isSingleDotSegment(segment) || isDoubleDotSegment(segment)) {
      return true;
    }
  }
  return false;
}

/**
 * Whether a generated component string, taken as "match" takes a
 * URLPatternInit's member (a leading "?" or "#" or a trailing ":" removed,
 * then canonicalized as the component is), matches the component with
 * each group's value. A dot segment ("..", "%2e%2e") that the URL parser
 * resolves away, a hostname a value turns into no host, a hash that
 * starts with "#", all fail here.
 */
function matchesBack(
  name: ComponentName,
  c: Component,
  generated: string,
  values: readonly [string, string][],
): boolean {
  let input = generated;
  if (name === "search" && input.startsWith("?")) input = input.slice(1);
  else if (name === "hash" && input.startsWith("#")) input = input.slice(1);
  else if (name === "protocol" && input.endsWith(":")) {
    input = input.slice(0, -1);
  }
  let canonical: string;
  try {
    canonical = c.encode(input);
  } catch {
    return false;
  }
  const match = componentExec(c, canonical);
  return match !== null &&
    values.every(([group, value]) => match.groups[group] === value);
}
