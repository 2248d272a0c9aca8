import {
  staffAccountResponseSchema,
  staffListResponseSchema,
  type CreateStaffRequest,
  type StaffStatus,
} from "@ipf/shared/schemas/staff";
import { verbs, tabQuery, type PageRequest } from "./calls";
import type { ApiRequest } from "./client";

/** Staff accounts (admins, permission staff.manage). */
export function staffCalls(request: ApiRequest) {
  const account = (id: string, action: "disable" | "enable" | "password", body?: unknown) =>
    request({
      method: "POST",
      path: `/api/admins/staff/${encodeURIComponent(id)}/${action}`,
      body,
      answer: staffAccountResponseSchema,
    });
  const { get } = verbs(request);

  return {
    /** GET /api/admins/staff: a tab of accounts, searched. */
    staffAccounts: (page: PageRequest, status: StaffStatus) =>
      get("/api/admins/staff", staffListResponseSchema, tabQuery(page, status)),
    /** POST /api/admins/staff/create: 409 USERNAME_TAKEN. */
    createStaff: (body: CreateStaffRequest) =>
      request({ method: "POST", path: "/api/admins/staff/create", body, answer: staffAccountResponseSchema }),
    /** POST /api/admins/staff/{id}/disable: 409 LAST_ADMIN for the last active admin. */
    disableStaff: (id: string) => account(id, "disable"),
    /** POST /api/admins/staff/{id}/enable */
    enableStaff: (id: string) => account(id, "enable"),
    /** POST /api/admins/staff/{id}/password: a new password; the account's sessions end. */
    resetStaffPassword: (id: string, password: string) => account(id, "password", { password }),
  };
}
