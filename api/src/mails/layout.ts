import type { Language } from "@ipf/shared";

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

/** One simple, mail-client-safe frame for every message, mirrored for Arabic. */
export function htmlFrame(language: Language, title: string, paragraphs: string[]): string {
  const dir = language === "ar" ? "rtl" : "ltr";
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join("");
  return `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:Arial,Tahoma,sans-serif;background:#f4f6fb;padding:24px"><div style="max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:24px;text-align:${dir === "rtl" ? "right" : "left"}"><h1 style="font-size:20px;color:#0b3d91;margin:0 0 16px">${escapeHtml(title)}</h1>${body}<p style="color:#667;font-size:12px;margin-top:24px">IPF</p></div></body></html>`;
}
