import { contract } from "@ipf/shared/contract";
import type { CreateStaffRequest, StaffStatus, UpdateStaffRequest } from "@ipf/shared/schemas/staff";
import { tabQuery, type PageRequest } from "./calls";
import { caller, type ApiRequest } from "./client";

const { staff } = contract;

/** Staff accounts (admins, permission staff.manage). */
export function staffCalls(request: ApiRequest) {
  const call = caller(request);
  return {
    /** A tab of accounts, searched. */
    staffAccounts: (page: PageRequest, status: StaffStatus) => call(staff.list, { query: tabQuery(page, status) }),
    /** 409 USERNAME_TAKEN or EMAIL_TAKEN. */
    createStaff: (body: CreateStaffRequest) => call(staff.create, { body }),
    /** Name, e-mail and group; 409 EMAIL_TAKEN, or LAST_ADMIN for the last active admin given another group. */
    updateStaff: (id: string, body: UpdateStaffRequest) => call(staff.update, { params: { id }, body }),
    /** 409 LAST_ADMIN for the last active admin. */
    disableStaff: (id: string) => call(staff.disable, { params: { id } }),
    enableStaff: (id: string) => call(staff.enable, { params: { id } }),
    /** A new password; the account's sessions end. */
    resetStaffPassword: (id: string, password: string) =>
      call(staff.setPassword, { params: { id }, body: { password } }),
  };
}
