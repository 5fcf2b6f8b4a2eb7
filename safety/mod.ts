/**
 * URL safety (guide in progress).
 *
 * @module
 */

export * from "./classify.ts";
