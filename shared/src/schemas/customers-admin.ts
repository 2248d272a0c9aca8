import { z } from "zod";
import { customerSchema, emailSchema, firstNameSchema, lastNameSchema, passwordSchema, staffSchema } from "./auth.js";
import { formBoolean, messageResponse, okResponse, pageQuerySchema, pageResponse } from "./common.js";
import { parseInternationalPhone } from "../rules/phone.js";
import { deskSays } from "../i18n/message-key.js";

/**
 * People, as staff manage them: customers (manage users, user detail, edit,
 * delete, suspicious) and the staff member's own account (change password,
 * login history).
 */

/** At most this many customers answer `?all=true` (the support picker); narrow with `query`. */
export const MAX_ALL_CUSTOMERS = 1000;
/** Rows of each table of the customer detail. */
export const CUSTOMER_DETAIL_ROWS = 500;

export const customersQuerySchema = pageQuerySchema
  .extend({
    query: z
      .string()
      .trim()
      .max(100, deskSays("tooLong"))
      .optional()
      .describe("Part of a name, an e-mail, a customer code or a phone number (digits, any spacing)"),
    all: z
      .enum(["true", "false"])
      .optional()
      .transform((value) => value === "true")
      .describe(`Every match unpaged (at most ${MAX_ALL_CUSTOMERS}), in a short form`),
  })
  .describe("Customers, newest first");

export const customerRowSchema = customerSchema
  .extend({
    suspicionReason: z.string().nullable(),
    lastLogin: z.string().nullable(),
    country: z.string().nullable(),
  })
  .describe("Customer, as staff see them");
export type CustomerRowView = z.infer<typeof customerRowSchema>;

export const customerPickSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    fullName: z.string(),
    email: z.string(),
    addressHash: z.string(),
    suspicious: z.boolean(),
  })
  .describe("Customer, short form");

export const customersResponseSchema = pageResponse({
  users: z.array(z.union([customerRowSchema, customerPickSchema])),
  userCount: z.number().int(),
});

export const parcelSummarySchema = z
  .object({
    _id: z.string(),
    packageId: z.string(),
    trackNumber: z.string(),
    state: z.string(),
    status: z.boolean().describe("Shipped"),
    weight: z.number().describe("kg"),
    length: z.number(),
    width: z.number(),
    height: z.number(),
    fees: z.number().describe("US dollars"),
    warehouse: z.object({ _id: z.string(), country: z.string(), flagImage: z.string().nullable() }),
    createdAt: z.string(),
    shipDate: z.string().nullable(),
    deletedAt: z.string().nullable(),
    deleteReason: z.string().nullable(),
    deletedBy: z.string().nullable().describe("Staff username"),
  })
  .describe("Parcel, as listed on the customer detail");

export const transactionSummarySchema = z
  .object({
    _id: z.string(),
    paymentId: z.string(),
    package: z.string().describe("Parcel code"),
    type: z.string(),
    offlinePaymentType: z.string().nullable(),
    amount: z.number().describe("In the currency"),
    currency: z.string(),
    state: z.enum(["pending", "complete", "cancelled"]),
    complete: z.boolean(),
    createdAt: z.string(),
  })
  .describe("Transaction, as listed on the customer detail");

/** Sign-ins listed on the customer detail, newest first. */
export const CUSTOMER_LOGIN_ROWS = 50;

export const customerLoginSchema = z
  .object({
    _id: z.string(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    date: z.string(),
  })
  .describe("Customer sign-in");

export const customerDetailResponseSchema = okResponse({
  user: customerRowSchema.extend({
    packages: z.array(parcelSummarySchema).describe("Every live parcel, newest first"),
    storedPackages: z.array(parcelSummarySchema).describe("Parcels waiting in the locker"),
    trash: z.array(parcelSummarySchema).describe("Deleted parcels"),
    transactions: z.array(transactionSummarySchema),
    logins: z.array(customerLoginSchema).describe(`The last ${CUSTOMER_LOGIN_ROWS} sign-ins`),
  }),
});

const fill = "Please fill all fields";
export const editCustomerRequestSchema = z
  .object({
    firstName: z.string({ error: fill }).trim().min(1, fill).pipe(firstNameSchema),
    lastName: z.string({ error: fill }).trim().min(1, fill).pipe(lastNameSchema),
    email: z.string({ error: fill }).trim().min(1, fill).pipe(emailSchema),
    phone: z.string({ error: fill }).trim().min(1, fill),
  })
  .transform((value, ctx) => {
    const phone = parseInternationalPhone(value.phone);
    if (!phone.ok) {
      ctx.addIssue({ code: "custom", path: ["phone"], message: phone.message });
      return z.NEVER;
    }
    return { ...value, phone: phone.e164, country: phone.country ?? null };
  })
  .describe("A customer's names, e-mail and phone (all four required)");
export type EditCustomerRequest = z.input<typeof editCustomerRequestSchema>;

export const suspiciousRequestSchema = z
  .object({
    sus: formBoolean(),
    reason: z.string().trim().max(500, deskSays("tooLong")).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.sus && !value.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: deskSays("Reason Required") });
  })
  .describe("Mark a customer suspicious (a reason required) or clear the mark");
export type SuspiciousRequest = z.input<typeof suspiciousRequestSchema>;

export const customerResponseSchema = messageResponse({
  user: customerRowSchema,
});

// --------------------------------------------------------------- staff side

export const changePasswordRequestSchema = z
  .object({
    oldPassword: z
      .string({ error: deskSays("passwordRequired") })
      .min(1, deskSays("passwordRequired"))
      .max(200, deskSays("passwordMax")),
    newPassword: passwordSchema,
  })
  .describe("The staff member's own password");
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const changePasswordResponseSchema = messageResponse({
  token: z.string().describe("A new token: every other session is signed out"),
});

export const loginLogSchema = z
  .object({
    _id: z.string(),
    admin: staffSchema.pick({ _id: true, username: true, email: true, fullName: true }).nullable(),
    username: z.string().describe("As typed"),
    location: z.string().nullable(),
    ip: z.string().nullable(),
    date: z.string(),
    status: z.boolean().describe("Success"),
    reason: z.string().nullable(),
  })
  .describe("Staff sign-in attempt");

export const loginLogsResponseSchema = pageResponse({
  logs: z.array(loginLogSchema),
  count: z.number().int(),
});
