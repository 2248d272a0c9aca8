import { staff } from "@ipf/shared/contract/staff";
import { STAFF_ACCOUNT_EVENT } from "@ipf/shared/schemas/staff";
import type { Api } from "../../lib/api.js";
import { currentStaff } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import { presentStaffAccount } from "../../presenters/staff.js";
import {
  countActiveAdmins,
  createStaffAccount,
  listStaffAccounts,
  resetStaffPassword,
  setStaffActive,
  updateStaffAccount,
} from "../../services/staff.js";
import { readScope } from "../../services/work.js";
import { changeRoutes } from "../kit.js";

const MESSAGES = {
  created: "Created Successfully",
  updated: "Updated Successfully",
  passwordReset: "Password Changed Successfully",
} as const;

/**
 * Staff accounts (permission staff.manage, admins): list, create with a
 * group, edit, disable or enable, set a new password. Each change is
 * announced to staff sockets, which also makes the server drop the sockets
 * of an account just disabled, and the back office of an account given a
 * new group read its group again.
 */
export function registerStaffAccountRoutes(api: Api, deps: Deps) {
  const change = changeRoutes(api, deps);
  const announce = (staffId: string) => deps.realtime.toStaff(STAFF_ACCOUNT_EVENT, { staffId });

  api.bind(staff.list, async (_ctx, { query }) => {
    const scope = readScope(deps);
    const [{ rows, count }, activeAdmins] = await Promise.all([
      listStaffAccounts(scope, query),
      countActiveAdmins(scope),
    ]);
    return {
      error: false as const,
      staff: rows.map(presentStaffAccount),
      count,
      activeAdmins,
      pageCount: Math.ceil(count / query.perPage),
    };
  });

  api.bind(staff.create, async (ctx, { body }) => {
    const row = await createStaffAccount(readScope(deps), body);
    await announce(row.id);
    ctx.status = 201;
    return { error: false as const, message: MESSAGES.created, staff: presentStaffAccount(row) };
  });

  change(staff.update, MESSAGES.updated, {
    run: (work, { params, body }, ctx) =>
      updateStaffAccount(work, { actorId: currentStaff(ctx).id, staffId: params.id, ...body }),
    answer: async (row) => {
      await announce(row.id);
      return { staff: presentStaffAccount(row) };
    },
  });

  for (const [entry, active] of [
    [staff.disable, false],
    [staff.enable, true],
  ] as const) {
    change(entry, MESSAGES.updated, {
      run: (work, { params }, ctx) =>
        setStaffActive(work, { actorId: currentStaff(ctx).id, staffId: params.id, active }),
      answer: async (row) => {
        await announce(row.id);
        return { staff: presentStaffAccount(row) };
      },
    });
  }

  change(staff.setPassword, MESSAGES.passwordReset, {
    run: (work, { params, body }) => resetStaffPassword(work, { staffId: params.id, password: body.password }),
    answer: async (row) => {
      await announce(row.id);
      return { staff: presentStaffAccount(row) };
    },
  });
}
