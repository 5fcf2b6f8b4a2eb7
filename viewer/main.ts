// The viewer page's script: starts the viewer once the page is parsed.
import { start } from "./app.ts";

start();
