// Checks every line of the datasets with the URL writing grammar: urlstd's
// isValidURLString against whatwg-url's, and against the parser (a valid
// URL string must parse without validation errors). Prints the counts per
// dataset and each disagreement; exits 1 if there is any. Not a test: the
// datasets are not part of the project.
//
// deno task bench:validity

import { readdirSync, readFileSync } from "node:fs";
import process from "node:process";
import { isValidURLString as referenceIsValid } from "whatwg-url";
import { isValidURLString, parseURL } from "../parser/mod.ts";
import { datasetDirs, listDatasets } from "./_config.ts";

let disagreements = 0;
console.log(
  "| dataset | lines | valid URL strings | parse without errors | disagreements with whatwg-url | valid but flagged |",
);
console.log("|---|---:|---:|---:|---:|---:|");
for (const path of listDatasets(datasetDirs(), readdirSync)) {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const lines = readFileSync(path, "utf8").split("\n")
    .filter((line) => line !== "");
  let valid = 0;
  let clean = 0;
  let differ = 0;
  let flagged = 0;
  for (const line of lines) {
    const ours = isValidURLString(line);
    let errors = 0;
    const url = parseURL(line, { report: () => errors++ });
    if (url !== null && errors === 0) clean++;
    if (ours) {
      valid++;
      if (url === null || errors > 0) {
        flagged++;
        console.error(
          `valid URL string the parser flags: ${JSON.stringify(line)}`,
        );
      }
    }
    if (ours !== referenceIsValid(line)) {
      differ++;
      console.error(
        `${name}: ${JSON.stringify(line)}: urlstd ${ours}, whatwg-url ${!ours}`,
      );
    }
  }
  disagreements += differ + flagged;
  console.log(
    `| ${name} | ${lines.length} | ${valid} | ${clean} | ${differ} | ${flagged} |`,
  );
}
process.exit(disagreements === 0 ? 0 : 1);
