import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { stateNumber } from "./run_basic_url_parser.ts";
import * as run from "./_parser_run.ts";

describe("stateNumber()", () => {
  it("gives each state the number its state function is run by", () => {
    const numbers = {
      "scheme start state": run.SCHEME_START,
      "scheme state": run.SCHEME,
      "no scheme state": run.NO_SCHEME,
      "special relative or authority state": run.SPECIAL_RELATIVE_OR_AUTHORITY,
      "path or authority state": run.PATH_OR_AUTHORITY,
      "relative state": run.RELATIVE,
      "relative slash state": run.RELATIVE_SLASH,
      "special authority slashes state": run.SPECIAL_AUTHORITY_SLASHES,
      "special authority ignore slashes state":
        run.SPECIAL_AUTHORITY_IGNORE_SLASHES,
      "authority state": run.AUTHORITY,
      "host state": run.HOST,
      "hostname state": run.HOSTNAME,
      "port state": run.PORT,
      "file state": run.FILE,
      "file slash state": run.FILE_SLASH,
      "file host state": run.FILE_HOST,
      "path start state": run.PATH_START,
      "path state": run.PATH,
      "opaque path state": run.OPAQUE_PATH,
      "query state": run.QUERY,
      "fragment state": run.FRAGMENT,
    } as const;
    for (const [name, number] of Object.entries(numbers)) {
      assert.equal(stateNumber(name as keyof typeof numbers), number, name);
    }
  });

  it("gives undefined for a string that names no state", () => {
    for (const name of ["host", "toString", "", "hoststate", "host state "]) {
      assert.equal(stateNumber(name as "host state"), undefined, name);
    }
  });
});
