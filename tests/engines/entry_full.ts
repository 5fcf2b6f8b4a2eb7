// The engine legs' script for the full polyfill (see entry.ts).
import { installed } from "../../polyfill/mod.ts";
import { runEngine } from "./entry.ts";

runEngine(installed);
