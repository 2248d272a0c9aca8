import { z } from "zod";
import { emailSchema, passwordSchema, staffSchema, STAFF_GROUPS, type StaffGroup } from "./auth.js";
import { messageResponse, pageQuerySchema, pageResponse } from "./common.js";
import { deskSays } from "../i18n/message-key.js";

/**
 * Staff accounts as admins manage them (permission staff.manage): create one
 * with a group, disable or enable it, set a new password. The first admin of
 * a production install comes from the `staff:create` command, which parses
 * its input with these same schemas.
 */

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 40;
/** Lower-case letters, digits, dot, dash and underscore; starts with a letter or digit. */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;
export const FULL_NAME_MAX = 100;

export const staffUsernameSchema = z
  .string({ error: deskSays("usernameRequired") })
  .trim()
  .toLowerCase()
  .min(1, deskSays("usernameRequired"))
  .min(USERNAME_MIN, deskSays("usernameShort"))
  .max(USERNAME_MAX, deskSays("usernameLong"))
  .regex(USERNAME_PATTERN, deskSays("usernameInvalid"))
  .describe("Sign-in name: lower-case letters, digits, '.', '-' or '_'");

const groups = Object.values(STAFF_GROUPS) as StaffGroup[];
export const staffGroupSchema = z.coerce
  .number({ error: deskSays("groupRequired") })
  .int(deskSays("groupRequired"))
  .refine((value): value is StaffGroup => (groups as number[]).includes(value), deskSays("groupRequired"))
  .transform((value) => value as StaffGroup)
  .describe("1 admin, 2 support, 3 intake and shipping, 4 other");

const staffFullNameSchema = z
  .string({ error: deskSays("fullNameRequired") })
  .trim()
  .min(1, deskSays("fullNameRequired"))
  .max(FULL_NAME_MAX, deskSays("tooLong"))
  .describe("Shown in the back office");

const staffEmailSchema = z
  .preprocess((value) => (value === "" || value === null ? undefined : value), emailSchema.optional())
  .transform((value) => value ?? null)
  .describe("Optional contact address; no two accounts share one (409 EMAIL_TAKEN)");

/** What an admin sets of an account, at its creation and after. */
const staffAccountFields = {
  fullName: staffFullNameSchema,
  email: staffEmailSchema,
  groupId: staffGroupSchema,
};

export const createStaffRequestSchema = z
  .object({ username: staffUsernameSchema, ...staffAccountFields, password: passwordSchema })
  .describe("A new staff account");
export type CreateStaffRequest = z.input<typeof createStaffRequestSchema>;

/**
 * What an admin edits of an account: its name, e-mail and group (the
 * username stays). A new group applies from the member's next request.
 */
export const updateStaffRequestSchema = z
  .object(staffAccountFields)
  .describe("A staff account's name, e-mail and group");
export type UpdateStaffRequest = z.input<typeof updateStaffRequestSchema>;

export const resetStaffPasswordRequestSchema = z
  .object({ password: passwordSchema })
  .describe("A new password set by an admin; the account's sessions end");
export type ResetStaffPasswordRequest = z.input<typeof resetStaffPasswordRequestSchema>;

export const staffIdParamsSchema = z.object({ id: z.guid(deskSays("notFound")) });

export const STAFF_STATUSES = ["active", "disabled", "all"] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const staffListQuerySchema = pageQuerySchema.extend({
  status: z.enum(STAFF_STATUSES).default("active").describe("Active accounts, disabled ones, or all"),
  q: z.string().trim().max(100).optional().describe("Part of the username, name or e-mail"),
});

export const staffAccountSchema = staffSchema
  .extend({
    isActive: z.boolean(),
    lastLoginAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .describe("Staff account");
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffListResponseSchema = pageResponse({
  staff: z.array(staffAccountSchema),
  count: z.number().int(),
  activeAdmins: z
    .number()
    .int()
    .describe(
      "Active admins, whatever the tab and search: the last one is neither disabled nor moved to another group",
    ),
});

export const staffAccountResponseSchema = messageResponse({
  staff: staffAccountSchema,
});

/** The signed-in staff member. */
export const signedInStaffResponseSchema = z.object({ error: z.literal(false), admin: staffSchema });

/** Sent to staff sockets when an account is created, edited, disabled, enabled or given a new password. */
export const STAFF_ACCOUNT_EVENT = "staffAccount";
