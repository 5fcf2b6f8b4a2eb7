/*
 * The ICU oracle of render/icu_oracle_test.ts: UTS #39's spoof checks as
 * ICU's uspoof implements them, independent of render/'s own rules.
 *
 *   spoof_oracle lookalikes   prints "code point<TAB>letter" for every code
 *                             point outside ASCII whose UTS #39 skeleton is
 *                             one ASCII lowercase letter or digit
 *   spoof_oracle check        reads "label<TAB>brand" lines (UTF-8) and
 *                             prints "checks<TAB>confusable" for each: the
 *                             uspoof_check2 result (highly restrictive,
 *                             allowed set = IdentifierStatus=Allowed, every
 *                             check) and uspoof_areConfusable(label, brand)
 *
 * gcc scripts/icu/spoof_oracle.c $(pkg-config --cflags --libs icu-uc icu-i18n)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/uchar.h>
#include <unicode/uset.h>
#include <unicode/uspoof.h>
#include <unicode/ustring.h>

static void fail(const char *what, UErrorCode status) {
  fprintf(stderr, "spoof_oracle: %s: %s\n", what, u_errorName(status));
  exit(1);
}

static int lookalikes(USpoofChecker *sc) {
  for (UChar32 c = 0x80; c < 0x110000; c++) {
    if (u_charType(c) == U_UNASSIGNED) continue;
    UChar text[4], skeleton[16];
    int32_t length = 0;
    UBool error = false;
    U16_APPEND(text, length, 4, c, error);
    (void)error;
    UErrorCode status = U_ZERO_ERROR;
    int32_t n = uspoof_getSkeleton(sc, 0, text, length, skeleton, 16, &status);
    if (U_FAILURE(status)) continue;
    if (n == 1 && ((skeleton[0] >= 'a' && skeleton[0] <= 'z') ||
                   (skeleton[0] >= '0' && skeleton[0] <= '9')))
      printf("%d\t%c\n", c, skeleton[0]);
  }
  return 0;
}

static int check(USpoofChecker *sc) {
  char line[4096];
  while (fgets(line, sizeof line, stdin) != NULL) {
    line[strcspn(line, "\n")] = 0;
    char *tab = strchr(line, '\t');
    if (tab == NULL) { printf("-1\t-1\n"); continue; }
    *tab = 0;
    UErrorCode status = U_ZERO_ERROR;
    int32_t checks = uspoof_check2UTF8(sc, line, -1, NULL, &status);
    if (U_FAILURE(status)) fail("uspoof_check2UTF8", status);
    int32_t confusable = uspoof_areConfusableUTF8(sc, line, -1, tab + 1, -1,
                                                  &status);
    if (U_FAILURE(status)) fail("uspoof_areConfusableUTF8", status);
    printf("%d\t%d\n", checks, confusable);
  }
  return 0;
}

int main(int argc, char **argv) {
  UErrorCode status = U_ZERO_ERROR;
  USpoofChecker *sc = uspoof_open(&status);
  if (U_FAILURE(status)) fail("uspoof_open", status);
  USet *allowed = uset_openEmpty();
  uset_addAll(allowed, uspoof_getRecommendedSet(&status));
  uset_addAll(allowed, uspoof_getInclusionSet(&status));
  uspoof_setAllowedChars(sc, allowed, &status);
  uspoof_setRestrictionLevel(sc, USPOOF_HIGHLY_RESTRICTIVE);
  uspoof_setChecks(sc, USPOOF_ALL_CHECKS, &status);
  if (U_FAILURE(status)) fail("uspoof setup", status);
  int result = argc > 1 && strcmp(argv[1], "lookalikes") == 0 ? lookalikes(sc)
               : argc > 1 && strcmp(argv[1], "check") == 0    ? check(sc)
                                                               : 2;
  if (result == 2) fprintf(stderr, "usage: spoof_oracle lookalikes|check\n");
  uset_close(allowed);
  uspoof_close(sc);
  return result;
}
