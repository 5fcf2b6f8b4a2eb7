// Imported first by the polyfill bench's script: the built-ins urlstd's
// polyfill installs where an engine lacks them (Hermes before V1, a node:vm
// context), so that every implementation runs where an app would have
// them, whichever polyfill it imports.
import { installURL } from "../polyfill/install.ts";

installURL({ target: {} });
