import {
  createStaffRequestSchema,
  resetStaffPasswordRequestSchema,
  staffAccountResponseSchema,
  staffIdParamsSchema,
  staffListQuerySchema,
  staffListResponseSchema,
  updateStaffRequestSchema,
} from "../schemas/staff.js";
import { endpoints } from "./endpoint.js";

/** Staff accounts as admins manage them: list, create with a group, edit, disable or enable, set a new password. */
export const staff = endpoints(
  "staff",
  { tags: ["staff"], auth: { staff: "staff.manage" } },
  {
    list: {
      method: "get",
      path: "/api/admins/staff",
      summary: "Staff accounts of a tab (active, disabled, all), searched, admins first",
      schemas: { query: staffListQuerySchema, response: staffListResponseSchema },
    },
    create: {
      method: "post",
      path: "/api/admins/staff/create",
      summary: "Create a staff account with a group; 409 USERNAME_TAKEN or EMAIL_TAKEN when either is in use",
      schemas: { body: createStaffRequestSchema, response: staffAccountResponseSchema },
      errors: [409],
    },
    update: {
      method: "put",
      path: "/api/admins/staff/:id",
      summary:
        "Edit an account's name, e-mail and group; the group applies from its next request. 409 EMAIL_TAKEN, or LAST_ADMIN for the last active admin moved to another group",
      schemas: {
        params: staffIdParamsSchema,
        body: updateStaffRequestSchema,
        response: staffAccountResponseSchema,
      },
      errors: [404, 409],
    },
    disable: {
      method: "post",
      path: "/api/admins/staff/:id/disable",
      summary: "Disable an account: its sessions end at once; 409 LAST_ADMIN for the last active admin",
      schemas: { params: staffIdParamsSchema, response: staffAccountResponseSchema },
      errors: [404, 409],
    },
    enable: {
      method: "post",
      path: "/api/admins/staff/:id/enable",
      summary: "Enable a disabled account (it signs in again)",
      schemas: { params: staffIdParamsSchema, response: staffAccountResponseSchema },
      errors: [404, 409],
    },
    setPassword: {
      method: "post",
      path: "/api/admins/staff/:id/password",
      summary: "Set a new password for an account; its sessions end",
      schemas: {
        params: staffIdParamsSchema,
        body: resetStaffPasswordRequestSchema,
        response: staffAccountResponseSchema,
      },
      errors: [404],
    },
  },
);
