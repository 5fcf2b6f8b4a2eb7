/**
 * Ordinary internationalized domain names that a display policy must show
 * in Unicode (render/'s tests and its ICU oracle check use them), so the
 * policy is not simply "Punycode always".
 */
export const ORDINARY_IDNS: readonly string[] = [
  "bücher.de",
  "münchen.de",
  "日本語.jp",
  "例え.テスト",
  "пример.рф",
  "пример.com",
  "中文.中国",
  "한국.kr",
  "café.fr",
  "παράδειγμα.gr",
  "مثال.com",
  "דוגמה.com",
  "ソニー.jp",
  "färgbolaget.se",
  "blåbær.no",
  "øl.no",
  "çay.com.tr",
  "exemple.ελ",
  "ドメイン名例.jp",
  "東京.jp",
  "bücher.example",
  "उदाहरण.भारत",
  "ตัวอย่าง.ไทย",
  "col·legi.cat",
  "þing.is",
];
