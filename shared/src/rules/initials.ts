/** Arabic, Syriac, Thaana and N'Ko letters join their neighbours; a badge's initials must not. */
const JOINING = /[\u0600-\u07ff\u0860-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
/** Zero-width non-joiner: keeps two Arabic initials apart, each in its isolated form. */
const ZWNJ = "\u200c";
/** The Arabic article: "الدولي" is initialled by its "د", as "International" by its "I". */
const ARTICLE = /^\u0627\u0644(?=\p{L}{2})/u;

/**
 * The initials a carrier without a logo shows in its badge, in the name's own
 * script: the first letter of its first two words. "DHL Express" gives "DE",
 * "Aramex" "A", "يو بي إس" "ي‌ب" (the letters kept from joining, so they read
 * as initials, not as a word), "كوليسيمو الدولي" "ك‌د" (past the article).
 */
export function initialsOf(name: string): string {
  const letters = name
    .split(/[\s.\-_/]+/u)
    .map((word) => [...word.replace(ARTICLE, "")].find((char) => /[\p{L}\p{N}]/u.test(char)))
    .filter((char): char is string => char !== undefined)
    .slice(0, 2)
    .map((char) => char.toLocaleUpperCase());
  return letters.reduce(
    (text, char, index) =>
      index > 0 && JOINING.test(char) && JOINING.test(letters[index - 1]!) ? `${text}${ZWNJ}${char}` : text + char,
    "",
  );
}
