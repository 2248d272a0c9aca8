import { z } from "zod";
import { adminLoginResponseSchema, staffSchema, type AdminLoginRequest } from "@ipf/shared/schemas/auth";
import { changePasswordResponseSchema } from "@ipf/shared/schemas/customers-admin";
import { messageResponseSchema } from "@ipf/shared/schemas/common";
import type { ApiRequest } from "./client";

/** What the back office keeps of a signed-in staff member. */
export const sessionStaffSchema = staffSchema.pick({ id: true, username: true, fullName: true, groupId: true });
export type SessionStaff = z.infer<typeof sessionStaffSchema>;

const adminMeResponseSchema = z.object({ error: z.literal(false), admin: staffSchema });

const toSession = (staff: z.infer<typeof staffSchema>): SessionStaff => sessionStaffSchema.parse(staff);

export function authCalls(request: ApiRequest) {
  return {
    /** POST /api/admins/login */
    adminLogin: async (credentials: Pick<AdminLoginRequest, "username" | "password">) => {
      const { token, admin } = await request({
        method: "POST",
        path: "/api/admins/login",
        body: credentials,
        answer: adminLoginResponseSchema,
        anonymous: true,
      });
      return { token, admin: toSession(admin) };
    },
    /** GET /api/admins/me: who the stored staff token belongs to. */
    adminMe: async () => {
      const { admin } = await request({ method: "GET", path: "/api/admins/me", answer: adminMeResponseSchema });
      return { admin: toSession(admin) };
    },
    /** POST /api/admins/logout: the session's tokens are refused from then on, on every instance. */
    adminLogout: () =>
      request({ method: "POST", path: "/api/admins/logout", answer: messageResponseSchema }).then(() => undefined),
    /** POST /api/admins/changepass */
    changePassword: (body: { oldPassword: string; newPassword: string }) =>
      request({ method: "POST", path: "/api/admins/changepass", body, answer: changePasswordResponseSchema }),
  };
}
