import { preAlerts } from "@ipf/shared/contract/pre-alerts";
import type { Api } from "../../lib/api.js";
import { currentCustomer } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import { presentPreAlert } from "../../presenters/pre-alert.js";
import {
  addPreAlert,
  cancelPreAlert,
  listPreAlerts,
  listShippingCarriers,
  updatePreAlert,
  type PreAlertRow,
} from "../../services/pre-alerts.js";
import { readScope } from "../../services/work.js";
import { changeRoutes } from "../kit.js";

const MESSAGES = {
  added: "The pre-alert has been saved",
  updated: "Updated Successfully",
  cancelled: "The pre-alert was cancelled",
} as const;

/** The customer's pre-alerts: list, add, rewrite and cancel while expected. */
export function registerCustomerPreAlertRoutes(api: Api, deps: Deps) {
  const change = changeRoutes(api, deps);
  const answer = (row: PreAlertRow) => ({ preAlert: presentPreAlert(row, deps.now()) });

  api.bind(preAlerts.list, async (ctx, { query }) => {
    const { rows, count } = await listPreAlerts(readScope(deps), currentCustomer(ctx).id, query);
    const now = deps.now();
    return {
      error: false as const,
      preAlerts: rows.map((row) => presentPreAlert(row, now)),
      count,
      pageCount: Math.ceil(count / query.perPage),
    };
  });

  api.bind(preAlerts.listCarriers, async () => ({
    error: false as const,
    carriers: (await listShippingCarriers(readScope(deps))).map((c) => ({
      _id: c.id,
      name: c.name,
      warehouseId: c.warehouse_id,
    })),
  }));

  change(preAlerts.add, MESSAGES.added, {
    created: true,
    run: (work, { body }, ctx) => addPreAlert(work, currentCustomer(ctx).id, body),
    answer,
  });

  change(preAlerts.update, MESSAGES.updated, {
    run: (work, { body }, ctx) => updatePreAlert(work, currentCustomer(ctx).id, body.id, body),
    answer,
  });

  change(preAlerts.cancel, MESSAGES.cancelled, {
    run: (work, { body }, ctx) => cancelPreAlert(work, currentCustomer(ctx).id, body.id),
    answer,
  });
}
