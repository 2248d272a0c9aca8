import {
  createStaffRequestSchema,
  resetStaffPasswordRequestSchema,
  STAFF_ACCOUNT_EVENT,
  staffAccountResponseSchema,
  staffIdParamsSchema,
  staffListQuerySchema,
  staffListResponseSchema,
} from "@ipf/shared/schemas/staff";
import type { Api } from "../../lib/api.js";
import { currentStaff } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import { presentStaffAccount } from "../../presenters/staff.js";
import { createStaffAccount, listStaffAccounts, resetStaffPassword, setStaffActive } from "../../services/staff.js";
import { changeRoutes, resourceRoutes } from "../kit-legacy.js";

const MESSAGES = {
  created: "Created Successfully",
  updated: "Updated Successfully",
  passwordReset: "Password Changed Successfully",
} as const;

/**
 * Staff accounts (permission staff.manage, admins): list, create with a
 * group, disable or enable, set a new password. Each change is announced to
 * staff sockets, which also makes the server drop the sockets of an account
 * just disabled.
 */
export function registerStaffAccountRoutes(api: Api, deps: Deps) {
  const tags = ["staff"];
  const routes = resourceRoutes(api, { tags, auth: { staff: "staff.manage" } });
  const change = changeRoutes(api, deps, { tags, auth: { staff: "staff.manage" } });
  const announce = (staffId: string) => deps.realtime.toStaff(STAFF_ACCOUNT_EVENT, { staffId });

  routes.get(
    "/api/admins/staff",
    {
      summary: "Staff accounts of a tab (active, disabled, all), searched, admins first",
      schemas: { query: staffListQuerySchema, response: staffListResponseSchema },
    },
    async (_ctx, { query }) => {
      const { rows, count } = await listStaffAccounts(deps.db, query);
      return {
        error: false as const,
        staff: rows.map(presentStaffAccount),
        count,
        pageCount: Math.ceil(count / query.perPage),
      };
    },
  );

  routes.post(
    "/api/admins/staff/create",
    {
      summary: "Create a staff account with a group; 409 USERNAME_TAKEN when the username is in use",
      schemas: { body: createStaffRequestSchema, response: staffAccountResponseSchema },
      errors: [409],
    },
    async (ctx, { body }) => {
      const row = await createStaffAccount(deps.db, body);
      await announce(row.id);
      ctx.status = 201;
      return { error: false as const, message: MESSAGES.created, staff: presentStaffAccount(row) };
    },
  );

  for (const [action, active] of [
    ["disable", false],
    ["enable", true],
  ] as const) {
    change(`/api/admins/staff/:id/${action}`, MESSAGES.updated, {
      summary: active
        ? "Enable a disabled account (it signs in again)"
        : "Disable an account: its sessions end at once; 409 LAST_ADMIN for the last active admin",
      schemas: { params: staffIdParamsSchema, response: staffAccountResponseSchema },
      errors: [404, 409],
      run: (work, { params }, ctx) =>
        setStaffActive(work, { actorId: currentStaff(ctx).id, staffId: params.id, active }),
      answer: async (row) => {
        await announce(row.id);
        return { staff: presentStaffAccount(row) };
      },
    });
  }

  change("/api/admins/staff/:id/password", MESSAGES.passwordReset, {
    summary: "Set a new password for an account; its sessions end",
    schemas: {
      params: staffIdParamsSchema,
      body: resetStaffPasswordRequestSchema,
      response: staffAccountResponseSchema,
    },
    errors: [404],
    run: (work, { params, body }) => resetStaffPassword(work, { staffId: params.id, password: body.password }),
    answer: async (row) => {
      await announce(row.id);
      return { staff: presentStaffAccount(row) };
    },
  });
}
