/**
 * Pure rules of the staff screens: the change-password form, the staff
 * accounts' tabs, which actions an account offers, and the forms of the
 * create, edit and reset-password dialogs (the shared request schemas plus
 * a confirmation field checked in the browser).
 */
import { can } from "@ipf/shared/permissions";
import { removesLastAdmin } from "@ipf/shared/rules/staff-accounts";
import { STAFF_GROUPS } from "@ipf/shared/schemas/auth";
import { changePasswordRequestSchema } from "@ipf/shared/schemas/customers-admin";
import {
  createStaffRequestSchema,
  resetStaffPasswordRequestSchema,
  STAFF_STATUSES,
  updateStaffRequestSchema,
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

/** The edit dialog: the API's request as it is. */
export const editAccountFormSchema = updateStaffRequestSchema;
export type EditAccountForm = z.input<typeof editAccountFormSchema>;

/** The edit dialog's fields as an account fills them: the group as the select holds it, no e-mail as empty. */
export function editAccountValues(account: Pick<StaffAccount, "fullName" | "email" | "groupId">): EditAccountForm {
  return { fullName: account.fullName, email: account.email ?? "", groupId: String(account.groupId) };
}

/** The reset-password dialog: the new password typed twice. */
export const resetPasswordFormSchema = resetStaffPasswordRequestSchema
  .extend({ confirmPassword: confirmation })
  .refine((value) => value.confirmPassword === value.password, mismatch);
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

export interface AccountActions {
  edit: boolean;
  disable: boolean;
  enable: boolean;
  resetPassword: boolean;
}

type Standing = Pick<StaffAccount, "id" | "isActive" | "groupId">;

/**
 * Admins edit every account; they disable active accounts and enable
 * disabled ones, their own included, but never the last active admin (the
 * shared rule the API refuses it by: the screen offers nothing the API
 * would refuse); they set a new password for others (their own goes through
 * Change password, which asks the current one). `activeAdmins` is the
 * list's count of active admins.
 */
export function accountActions(
  groupId: number | null | undefined,
  account: Standing,
  selfId: string,
  activeAdmins: number,
): AccountActions {
  const manage = can(groupId, "staff.manage");
  return {
    edit: manage,
    disable: manage && account.isActive && !removesLastAdmin(account, { isActive: false }, activeAdmins),
    enable: manage && !account.isActive,
    resetPassword: manage && account.id !== selfId,
  };
}

/** Whether the account must stay in the admin group: it is the last active admin. */
export function keepsAdminGroup(account: Standing, activeAdmins: number): boolean {
  return removesLastAdmin(account, { groupId: STAFF_GROUPS.support }, activeAdmins);
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
  emailTaken: "staff.messages.emailTaken",
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
