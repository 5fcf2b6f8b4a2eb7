/**
 * The part of `node:test` the suite uses, for browsers: `describe`/`it`
 * (alias `suite`/`test`), their `skip`/`todo`/`only` forms and options, the
 * four hooks, and `runRegisteredTests()`, which runs the registered tree in order (as
 * `node --test` does: suites' callbacks at registration, tests' afterwards,
 * one at a time) and returns the counts and failures.
 *
 * @module
 */

/** What a test or suite function may receive. */
export interface TestContext {
  /** The test's own name. */
  readonly name: string;
  /** The test's full name, suites included, joined with " > ". */
  readonly fullName: string;
}

type TestFn = (t: TestContext, done?: (error?: unknown) => void) => unknown;
type HookFn = () => unknown;

/** The options `describe` and `it` accept. */
export interface TestOptions {
  skip?: boolean | string;
  todo?: boolean | string;
  only?: boolean;
  timeout?: number;
}

interface Node {
  kind: "suite" | "test";
  name: string;
  path: string[];
  options: TestOptions;
  fn?: TestFn;
  children: Node[];
  before: HookFn[];
  after: HookFn[];
  beforeEach: HookFn[];
  afterEach: HookFn[];
  /** An error thrown while the suite's callback registered its tests. */
  error?: unknown;
}

/** One failed test, suite or hook. */
export interface Failure {
  name: string;
  message: string;
  stack?: string;
}

/** What `runRegisteredTests()` found. */
export interface RunResult {
  /** Tests (not suites) that ran and passed. */
  passed: number;
  /** Tests that failed, plus suites and hooks that failed outside a test. */
  failed: number;
  skipped: number;
  todo: number;
  /** Suites seen. */
  suites: number;
  failures: Failure[];
  durationMs: number;
}

function newNode(
  kind: Node["kind"],
  name: string,
  path: string[],
  options: TestOptions,
  fn?: TestFn,
): Node {
  return {
    kind,
    name,
    path,
    options,
    fn,
    children: [],
    before: [],
    after: [],
    beforeEach: [],
    afterEach: [],
  };
}

const root = newNode("suite", "", [], {});
let current = root;

function parseArgs(
  args: unknown[],
): { name: string; options: TestOptions; fn?: TestFn } {
  let name = "<anonymous>";
  let options: TestOptions = {};
  let fn: TestFn | undefined;
  for (const arg of args) {
    if (typeof arg === "string") name = arg;
    else if (typeof arg === "function") {
      fn = arg as TestFn;
      if (name === "<anonymous>" && arg.name) name = arg.name;
    } else if (arg !== null && typeof arg === "object") {
      options = arg as TestOptions;
    }
  }
  return { name, options, fn };
}

/** `describe`/`it` and their call forms. */
export interface RegisterFn {
  (name: string, fn?: TestFn): void;
  (name: string, options: TestOptions, fn?: TestFn): void;
  (fn: TestFn): void;
}

/** `describe`/`it` with their `skip`, `todo` and `only` forms. */
export type Register = RegisterFn & {
  skip: RegisterFn;
  todo: RegisterFn;
  only: RegisterFn;
};

function registrar(kind: Node["kind"]): Register {
  const register = (extra: TestOptions) => (...args: unknown[]): void => {
    const { name, options, fn } = parseArgs(args);
    const node = newNode(
      kind,
      name,
      [...current.path, name],
      { ...options, ...extra },
      fn,
    );
    current.children.push(node);
    if (kind === "suite" && fn !== undefined) {
      const parent = current;
      current = node;
      try {
        const result = fn({ name, fullName: node.path.join(" > ") });
        if (result instanceof Promise) {
          node.error = new Error(
            "Asynchronous suite callbacks are not supported here",
          );
        }
      } catch (error) {
        node.error = error;
      } finally {
        current = parent;
      }
    }
  };
  return Object.assign(register({}) as RegisterFn, {
    skip: register({ skip: true }) as RegisterFn,
    todo: register({ todo: true }) as RegisterFn,
    only: register({ only: true }) as RegisterFn,
  });
}

/** Declares a suite; its callback runs now, registering its tests. */
export const describe: Register = registrar("suite");
/** Declares a test; it runs when `runRegisteredTests()` reaches it. */
export const it: Register = registrar("test");
/** Alias of `describe`. */
export const suite: Register = describe;
/** Alias of `it`. */
export const test: Register = it;

/** Runs `fn` once before the current suite's tests. */
export function before(fn: HookFn): void {
  current.before.push(fn);
}
/** Runs `fn` once after the current suite's tests. */
export function after(fn: HookFn): void {
  current.after.push(fn);
}
/** Runs `fn` before each test of the current suite (nested ones too). */
export function beforeEach(fn: HookFn): void {
  current.beforeEach.push(fn);
}
/** Runs `fn` after each test of the current suite (nested ones too). */
export function afterEach(fn: HookFn): void {
  current.afterEach.push(fn);
}

async function call(fn: TestFn, context: TestContext): Promise<void> {
  if (fn.length >= 2) {
    await new Promise<void>((resolve, reject) => {
      fn(context, (error) => error ? reject(error) : resolve());
    });
  } else {
    await fn(context);
  }
}

async function withTimeout(
  work: Promise<void>,
  timeout: number | undefined,
): Promise<void> {
  if (timeout === undefined || !Number.isFinite(timeout)) return await work;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Test timed out after ${timeout}ms`)),
      timeout,
    );
  });
  try {
    await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) {
    return { message: `${error.name}: ${error.message}`, stack: error.stack };
  }
  return { message: `Thrown: ${String(error)}` };
}

/**
 * Runs every registered test, in registration order, and returns the
 * counts. Call it once, after every test file has been imported.
 */
export async function runRegisteredTests(): Promise<RunResult> {
  const started = performance.now();
  const result: RunResult = {
    passed: 0,
    failed: 0,
    skipped: 0,
    todo: 0,
    suites: 0,
    failures: [],
    durationMs: 0,
  };
  const fail = (name: string, error: unknown) => {
    result.failed++;
    result.failures.push({ name, ...describeError(error) });
  };

  const countSkipped = (node: Node, as: "skipped" | "todo") => {
    if (node.kind === "test") result[as]++;
    else node.children.forEach((child) => countSkipped(child, as));
  };

  const visit = async (node: Node, ancestors: Node[]): Promise<void> => {
    const fullName = node.path.join(" > ");
    if (node.options.skip) return countSkipped(node, "skipped");
    if (node.kind === "test") {
      // As in node:test, afterEach hooks run whether the test failed or not.
      let error: unknown = undefined;
      let failed = false;
      try {
        for (const suite of ancestors) {
          for (const hook of suite.beforeEach) await hook();
        }
        if (node.fn !== undefined) {
          await withTimeout(
            call(node.fn, { name: node.name, fullName }),
            node.options.timeout,
          );
        }
      } catch (thrown) {
        [error, failed] = [thrown, true];
      }
      for (const suite of [...ancestors].reverse()) {
        for (const hook of suite.afterEach) {
          try {
            await hook();
          } catch (thrown) {
            if (!failed) [error, failed] = [thrown, true];
          }
        }
      }
      // A failing todo test is reported, not counted as a failure.
      if (node.options.todo) result.todo++;
      else if (failed) fail(fullName, error);
      else result.passed++;
      return;
    }
    if (node !== root) result.suites++;
    if (node.error !== undefined) {
      fail(fullName, node.error);
      return;
    }
    const lineage = [...ancestors, node];
    try {
      for (const hook of node.before) await hook();
    } catch (error) {
      fail(`${fullName} (before hook)`, error);
      return;
    }
    for (const child of node.children) {
      if (node.options.todo && child.options.todo === undefined) {
        child.options = { ...child.options, todo: node.options.todo };
      }
      await visit(child, lineage);
    }
    try {
      for (const hook of node.after) await hook();
    } catch (error) {
      fail(`${fullName} (after hook)`, error);
    }
  };

  await visit(root, []);
  result.durationMs = performance.now() - started;
  return result;
}
