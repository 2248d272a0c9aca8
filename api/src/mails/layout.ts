import type { Language } from "@ipf/shared";
import type { MailMessage } from "../lib/mail.js";

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

export interface FrameExtras {
  /** A picture under the title (the parcel's photo), linking to itself. */
  image?: { url: string; alt: string };
  /** Links after the text: "Open my locker", "Download the invoice"... */
  actions?: { label: string; url: string }[];
}

const LINK = "color:#0b3d91;font-weight:bold";
const URL_ONLY = /^https?:\/\/\S+$/;

function paragraph(text: string): string {
  // A paragraph that is a bare address (a reset link, a ticket link) becomes a link.
  const inner = URL_ONLY.test(text)
    ? `<a href="${escapeHtml(text)}" style="${LINK};word-break:break-all">${escapeHtml(text)}</a>`
    : escapeHtml(text);
  // Each paragraph takes the direction of its first letter: a reply typed in English keeps its "!" at its end
  // in an Arabic mail, and the mail's own sentences start with a letter of their language.
  return `<p dir="auto" style="margin:0 0 12px">${inner}</p>`;
}

/** One simple, mail-client-safe frame for every message, mirrored for Arabic. */
export function htmlFrame(language: Language, title: string, paragraphs: string[], extras: FrameExtras = {}): string {
  const dir = language === "ar" ? "rtl" : "ltr";
  const image = extras.image
    ? `<p><a href="${escapeHtml(extras.image.url)}"><img src="${escapeHtml(extras.image.url)}" alt="${escapeHtml(extras.image.alt)}" style="max-width:100%;border-radius:6px"></a></p>`
    : "";
  const actions = (extras.actions ?? [])
    .map((a) => `<p><a href="${escapeHtml(a.url)}" style="${LINK}">${escapeHtml(a.label)}</a></p>`)
    .join("");
  return `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:Arial,Tahoma,sans-serif;background:#f4f6fb;padding:24px"><div style="max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:24px;text-align:${dir === "rtl" ? "right" : "left"}"><h1 style="font-size:20px;color:#0b3d91;margin:0 0 16px">${escapeHtml(title)}</h1>${image}${paragraphs.map(paragraph).join("")}${actions}<p style="color:#667;font-size:12px;margin-top:24px">IPF</p></div></body></html>`;
}

/** A link the mail ends with: a link in the HTML, "label: address" in the plain text. */
export type MailAction = { label: string; url: string };

/** A message of paragraphs followed by its links, the same in the plain text and in the HTML frame. */
export function linkedMail(
  m: { to: string; language: Language },
  subject: string,
  lines: string[],
  actions: MailAction[],
): MailMessage {
  return {
    to: m.to,
    subject,
    text: [...lines, ...actions.map((a) => `${a.label}: ${a.url}`)].join("\n\n"),
    html: htmlFrame(m.language, subject, lines, { actions }),
  };
}
