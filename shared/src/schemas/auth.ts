import { z } from "zod";
import { bothSay, maxChars, says, type MessageKey } from "../i18n/message-key.js";
import { parseInternationalPhone } from "../rules/phone.js";
import { languageSchema, okResponse } from "./common.js";

/** Message keys; the catalogues in ../i18n translate them. */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/;
export const PASSWORD_MIN = 8;
/**
 * Latin or Arabic letters (with their accents and vowel marks), spaces,
 * hyphens and apostrophes, as a name is written in either script; no digits, even
 * Arabic-Indic ones, and no other punctuation.
 */
export const NAME_PATTERN =
  /^(?:(?![\p{N}\p{S}]|(?!['’-])\p{P})[\p{Script_Extensions=Latin}\p{Script_Extensions=Arabic}\s'’-])+$/u;
/** The same in Latin script only: the name a European shop prints on the warehouse address. */
export const LATIN_NAME_PATTERN = /^(?:(?![\p{N}\p{S}]|(?!['’-])\p{P})[\p{Script=Latin}\p{M}\s'’-])+$/u;
export const NAME_MAX = 60;
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 200;

export const emailSchema = z
  .string({ error: bothSay("emailRequired") })
  .trim()
  .min(1, bothSay("emailRequired"))
  .max(EMAIL_MAX, maxChars(EMAIL_MAX))
  .regex(EMAIL_PATTERN, bothSay("validEmail"))
  .transform((value) => value.toLowerCase())
  .describe("E-mail address");

export const passwordSchema = z
  .string({ error: bothSay("passwordRequired") })
  .min(1, bothSay("passwordRequired"))
  .min(PASSWORD_MIN, bothSay("passwordMin"))
  .max(PASSWORD_MAX, maxChars(PASSWORD_MAX))
  .describe("Password, at least 8 characters");

export const captchaSchema = z.string().max(4096).optional().describe("Human-verification token");

function personName(requiredKey: MessageKey, invalidKey: MessageKey, pattern = NAME_PATTERN) {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .max(NAME_MAX, maxChars(NAME_MAX))
    .regex(pattern, invalidKey)
    .transform(capitalise);
}

/** "jean-luc dupont" -> "Jean-luc Dupont"; Arabic script is left as typed. */
export function capitalise(name: string): string {
  return name
    .replace(/\s+/g, " ")
    .split(" ")
    .map((word) => word.charAt(0).toLocaleUpperCase("en") + word.slice(1))
    .join(" ");
}

export const firstNameSchema = personName(bothSay("firstNameRequired"), bothSay("invalidFirstName"));
export const lastNameSchema = personName(bothSay("lastNameRequired"), bothSay("invalidLastName"));

const ARABIC_LETTER = /\p{Script=Arabic}/u;
/** Whether a name is (partly) written in Arabic script, which labels in Europe cannot print. */
export const isArabicName = (name: string | null | undefined) => ARABIC_LETTER.test(name ?? "");

/**
 * The name in Latin letters, asked for a name typed in Arabic script: an
 * empty box is no name (null), so the profile can send both boxes as they are.
 */
const latinName = (invalidKey: MessageKey) =>
  z
    .string()
    .nullable()
    .optional()
    .transform((value) => value?.trim() || null)
    .pipe(personName(invalidKey, invalidKey, LATIN_NAME_PATTERN).nullable());

/** The name fields of sign-up and the profile, and their Latin spelling. */
const nameFields = {
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  latinFirstName: latinName(says("latinNameOnly")).describe(
    "The first name in Latin letters, when it is typed in Arabic",
  ),
  latinLastName: latinName(says("latinNameOnly")).describe(
    "The last name in Latin letters, when it is typed in Arabic",
  ),
};

interface Names {
  firstName?: unknown;
  lastName?: unknown;
  latinFirstName?: string | null;
  latinLastName?: string | null;
}

/**
 * A name typed in Arabic script needs its Latin spelling (the warehouse
 * address is printed by European shops); checked beside the other fields'
 * messages, so every problem shows at once.
 */
function requireLatinNames(value: Names, ctx: z.RefinementCtx) {
  const pairs = [
    ["firstName", "latinFirstName", says("latinFirstNameRequired")],
    ["lastName", "latinLastName", says("latinLastNameRequired")],
  ] as const;
  for (const [name, latin, message] of pairs) {
    const typed = value[name];
    if (typeof typed === "string" && isArabicName(typed) && !value[latin]) {
      ctx.addIssue({ code: "custom", path: [latin], message });
    }
  }
}

/** A Latin spelling is kept only for a name that needs one. */
function keepNeededLatin<
  T extends { firstName: string; lastName: string; latinFirstName: string | null; latinLastName: string | null },
>(value: T): T {
  return {
    ...value,
    latinFirstName: isArabicName(value.firstName) ? value.latinFirstName : null,
    latinLastName: isArabicName(value.lastName) ? value.latinLastName : null,
  };
}

/**
 * The name a shop prints on the warehouse address: each name in Latin
 * letters, its Latin spelling where it is written in Arabic; null while a
 * spelling is missing (the customer is asked for it).
 */
export function labelNameOf(names: {
  firstName: string;
  lastName: string;
  latinFirstName: string | null;
  latinLastName: string | null;
}): string | null {
  const first = isArabicName(names.firstName) ? names.latinFirstName : names.firstName;
  const last = isArabicName(names.lastName) ? names.latinLastName : names.lastName;
  if (!first || !last || isArabicName(first) || isArabicName(last)) return null;
  return `${first} ${last}`;
}

export const loginRequestSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    captcha: captchaSchema,
  })
  .describe("Customer sign-in");
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const signupRequestSchema = z
  .object({
    ...nameFields,
    email: emailSchema,
    phone: z.string({ error: bothSay("phoneRequired") }).describe('"+{dial code}{number}"'),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, bothSay("invalidCountryCode"))
      .optional()
      .describe("ISO 3166 alpha-2 of the dial code, to tell apart countries sharing one"),
    password: passwordSchema,
    language: languageSchema.optional(),
    captcha: captchaSchema,
  })
  .superRefine((value, ctx) => {
    requireLatinNames(value, ctx);
    // Beside the other fields' messages, not after them: every problem shows at once.
    if (typeof value.phone !== "string") return;
    const phone = parseInternationalPhone(value.phone, value.country);
    if (!phone.ok) ctx.addIssue({ code: "custom", path: ["phone"], message: phone.message });
  })
  .transform((value) => {
    const phone = parseInternationalPhone(value.phone, value.country);
    // Checked just above; the branch only narrows the type.
    if (!phone.ok) return z.NEVER;
    return keepNeededLatin({ ...value, phone: phone.e164, country: phone.country });
  })
  .describe("Customer sign-up");
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** Profile edit: the same name rules as sign-up, so no account is left with a name it cannot save. */
export const updateUserRequestSchema = z
  .object(nameFields)
  .superRefine(requireLatinNames)
  .transform(keepNeededLatin)
  .describe("Profile names, and their Latin spelling where they are typed in Arabic");
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

/** A password box that must not be left empty (the current one, or the new one typed again). */
const typedPasswordSchema = z.string({ error: bothSay("passwordRequired") }).min(1, bothSay("passwordRequired"));

export const updatePasswordRequestSchema = z
  .object({
    curPassword: typedPasswordSchema.max(PASSWORD_MAX, maxChars(PASSWORD_MAX)),
    newPassword: passwordSchema,
  })
  .describe("Password change; every other session is signed out");
export type UpdatePasswordRequest = z.input<typeof updatePasswordRequestSchema>;

/** The profile dialog's form: the request plus its confirmation field, checked in the browser. */
export const changePasswordFormSchema = z
  .object({
    curPassword: typedPasswordSchema
      .min(PASSWORD_MIN, bothSay("passwordMin"))
      .max(PASSWORD_MAX, maxChars(PASSWORD_MAX)),
    newPassword: passwordSchema,
    confirmPassword: typedPasswordSchema,
  })
  .refine((value) => value.confirmPassword === value.newPassword, {
    path: ["confirmPassword"],
    message: bothSay("matchPassword"),
  });

export const recoverPasswordRequestSchema = z.object({ email: emailSchema }).describe("Ask for a reset link");
export type RecoverPasswordRequest = z.input<typeof recoverPasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    token: z
      .string({ error: says("invalidResetToken") })
      .trim()
      .min(1, says("invalidResetToken"))
      .max(200, says("invalidResetToken")),
    password: passwordSchema,
  })
  .describe("Set a new password with the e-mailed link's token");
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const OTP_LENGTH = 6;
/** A six-digit code sent by e-mail; spaces around it (a paste) do not count. */
export const otpSchema = z
  .string({ error: bothSay("invalidCode") })
  .trim()
  .regex(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), bothSay("invalidCode"));

export const confirmOtpRequestSchema = z
  .object({ otp: otpSchema.describe("The six-digit code e-mailed to the customer") })
  .describe("E-mail confirmation");
export type ConfirmOtpRequest = z.input<typeof confirmOtpRequestSchema>;

export const updateEmailRequestSchema = z.object({ email: emailSchema }).describe("New e-mail address");
export type UpdateEmailRequest = z.input<typeof updateEmailRequestSchema>;

/** The edit-e-mail dialog: the address twice. */
export const updateEmailFormSchema = z
  .object({
    email: emailSchema,
    emailConfirmation: z
      .string({ error: says("emailConfirmationRequired") })
      .trim()
      .min(1, says("emailConfirmationRequired")),
  })
  .refine((value) => value.emailConfirmation.toLowerCase() === value.email, {
    path: ["emailConfirmation"],
    message: says("matchEmail"),
  });

export const tokenResponseSchema = okResponse({
  token: z.string().describe("Bearer token"),
});

export const customerSchema = z
  .object({
    id: z.string(),
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
    latinFirstName: z.string().nullable().describe("The first name in Latin letters, when it is written in Arabic"),
    latinLastName: z.string().nullable().describe("The last name in Latin letters, when it is written in Arabic"),
    labelName: z
      .string()
      .nullable()
      .describe("The name printed on the warehouse address, in Latin letters; null until the customer gives it"),
    email: z.string(),
    phone: z.string(),
    addressHash: z.string().describe("Customer code printed on the warehouse address"),
    isConfirmed: z.boolean(),
    suspicious: z.boolean(),
    language: languageSchema,
    createdAt: z.string(),
  })
  .describe("Customer");
export type Customer = z.infer<typeof customerSchema>;

/** Sign-up's answer: the new account signed in. */
export const signupResponseSchema = tokenResponseSchema.extend({ message: z.string(), user: customerSchema });

export const getUserResponseSchema = okResponse({
  user: customerSchema,
  token: z.string(),
});

export const adminLoginRequestSchema = z
  .object({
    username: z
      .string({ error: bothSay("usernameRequired") })
      .trim()
      .min(1, bothSay("usernameRequired"))
      .max(100),
    password: z
      .string({ error: bothSay("passwordRequired") })
      .min(1, bothSay("passwordRequired"))
      .max(200),
    // The old client sent an IP and location it looked up itself; the server
    // now takes both from the connection and ignores these.
    ip: z.string().max(100).optional(),
    location: z.string().max(200).optional(),
  })
  .describe("Staff sign-in");
export type AdminLoginRequest = z.input<typeof adminLoginRequestSchema>;

export const STAFF_GROUPS = { admin: 1, support: 2, intake: 3, other: 4 } as const;
export type StaffGroup = 1 | 2 | 3 | 4;

export const staffSchema = z
  .object({
    id: z.string(),
    _id: z.string(),
    username: z.string(),
    fullName: z.string(),
    email: z.string().nullable(),
    groupId: z.number().int().min(1).max(4),
  })
  .describe("Staff member");
export type Staff = z.infer<typeof staffSchema>;

export const adminLoginResponseSchema = okResponse({
  token: z.string(),
  admin: staffSchema,
});
