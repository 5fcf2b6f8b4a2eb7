/*
 * Dumps the Unicode security data the render/ IDN policy needs, as ICU
 * (libicu-dev) holds it, as one JSON object on stdout:
 *
 *   unicode, icu      the Unicode and ICU versions the data is from
 *   allowed           UTS #39 Identifier_Status=Allowed (ICU's recommended
 *                     set joined with its inclusion set), as [start, end]
 *   scripts           [start, end, "Latn Grek"]: Script_Extensions of the
 *                     allowed code points (ranges may span code points that
 *                     are not allowed, which are never looked up)
 *   skeletons         [code point, "skeleton"]: UTS #39 confusables
 *                     (uspoof_getSkeleton) of every allowed or ASCII code
 *                     point and of the parts of their NFD decompositions,
 *                     where the skeleton differs from the code point's NFD
 *   digitZeros        the digit zero of each decimal numbering system with
 *                     an allowed digit
 *   ignorable         Default_Ignorable_Code_Point, as [start, end]
 *   caseForms         [code point, form, "skeleton"]: each code point that
 *                     UTS #46 maps to one allowed code point other than
 *                     itself (its uppercase, titlecase and compatibility
 *                     forms: Cyrillic Ь to ь) with the form's UTS #39
 *                     skeleton, where it differs from the code point's
 *
 * Built and run by scripts/gen_idn_data.ts:
 *   gcc scripts/icu/idn_data.c $(pkg-config --cflags --libs icu-uc icu-i18n)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/uchar.h>
#include <unicode/uidna.h>
#include <unicode/uscript.h>
#include <unicode/uset.h>
#include <unicode/uspoof.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

#define MAX_CP 0x110000

static unsigned char seen[MAX_CP];

static void fail(const char *what, UErrorCode status) {
  fprintf(stderr, "idn_data: %s: %s\n", what, u_errorName(status));
  exit(1);
}

/* Prints a UTF-16 string as a JSON string. */
static void print_json_string(const UChar *s, int32_t length) {
  putchar('"');
  for (int32_t i = 0; i < length; i++) {
    UChar c = s[i];
    if (c == '"' || c == '\\') printf("\\%c", c);
    else if (c >= 0x20 && c < 0x7f) putchar(c);
    else printf("\\u%04x", c);
  }
  putchar('"');
}

/* The Script_Extensions of a code point as space-separated short names. */
static void script_names(UChar32 c, char *out, size_t size) {
  UScriptCode codes[32];
  UErrorCode status = U_ZERO_ERROR;
  int32_t n = uscript_getScriptExtensions(c, codes, 32, &status);
  if (U_FAILURE(status)) fail("uscript_getScriptExtensions", status);
  const char *names[32];
  for (int32_t i = 0; i < n; i++) names[i] = uscript_getShortName(codes[i]);
  /* Sorted, so equal sets print equally. */
  for (int32_t i = 1; i < n; i++)
    for (int32_t j = i; j > 0 && strcmp(names[j - 1], names[j]) > 0; j--) {
      const char *t = names[j]; names[j] = names[j - 1]; names[j - 1] = t;
    }
  out[0] = 0;
  for (int32_t i = 0; i < n; i++) {
    if (i > 0) strncat(out, " ", size - strlen(out) - 1);
    strncat(out, names[i], size - strlen(out) - 1);
  }
}

static void print_set_ranges(const USet *set) {
  int32_t count = uset_getItemCount(set);
  UErrorCode status = U_ZERO_ERROR;
  printf("[");
  for (int32_t i = 0; i < count; i++) {
    UChar32 start, end;
    uset_getItem(set, i, &start, &end, NULL, 0, &status);
    if (U_FAILURE(status)) fail("uset_getItem", status);
    printf("%s[%d,%d]", i ? "," : "", start, end);
  }
  printf("]");
}

static int skeleton_count = 0;

/* Prints the skeleton of one code point when it differs from its NFD. */
static void print_skeleton(USpoofChecker *sc, const UNormalizer2 *nfd,
                           UChar32 c) {
  if (seen[c]) return;
  seen[c] = 1;
  UChar text[4], normal[64], skeleton[64];
  int32_t length = 0;
  UBool error = false;
  U16_APPEND(text, length, 4, c, error);
  (void)error;
  UErrorCode status = U_ZERO_ERROR;
  int32_t nlength = unorm2_normalize(nfd, text, length, normal, 64, &status);
  if (U_FAILURE(status)) fail("unorm2_normalize", status);
  int32_t slength = uspoof_getSkeleton(sc, 0, text, length, skeleton, 64,
                                       &status);
  if (U_FAILURE(status)) fail("uspoof_getSkeleton", status);
  if (slength == nlength && memcmp(skeleton, normal, 2 * nlength) == 0) return;
  printf("%s[%d,", skeleton_count++ ? "," : "", c);
  print_json_string(skeleton, slength);
  printf("]");
}

/* The UTS #39 skeleton of one code point, into out; its length. */
static int32_t skeleton_of(USpoofChecker *sc, UChar32 c, UChar *out,
                           int32_t size) {
  UChar text[4];
  int32_t length = 0;
  UBool error = false;
  U16_APPEND(text, length, 4, c, error);
  (void)error;
  UErrorCode status = U_ZERO_ERROR;
  int32_t n = uspoof_getSkeleton(sc, 0, text, length, out, size, &status);
  if (U_FAILURE(status)) fail("uspoof_getSkeleton", status);
  return n;
}

/*
 * Prints [code point, form, "skeleton"] for each form that UTS #46
 * (nontransitional) maps to one allowed code point other than itself, where
 * the two skeletons differ.
 */
static void print_case_forms(USpoofChecker *sc, const USet *allowed) {
  UErrorCode status = U_ZERO_ERROR;
  UIDNA *idna = uidna_openUTS46(UIDNA_NONTRANSITIONAL_TO_UNICODE, &status);
  if (U_FAILURE(status)) fail("uidna_openUTS46", status);
  int count = 0;
  for (UChar32 form = 0x80; form < MAX_CP; form++) {
    if (u_charType(form) == U_UNASSIGNED) continue;
    UChar text[4], mapped[64];
    int32_t length = 0;
    UBool error = false;
    U16_APPEND(text, length, 4, form, error);
    (void)error;
    UIDNAInfo info = UIDNA_INFO_INITIALIZER;
    int32_t n = uidna_labelToUnicode(idna, text, length, mapped, 64, &info,
                                     &status);
    if (U_FAILURE(status)) fail("uidna_labelToUnicode", status);
    UChar32 c;
    int32_t i = 0;
    if (n == 0 || info.errors != 0) continue;
    U16_NEXT(mapped, i, n, c);
    if (i != n || c == form || !uset_contains(allowed, c)) continue;
    UChar own[64], skeleton[64];
    int32_t olength = skeleton_of(sc, c, own, 64);
    int32_t slength = skeleton_of(sc, form, skeleton, 64);
    if (slength == olength && memcmp(own, skeleton, 2 * slength) == 0) continue;
    printf("%s[%d,%d,", count++ ? "," : "", c, form);
    print_json_string(skeleton, slength);
    printf("]");
  }
  uidna_close(idna);
}

int main(void) {
  UErrorCode status = U_ZERO_ERROR;
  USpoofChecker *sc = uspoof_open(&status);
  if (U_FAILURE(status)) fail("uspoof_open", status);
  const UNormalizer2 *nfd = unorm2_getNFDInstance(&status);
  if (U_FAILURE(status)) fail("unorm2_getNFDInstance", status);

  USet *allowed = uset_openEmpty();
  uset_addAll(allowed, uspoof_getRecommendedSet(&status));
  uset_addAll(allowed, uspoof_getInclusionSet(&status));
  if (U_FAILURE(status)) fail("uspoof_get*Set", status);
  uset_freeze(allowed);

  UVersionInfo version;
  char unicode[U_MAX_VERSION_STRING_LENGTH];
  u_getUnicodeVersion(version);
  u_versionToString(version, unicode);
  printf("{\"unicode\":\"%s\",\"icu\":\"%s\",\n\"allowed\":", unicode,
         U_ICU_VERSION);
  print_set_ranges(allowed);

  printf(",\n\"scripts\":[");
  char previous[512] = "", names[512];
  UChar32 start = -1, last = -1;
  int first = 1;
  for (UChar32 c = 0; c < MAX_CP; c++) {
    if (!uset_contains(allowed, c)) continue;
    script_names(c, names, sizeof names);
    if (start >= 0 && strcmp(names, previous) == 0) { last = c; continue; }
    if (start >= 0) {
      printf("%s[%d,%d,\"%s\"]", first ? "" : ",", start, last, previous);
      first = 0;
    }
    start = last = c;
    strcpy(previous, names);
  }
  printf("%s[%d,%d,\"%s\"]]", first ? "" : ",", start, last, previous);

  printf(",\n\"skeletons\":[");
  for (UChar32 c = 0; c < MAX_CP; c++) {
    if (!(c < 0x80 || uset_contains(allowed, c))) continue;
    UChar text[4], normal[64];
    int32_t length = 0;
    UBool error = false;
    U16_APPEND(text, length, 4, c, error);
    (void)error;
    int32_t nlength = unorm2_normalize(nfd, text, length, normal, 64, &status);
    if (U_FAILURE(status)) fail("unorm2_normalize", status);
    for (int32_t i = 0; i < nlength;) {
      UChar32 part;
      U16_NEXT(normal, i, nlength, part);
      print_skeleton(sc, nfd, part);
    }
  }

  printf("],\n\"digitZeros\":[");
  first = 1;
  UChar32 lastZero = -1;
  for (UChar32 c = 0; c < MAX_CP; c++) {
    if (!uset_contains(allowed, c) || u_charType(c) != U_DECIMAL_DIGIT_NUMBER)
      continue;
    UChar32 zero = c - u_charDigitValue(c);
    if (zero == lastZero) continue;
    printf("%s%d", first ? "" : ",", zero);
    first = 0;
    lastZero = zero;
  }

  printf("],\n\"ignorable\":");
  USet *ignorable = uset_openEmpty();
  uset_applyIntPropertyValue(ignorable, UCHAR_DEFAULT_IGNORABLE_CODE_POINT, 1,
                             &status);
  if (U_FAILURE(status)) fail("uset_applyIntPropertyValue", status);
  print_set_ranges(ignorable);
  printf(",\n\"caseForms\":[");
  print_case_forms(sc, allowed);
  printf("]}\n");
  uset_close(ignorable);
  uset_close(allowed);
  uspoof_close(sc);
  return 0;
}
