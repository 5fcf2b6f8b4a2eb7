// A placeholder for React Native's own URL module: the polyfill bench's
// esbuild plugin (bench/_react_native_url.ts) loads react-native's
// Libraries/Blob/URL.js in its place.
export const URL = undefined;
export const URLSearchParams = undefined;
