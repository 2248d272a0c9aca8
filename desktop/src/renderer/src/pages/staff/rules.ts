/**
 * Pure rules of the staff screens: the change-password form, the staff
 * accounts' tabs, which actions an account offers, and the forms of the
 * create and reset-password dialogs (the shared request schemas plus a
 * confirmation field checked in the browser).
 */
import { can } from "@ipf/shared/permissions";
import { changePasswordRequestSchema } from "@ipf/shared/schemas/customers-admin";
import {
  createStaffRequestSchema,
  resetStaffPasswordRequestSchema,
  STAFF_STATUSES,
  type StaffAccount,
  type StaffStatus,
} from "@ipf/shared/schemas/staff";
import { z } from "zod";

export const STAFF_TABS = STAFF_STATUSES;
export type StaffTab = StaffStatus;

const confirmation = z.string({ error: "passwordRequired" }).min(1, "passwordRequired");
const mismatch = { path: ["confirmPassword"], message: "matchPassword" };

/** changepass: current, new and confirm all required, new at least 8 characters, confirm equal to new. */
export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: confirmation })
  .refine((value) => value.confirmPassword === value.newPassword, mismatch);
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/** The new-account dialog: the API's request plus the password typed twice. */
export const newAccountFormSchema = createStaffRequestSchema
  .extend({ confirmPassword: confirmation })
  .refine((value) => value.confirmPassword === value.password, mismatch);
export type NewAccountForm = z.input<typeof newAccountFormSchema>;

/** The reset-password dialog: the new password typed twice. */
export const resetPasswordFormSchema = resetStaffPasswordRequestSchema
  .extend({ confirmPassword: confirmation })
  .refine((value) => value.confirmPassword === value.password, mismatch);
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

export interface AccountActions {
  disable: boolean;
  enable: boolean;
  resetPassword: boolean;
}

/**
 * Admins disable active accounts and enable disabled ones, their own
 * included (the API keeps the last active admin); they set a new password
 * for others (their own goes through Change password, which asks the current one).
 */
export function accountActions(
  groupId: number | null | undefined,
  account: Pick<StaffAccount, "id" | "isActive">,
  selfId: string,
): AccountActions {
  const manage = can(groupId, "staff.manage");
  return {
    disable: manage && account.isActive,
    enable: manage && !account.isActive,
    resetPassword: manage && account.id !== selfId,
  };
}

/** The staff event that changes the accounts list (api: routes/staff/accounts.ts). */
export { STAFF_ACCOUNT_EVENT } from "@ipf/shared/schemas/staff";

/** The form's text keys for the shared schemas' message keys; unknown keys read as "check this field". */
export const FIELD_MESSAGES = {
  usernameRequired: "staff.messages.usernameRequired",
  usernameShort: "staff.messages.usernameShort",
  usernameLong: "staff.messages.usernameLong",
  usernameInvalid: "staff.messages.usernameInvalid",
  fullNameRequired: "staff.messages.fullNameRequired",
  tooLong: "staff.messages.tooLong",
  validEmail: "staff.messages.validEmail",
  emailRequired: "staff.messages.validEmail",
  groupRequired: "staff.messages.groupRequired",
  passwordRequired: "staff.messages.passwordRequired",
  passwordMin: "staff.messages.passwordMin",
  passwordMax: "staff.messages.passwordMax",
  matchPassword: "staff.messages.matchPassword",
  incorrectPassword: "staff.messages.incorrectPassword",
} as const;

export type FieldMessageKey = (typeof FIELD_MESSAGES)[keyof typeof FIELD_MESSAGES] | "staff.messages.invalid";

export function fieldMessage(key: string | undefined): FieldMessageKey | undefined {
  if (key === undefined) return undefined;
  return key in FIELD_MESSAGES ? FIELD_MESSAGES[key as keyof typeof FIELD_MESSAGES] : "staff.messages.invalid";
}
