import { adminLoginRequestSchema, adminLoginResponseSchema } from "../schemas/auth.js";
import { messageResponseSchema } from "../schemas/common.js";
import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  loginLogsResponseSchema,
} from "../schemas/customers-admin.js";
import { loginLogsQuerySchema } from "../schemas/login-history.js";
import { signedInStaffResponseSchema } from "../schemas/staff.js";
import { endpoints } from "./endpoint.js";

/** Staff signing in and out, one's own password, and the history of staff sign-ins. */
export const staffAuth = endpoints(
  "staffAuth",
  { tags: ["staff"] },
  {
    signIn: {
      method: "post",
      path: "/api/admins/login",
      summary: "Sign a staff member in; every attempt is written to the login history",
      schemas: { body: adminLoginRequestSchema, response: adminLoginResponseSchema },
      errors: [401, 429],
    },
    me: {
      method: "get",
      path: "/api/admins/me",
      summary: "The signed-in staff member",
      auth: { staff: "any" },
      schemas: { response: signedInStaffResponseSchema },
    },
    signOut: {
      method: "post",
      path: "/api/admins/logout",
      summary: "Sign out: the session of this token ends on every instance, and its sockets close",
      auth: { staff: "any" },
      schemas: { response: messageResponseSchema },
    },
    changePassword: {
      method: "post",
      path: "/api/admins/changepass",
      summary: "Change one's own password; every other session is signed out",
      auth: { staff: "account.changePassword" },
      schemas: { body: changePasswordRequestSchema, response: changePasswordResponseSchema },
      errors: [429],
    },
    signInHistory: {
      method: "get",
      path: "/api/admins/login-logs",
      summary: "Staff sign-in attempts, newest first, paged; by staff member, status and time",
      auth: { staff: "loginHistory.view" },
      schemas: { query: loginLogsQuerySchema, response: loginLogsResponseSchema },
    },
  },
);
