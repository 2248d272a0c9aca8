import type { Language } from "@ipf/shared";
import type { MailMessage } from "../lib/mail.js";
import { htmlFrame } from "./layout.js";

interface Texts {
  subject: (code: string) => string;
  lines: (name: string, code: string, minutes: number) => string[];
}

const TEXTS: Record<Language, Texts> = {
  ar: {
    subject: (code) => `رمز تأكيد بريدك الإلكتروني: ${code}`,
    lines: (name, code, minutes) => [
      `أهلًا ${name}،`,
      `رمز تأكيد بريدك الإلكتروني هو: ${code}`,
      `أدخِل هذا الرمز في صفحة تأكيد البريد. الرمز صالح لمدة ${minutes} دقيقة.`,
      "إن لم تطلب هذا الرمز فتجاهل هذه الرسالة.",
    ],
  },
  en: {
    subject: (code) => `Your e-mail confirmation code: ${code}`,
    lines: (name, code, minutes) => [
      `Hello ${name},`,
      `Your e-mail confirmation code is: ${code}`,
      `Enter it on the confirmation page. The code is valid for ${minutes} minutes.`,
      "If you did not ask for this code, you can ignore this message.",
    ],
  },
  fr: {
    subject: (code) => `Votre code de confirmation d'e-mail : ${code}`,
    lines: (name, code, minutes) => [
      `Bonjour ${name},`,
      `Votre code de confirmation d'e-mail est : ${code}`,
      `Saisissez-le sur la page de confirmation. Le code est valable ${minutes} minutes.`,
      "Si vous n'avez pas demandé ce code, ignorez ce message.",
    ],
  },
};

export interface CodeRecipient {
  email: string;
  first_name: string;
  language: Language;
}

/** The six-digit code that confirms the customer's e-mail address. */
export function confirmationCodeMail(customer: CodeRecipient, code: string, validMinutes: number): MailMessage {
  const texts = TEXTS[customer.language];
  const subject = texts.subject(code);
  const lines = texts.lines(customer.first_name, code, validMinutes);
  return { to: customer.email, subject, text: lines.join("\n\n"), html: htmlFrame(customer.language, subject, lines) };
}
