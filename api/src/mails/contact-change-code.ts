import type { Language } from "@ipf/shared";
import type { ContactKind } from "@ipf/shared/schemas/contact-change";
import type { MailMessage } from "../lib/mail.js";
import type { CodeRecipient } from "./confirmation-code.js";
import { htmlFrame } from "./layout.js";

interface Texts {
  subject: (kind: ContactKind, code: string) => string;
  lines: (kind: ContactKind, name: string, value: string, code: string, minutes: number) => string[];
}

const TEXTS: Record<Language, Texts> = {
  ar: {
    subject: (kind, code) =>
      kind === "email" ? `رمز تأكيد بريدك الإلكتروني الجديد: ${code}` : `رمز تأكيد رقم هاتفك الجديد: ${code}`,
    lines: (kind, name, value, code, minutes) => [
      `أهلًا ${name}،`,
      kind === "email"
        ? `طلبتَ استعمال هذا العنوان ${value} لحسابك. رمز التأكيد هو: ${code}`
        : `طلبتَ تغيير رقم هاتفك إلى ${value}. رمز التأكيد هو: ${code}`,
      `أدخِل هذا الرمز في صفحة ملفك الشخصي. الرمز صالح لمدة ${minutes} دقيقة.`,
      "إن لم تطلب هذا التغيير فتجاهل هذه الرسالة: لن يتغير شيء في حسابك.",
    ],
  },
  en: {
    subject: (kind, code) =>
      kind === "email"
        ? `Your code to confirm your new e-mail: ${code}`
        : `Your code to confirm your new phone: ${code}`,
    lines: (kind, name, value, code, minutes) => [
      `Hello ${name},`,
      kind === "email"
        ? `You asked to use ${value} for your account. Your confirmation code is: ${code}`
        : `You asked to change your phone number to ${value}. Your confirmation code is: ${code}`,
      `Enter it on your profile page. The code is valid for ${minutes} minutes.`,
      "If you did not ask for this change, ignore this message: nothing changes on your account.",
    ],
  },
  fr: {
    subject: (kind, code) =>
      kind === "email"
        ? `Votre code de confirmation de la nouvelle adresse e-mail : ${code}`
        : `Votre code de confirmation du nouveau numéro : ${code}`,
    lines: (kind, name, value, code, minutes) => [
      `Bonjour ${name},`,
      kind === "email"
        ? `Vous avez demandé à utiliser ${value} pour votre compte. Votre code de confirmation est : ${code}`
        : `Vous avez demandé à changer votre numéro de téléphone pour ${value}. Votre code de confirmation est : ${code}`,
      `Saisissez-le sur votre page de profil. Le code est valable ${minutes} minutes.`,
      "Si vous n'avez pas demandé ce changement, ignorez ce message : rien ne change sur votre compte.",
    ],
  },
};

/**
 * The code confirming a new e-mail address (sent to that address) or a new
 * phone number (sent to the account's e-mail: no SMS is sent).
 */
export function contactChangeCodeMail(
  customer: CodeRecipient,
  change: { kind: ContactKind; value: string; to: string },
  code: string,
  validMinutes: number,
): MailMessage {
  const texts = TEXTS[customer.language];
  const subject = texts.subject(change.kind, code);
  const lines = texts.lines(change.kind, customer.first_name, change.value, code, validMinutes);
  return { to: change.to, subject, text: lines.join("\n\n"), html: htmlFrame(customer.language, subject, lines) };
}
