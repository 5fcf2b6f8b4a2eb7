/**
 * Downloads the web-platform-tests URL data at a pinned commit into
 * tests/wpt-data/, for machines without ../shared/wpt or $WPT_DIR.
 *
 * Usage: deno task fetch:wpt
 *
 * @module
 */

/** The pinned web-platform-tests commit. */
export const WPT_COMMIT = "26a58e8d350aafbd8bc5f381f1fc01e2bfd1c642";

/** The data files the test suite reads. */
export const WPT_FILES = [
  "urltestdata.json",
  "urltestdata-javascript-only.json",
  "setters_tests.json",
  "toascii.json",
  "IdnaTestV2.json",
  "IdnaTestV2-removed.json",
  "percent-encoding.json",
];

if (import.meta.main) {
  const target = new URL("../tests/wpt-data/", import.meta.url);
  await Deno.mkdir(target, { recursive: true });
  let failed = 0;
  for (const file of WPT_FILES) {
    const source =
      `https://raw.githubusercontent.com/web-platform-tests/wpt/${WPT_COMMIT}/url/resources/${file}`;
    const response = await fetch(source);
    if (!response.ok) {
      console.error(`${file}: HTTP ${response.status} from ${source}`);
      failed++;
      await response.body?.cancel();
      continue;
    }
    await Deno.writeFile(
      new URL(file, target),
      new Uint8Array(await response.arrayBuffer()),
    );
    console.log(`${file}: saved`);
  }
  if (failed > 0) Deno.exit(1);
}
