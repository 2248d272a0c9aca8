import {
  alertCreateRequestSchema,
  alertCreateResponseSchema,
  alertListQuerySchema,
  alertListResponseSchema,
} from "@ipf/shared/schemas/alerts";
import { alertIdBodySchema } from "@ipf/shared/schemas/parcels-staff";
import type { Api } from "../../lib/api.js";
import type { Deps } from "../../deps.js";
import { presentAlert } from "../../presenters/alert.js";
import { clearAlert, createAlert, deleteAlert, listAlerts } from "../../services/parcels/alerts.js";
import { changeRoutes, recordChanges } from "../kit-legacy.js";

const MESSAGES = {
  created: "Created Successfully",
  cleared: "Alert was canceled Successfully",
  deleted: "Deleted Successfully",
} as const;

export function registerAlertRoutes(api: Api, deps: Deps) {
  const change = changeRoutes(api, deps, { tags: ["alerts"], auth: { staff: "alerts.manage" }, errors: [404, 409] });

  api.get(
    "/api/admins/alert/getAlerts",
    {
      summary: "Alerts, newest first; alertId narrows to one alert or to a parcel's alerts (by packageId)",
      tags: ["alerts"],
      auth: { staff: "alerts.manage" },
      schemas: { query: alertListQuerySchema, response: alertListResponseSchema },
    },
    async (_ctx, { query }) => {
      const page = await listAlerts(deps, query);
      return {
        error: false as const,
        alerts: page.alerts.map(presentAlert),
        alertCount: page.total,
        pageCount: page.pageCount,
      };
    },
  );

  change("/api/admins/alert/create", MESSAGES.created, {
    summary: "Write an alert (type, text in ar, en and fr) for a customer or about a parcel; they see it live",
    schemas: { body: alertCreateRequestSchema, response: alertCreateResponseSchema },
    errors: [404],
    run: (work, { body }) => createAlert(work, body),
    answer: (alert) => ({ alert: presentAlert(alert) }),
  });

  recordChanges(change, alertIdBodySchema, "alertId", [
    ["/api/admins/alert/clear", "Clear an alert (while not cleared)", MESSAGES.cleared, clearAlert],
    ["/api/admins/alert/delete", "Delete a cleared alert", MESSAGES.deleted, deleteAlert],
  ]);
}
