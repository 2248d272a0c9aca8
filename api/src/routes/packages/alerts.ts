import { alerts } from "@ipf/shared/contract/alerts";
import type { Api } from "../../lib/api.js";
import type { Deps } from "../../deps.js";
import { presentAlert } from "../../presenters/alert.js";
import { clearAlert, createAlert, deleteAlert, listAlerts } from "../../services/parcels/alerts.js";
import { readScope } from "../../services/work.js";
import { changeRoutes, recordChanges } from "../kit.js";

const MESSAGES = {
  created: "Created Successfully",
  cleared: "Alert was canceled Successfully",
  deleted: "Deleted Successfully",
} as const;

export function registerAlertRoutes(api: Api, deps: Deps) {
  const change = changeRoutes(api, deps);

  api.bind(alerts.list, async (_ctx, { query }) => {
    const page = await listAlerts(readScope(deps), query);
    return {
      error: false as const,
      alerts: page.alerts.map(presentAlert),
      alertCount: page.total,
      pageCount: page.pageCount,
    };
  });

  change(alerts.create, MESSAGES.created, {
    run: (work, { body }) => createAlert(work, body),
    answer: (alert) => ({ alert: presentAlert(alert) }),
  });

  recordChanges(change, "alertId", [
    [alerts.clear, MESSAGES.cleared, clearAlert],
    [alerts.remove, MESSAGES.deleted, deleteAlert],
  ]);
}
