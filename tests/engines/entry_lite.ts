// The engine legs' script for the lite polyfill (see entry.ts).
import { installed } from "../../polyfill/lite.ts";
import { runEngine } from "./entry.ts";

runEngine(installed);
