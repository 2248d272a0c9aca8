import { z } from "zod";
import { parseInternationalPhone } from "../rules/phone.js";
import { languageSchema } from "./common.js";

/** Message keys; the catalogues in ../i18n translate them. */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/;
export const PASSWORD_MIN = 8;
/** Latin or Arabic letters and spaces (customer-area.md, section 5). */
export const NAME_PATTERN = /^[\p{Script=Latin}\p{Script=Arabic}\s'-]+$/u;

export const emailSchema = z
  .string({ error: "emailRequired" })
  .trim()
  .min(1, "emailRequired")
  .max(254, "validEmail")
  .regex(EMAIL_PATTERN, "validEmail")
  .transform((value) => value.toLowerCase())
  .describe("E-mail address");

export const passwordSchema = z
  .string({ error: "passwordRequired" })
  .min(1, "passwordRequired")
  .min(PASSWORD_MIN, "passwordMin")
  .max(200, "passwordMax")
  .describe("Password, at least 8 characters");

export const captchaSchema = z.string().max(4096).optional().describe("Human-verification token");

function personName(requiredKey: string, invalidKey: string) {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .max(60, invalidKey)
    .regex(NAME_PATTERN, invalidKey)
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

export const firstNameSchema = personName("firstNameRequired", "invalidFirstName");
export const lastNameSchema = personName("lastNameRequired", "invalidLastName");

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
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    phone: z.string({ error: "phoneRequired" }).describe('"+{dial code}{number}"'),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, "invalidCountryCode")
      .optional()
      .describe("ISO 3166 alpha-2 of the dial code, to tell apart countries sharing one"),
    password: passwordSchema,
    language: languageSchema.optional(),
    captcha: captchaSchema,
  })
  .transform((value, ctx) => {
    const phone = parseInternationalPhone(value.phone, value.country);
    if (!phone.ok) {
      ctx.addIssue({ code: "custom", path: ["phone"], message: phone.message });
      return z.NEVER;
    }
    return { ...value, phone: phone.e164, country: phone.country };
  })
  .describe("Customer sign-up");
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** Profile edit (customer-area.md 5): the same name rules as sign-up, so no account is left with a name it cannot save. */
export const updateUserRequestSchema = z
  .object({ firstName: firstNameSchema, lastName: lastNameSchema })
  .describe("Profile names");
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

export const updatePasswordRequestSchema = z
  .object({
    curPassword: z.string({ error: "passwordRequired" }).min(1, "passwordRequired").max(200, "passwordMax"),
    newPassword: passwordSchema,
  })
  .describe("Password change; every other session is signed out");
export type UpdatePasswordRequest = z.input<typeof updatePasswordRequestSchema>;

/** The profile dialog's form: the request plus its confirmation field, checked in the browser. */
export const changePasswordFormSchema = z
  .object({
    curPassword: z.string({ error: "passwordRequired" }).min(1, "passwordRequired").min(PASSWORD_MIN, "passwordMin"),
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: "passwordRequired" }).min(1, "passwordRequired"),
  })
  .refine((value) => value.confirmPassword === value.newPassword, {
    path: ["confirmPassword"],
    message: "matchPassword",
  });

export const recoverPasswordRequestSchema = z.object({ email: emailSchema }).describe("Ask for a reset link");
export type RecoverPasswordRequest = z.input<typeof recoverPasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    token: z.string({ error: "invalidResetToken" }).trim().min(1, "invalidResetToken").max(200, "invalidResetToken"),
    password: passwordSchema,
  })
  .describe("Set a new password with the e-mailed link's token");
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const OTP_LENGTH = 6;
export const confirmOtpRequestSchema = z
  .object({
    otp: z
      .string({ error: "invalidCode" })
      .trim()
      .regex(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), "invalidCode")
      .describe("The six-digit code e-mailed to the customer"),
  })
  .describe("E-mail confirmation");
export type ConfirmOtpRequest = z.input<typeof confirmOtpRequestSchema>;

export const updateEmailRequestSchema = z.object({ email: emailSchema }).describe("New e-mail address");
export type UpdateEmailRequest = z.input<typeof updateEmailRequestSchema>;

/** The edit-e-mail dialog: the address twice. */
export const updateEmailFormSchema = z
  .object({
    email: emailSchema,
    emailConfirmation: z.string({ error: "emailConfirmationRequired" }).trim().min(1, "emailConfirmationRequired"),
  })
  .refine((value) => value.emailConfirmation.toLowerCase() === value.email, {
    path: ["emailConfirmation"],
    message: "matchEmail",
  });

export const tokenResponseSchema = z.object({
  error: z.literal(false),
  token: z.string().describe("Bearer token"),
});

export const customerSchema = z
  .object({
    id: z.string(),
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
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

export const getUserResponseSchema = z.object({
  error: z.literal(false),
  user: customerSchema,
  token: z.string(),
});

export const adminLoginRequestSchema = z
  .object({
    username: z.string({ error: "usernameRequired" }).trim().min(1, "usernameRequired").max(100),
    password: z.string({ error: "passwordRequired" }).min(1, "passwordRequired").max(200),
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

export const adminLoginResponseSchema = z.object({
  error: z.literal(false),
  token: z.string(),
  admin: staffSchema,
});
