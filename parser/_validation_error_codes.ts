// Private: the codes of the URL parser's own validation errors, after the
// host parser's (host/validation_error_codes.ts); each is the index of its
// name in parser/_reporter.ts's table (a test checks it).

/** `special-scheme-missing-following-solidus` */
export const SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS = 22;
/** `missing-scheme-non-relative-URL` */
export const MISSING_SCHEME_NON_RELATIVE_URL = 23;
/** `invalid-reverse-solidus` */
export const INVALID_REVERSE_SOLIDUS = 24;
/** `invalid-credentials` */
export const INVALID_CREDENTIALS = 25;
/** `host-missing` */
export const HOST_MISSING = 26;
/** `port-out-of-range` */
export const PORT_OUT_OF_RANGE = 27;
/** `port-invalid` */
export const PORT_INVALID = 28;
/** `file-invalid-Windows-drive-letter` */
export const FILE_INVALID_WINDOWS_DRIVE_LETTER = 29;
/** `file-invalid-Windows-drive-letter-host` */
export const FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST = 30;
