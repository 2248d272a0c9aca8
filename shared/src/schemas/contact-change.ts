import { z } from "zod";
import { parseInternationalPhone } from "../rules/phone.js";
import { emailSchema, otpSchema } from "./auth.js";
import { messageResponse } from "./common.js";
import { says } from "../i18n/message-key.js";

/**
 * Changing the e-mail address or the phone number of a confirmed account (the
 * profile page): the new value waits until a six-digit code confirms it. A new
 * e-mail address gets its code itself; a new phone number's code goes to the
 * account's (confirmed) e-mail address, the phone being for shipping only.
 */
export const CONTACT_KINDS = ["email", "phone"] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** At most one new code per kind a minute, as for the sign-up code. */
export const CONTACT_CODE_COOLDOWN_SECONDS = 60;

const phoneSchema = z
  .string({ error: says("phoneRequired") })
  .max(32, says("invalidNumbers"))
  .transform((value, ctx) => {
    const phone = parseInternationalPhone(value);
    if (phone.ok) return phone.e164;
    ctx.addIssue({ code: "custom", message: phone.message });
    return z.NEVER;
  })
  .describe('The new number, international: "+{dial code}{number}"');

export const contactChangeRequestSchema = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("email"), email: emailSchema }),
    z.object({ kind: z.literal("phone"), phone: phoneSchema }),
  ])
  .describe("Ask for a code confirming a new e-mail address or phone number");
export type ContactChangeRequest = z.input<typeof contactChangeRequestSchema>;

export const contactChangeConfirmSchema = z
  .object({
    kind: z.enum(CONTACT_KINDS),
    otp: otpSchema.describe("The six-digit code"),
  })
  .describe("Confirm a new e-mail address or phone number with its code");
export type ContactChangeConfirm = z.input<typeof contactChangeConfirmSchema>;

export const contactChangeResponseSchema = messageResponse({
  sentTo: z.string().describe("The e-mail address the code went to, partly hidden"),
});

/** "d***@ipf.example": enough for the customer to know which mailbox to open. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return email;
  return `${email.charAt(0)}***${email.slice(at)}`;
}
