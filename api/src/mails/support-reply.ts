import type { Language } from "@ipf/shared";
import type { MailMessage } from "../lib/mail.js";
import { htmlFrame } from "./layout.js";
import type { CodeRecipient } from "./confirmation-code.js";

interface Texts {
  subject: (title: string) => string;
  lines: (name: string, title: string, excerpt: string, link: string) => string[];
  attachmentOnly: string;
}

const TEXTS: Record<Language, Texts> = {
  ar: {
    subject: (title) => `رد جديد على تذكرتك: ${title}`,
    lines: (name, title, excerpt, link) => [
      `أهلًا ${name}،`,
      `ردّ فريق الدعم على تذكرتك «${title}»:`,
      excerpt,
      `اقرأ الرد كاملًا وأجب عليه من هنا: ${link}`,
    ],
    attachmentOnly: "(ملف مرفق)",
  },
  en: {
    subject: (title) => `New reply to your ticket: ${title}`,
    lines: (name, title, excerpt, link) => [
      `Hello ${name},`,
      `Our support team replied to your ticket "${title}":`,
      excerpt,
      `Read the whole reply and answer it here: ${link}`,
    ],
    attachmentOnly: "(attached file)",
  },
  fr: {
    subject: (title) => `Nouvelle réponse à votre ticket : ${title}`,
    lines: (name, title, excerpt, link) => [
      `Bonjour ${name},`,
      `Notre équipe support a répondu à votre ticket « ${title} » :`,
      excerpt,
      `Lisez la réponse complète et répondez ici : ${link}`,
    ],
    attachmentOnly: "(fichier joint)",
  },
};

const EXCERPT_LENGTH = 600;
const SUBJECT_TITLE_LENGTH = 80;

/** `text` cut to `max` characters, with an ellipsis when cut. */
export const shorten = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** A staff reply on a ticket: an excerpt and the link to the thread. */
export function supportReplyMail(
  customer: CodeRecipient,
  ticket: { title: string },
  message: string,
  link: string,
): MailMessage {
  const texts = TEXTS[customer.language];
  const title = shorten(ticket.title.replace(/\s+/g, " "), SUBJECT_TITLE_LENGTH);
  const excerpt = message.trim() ? shorten(message.trim(), EXCERPT_LENGTH) : texts.attachmentOnly;
  const subject = texts.subject(title);
  const lines = texts.lines(customer.first_name, title, excerpt, link);
  return { to: customer.email, subject, text: lines.join("\n\n"), html: htmlFrame(customer.language, subject, lines) };
}
