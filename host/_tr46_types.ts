// Private: the type of the part of the tr46 package that _tr46.ts uses, in
// a file of its own so that the loaders (_tr46_static.ts, _tr46_lazy.ts,
// _tr46_lazy_cjs.ts) and _tr46.ts, which imports a loader, share it without
// importing one another.

/** UTS #46 processing options, as the tr46 package names them. */
export interface Tr46Options {
  checkHyphens: boolean;
  checkBidi: boolean;
  checkJoiners: boolean;
  useSTD3ASCIIRules: boolean;
  verifyDNSLength: boolean;
  transitionalProcessing: boolean;
  ignoreInvalidPunycode: boolean;
}

/** The part of the tr46 package used here, typed. */
export interface Tr46 {
  toASCII(domain: string, options: Tr46Options): string | null;
  toUnicode(domain: string, options: Tr46Options): {
    domain: string;
    error: boolean;
  };
}
