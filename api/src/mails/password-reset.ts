import type { Language } from "@ipf/shared";
import type { MailMessage } from "../lib/mail.js";
import { htmlFrame } from "./layout.js";
import type { CodeRecipient } from "./confirmation-code.js";

const TEXTS: Record<Language, { subject: string; lines: (name: string, link: string) => string[] }> = {
  ar: {
    subject: "إعادة تعيين كلمة المرور",
    lines: (name, link) => [
      `أهلًا ${name}،`,
      "طلبتَ إعادة تعيين كلمة مرور حسابك. افتح الرابط التالي لاختيار كلمة مرور جديدة:",
      link,
      "الرابط صالح لمدة ساعة واحدة ولمرة واحدة فقط. إن لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.",
    ],
  },
  en: {
    subject: "Reset your password",
    lines: (name, link) => [
      `Hello ${name},`,
      "You asked to reset the password of your account. Open this link to choose a new one:",
      link,
      "The link works once, within one hour. If you did not ask for it, ignore this message: your password stays as it is.",
    ],
  },
  fr: {
    subject: "Réinitialisez votre mot de passe",
    lines: (name, link) => [
      `Bonjour ${name},`,
      "Vous avez demandé à réinitialiser le mot de passe de votre compte. Ouvrez ce lien pour en choisir un nouveau :",
      link,
      "Le lien fonctionne une seule fois, pendant une heure. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    ],
  },
};

/** The single-use link of a password reset. */
export function passwordResetMail(customer: CodeRecipient, link: string): MailMessage {
  const texts = TEXTS[customer.language];
  const lines = texts.lines(customer.first_name, link);
  return {
    to: customer.email,
    subject: texts.subject,
    text: lines.join("\n\n"),
    html: htmlFrame(customer.language, texts.subject, lines),
  };
}
