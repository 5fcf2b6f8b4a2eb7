// Private: the steps of the URL class's setters, on the URL's own value (its
// serialization plus offsets). The class checks `this`, converts the
// argument, flushes a pending query and keeps its caches; these functions do
// the rest. Where the spec runs the basic URL parser with a state override,
// the state machine, or a state's shortcut in parser/state_override.ts,
// writes into the URL's value.

import {
  emptyFragmentAndParse,
  emptyPathAndParse,
  PORT,
  runStateOverride,
} from "../parser/state_override.ts";
import type { DomainParserToASCII } from "../host/domain.ts";
import {
  cannotHaveUsernamePasswordPort,
  type Components,
  setFragment,
  setPassword,
  setPort,
  setUsername,
} from "../parser/components.ts";

/**
 * The username and password setters' steps.
 *
 * @see {@link https://url.spec.whatwg.org/#dom-url-username}
 * @see {@link https://url.spec.whatwg.org/#dom-url-password}
 */
export function setUserinfo(
  c: Components,
  input: string,
  password: boolean,
): void {
  if (cannotHaveUsernamePasswordPort(c)) return;
  if (password) setPassword(c, input);
  else setUsername(c, input);
}

/** @see {@link https://url.spec.whatwg.org/#dom-url-port} */
export function setPortFrom(
  c: Components,
  input: string,
  toASCII: DomainParserToASCII,
): void {
  if (cannotHaveUsernamePasswordPort(c)) return;
  if (input === "") setPort(c, null);
  else runStateOverride(toASCII, c, input, PORT);
}

/** @see {@link https://url.spec.whatwg.org/#dom-url-pathname} */
export function setPathname(
  c: Components,
  input: string,
  toASCII: DomainParserToASCII,
): void {
  if (c.opaquePath) return;
  emptyPathAndParse(toASCII, c, input);
}

/** @see {@link https://url.spec.whatwg.org/#dom-url-hash} */
export function setHashFrom(c: Components, input: string): void {
  if (input === "") setFragment(c, null);
  else {
    emptyFragmentAndParse(
      c,
      input.charCodeAt(0) === 0x23 ? input.slice(1) : input,
    );
  }
}
