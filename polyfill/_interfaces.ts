// Private: the interfaces that `installURL()` of @urlstd/url/polyfill
// installs, one export each (the installer reads this module's namespace).

export { URL, URLSearchParams } from "../api/mod.ts";
export { URLPattern } from "../pattern/mod.ts";
export { Origin } from "../origin/mod.ts";
