import type { Language } from "../schemas/common.js";

export type TextDirection = "rtl" | "ltr";

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(["ar"]);

/** Writing direction of a language, for `<html dir>`, PDFs and e-mails. */
export function direction(lang: Language | (string & {})): TextDirection {
  return RIGHT_TO_LEFT.has(lang.split("-")[0] ?? lang) ? "rtl" : "ltr";
}
