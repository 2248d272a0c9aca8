import type { Language } from "@ipf/shared";
import type { CustomerRow } from "../db-rows.js";
import type { MailMessage } from "../lib/mail.js";
import { htmlFrame } from "./layout.js";

const TEXTS: Record<Language, { subject: string; lines: (name: string, code: string) => string[] }> = {
  ar: {
    subject: "مرحبًا بك في IPF",
    lines: (name, code) => [
      `أهلًا ${name}،`,
      `تم إنشاء حسابك. رمزك الشخصي هو ${code}: أضِفه إلى سطر العنوان الثاني عند الشراء لتصل طرودك إلى خزانتك.`,
      "أكِّد بريدك الإلكتروني من حسابك لتبدأ.",
    ],
  },
  en: {
    subject: "Welcome to IPF",
    lines: (name, code) => [
      `Hello ${name},`,
      `Your account is ready. Your personal code is ${code}: add it to the second address line when you shop, and your parcels will reach your locker.`,
      "Confirm your e-mail address from your account to get started.",
    ],
  },
  fr: {
    subject: "Bienvenue chez IPF",
    lines: (name, code) => [
      `Bonjour ${name},`,
      `Votre compte est prêt. Votre code personnel est ${code} : ajoutez-le à la deuxième ligne d'adresse lors de vos achats pour que vos colis arrivent dans votre casier.`,
      "Confirmez votre adresse e-mail depuis votre compte pour commencer.",
    ],
  },
};

export function welcomeMail(customer: CustomerRow): MailMessage {
  const text = TEXTS[customer.language];
  const lines = text.lines(customer.first_name, customer.address_code);
  return {
    to: customer.email,
    subject: text.subject,
    text: lines.join("\n\n"),
    html: htmlFrame(customer.language, text.subject, lines),
  };
}
