// Private: the interfaces that `installURL()` of @urlstd/url/polyfill/lite
// installs, one export each (the installer reads this module's namespace).

export { URL, URLSearchParams } from "../lite/mod.ts";
