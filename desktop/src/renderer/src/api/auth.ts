import type { z } from "zod";
import { contract } from "@ipf/shared/contract";
import { staffSchema, type AdminLoginRequest } from "@ipf/shared/schemas/auth";
import { caller, type ApiRequest } from "./client";

/** What the back office keeps of a signed-in staff member. */
export const sessionStaffSchema = staffSchema.pick({ id: true, username: true, fullName: true, groupId: true });
export type SessionStaff = z.infer<typeof sessionStaffSchema>;

const toSession = (staff: z.infer<typeof staffSchema>): SessionStaff => sessionStaffSchema.parse(staff);

const { staffAuth } = contract;

export function authCalls(request: ApiRequest) {
  const call = caller(request);
  return {
    adminLogin: async (credentials: Pick<AdminLoginRequest, "username" | "password">) => {
      const { token, admin } = await call(staffAuth.signIn, { body: credentials, anonymous: true });
      return { token, admin: toSession(admin) };
    },
    /** Who the stored staff token belongs to. */
    adminMe: async () => {
      const { admin } = await call(staffAuth.me);
      return { admin: toSession(admin) };
    },
    /** The session's tokens are refused from then on, on every instance. */
    adminLogout: () => call(staffAuth.signOut).then(() => undefined),
    changePassword: (body: { oldPassword: string; newPassword: string }) => call(staffAuth.changePassword, { body }),
  };
}
