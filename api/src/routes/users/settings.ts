import { alertResponseSchema, clearAlertRequestSchema, settingResponseSchema } from "@ipf/shared/schemas/accounts";
import { messageResponseSchema } from "@ipf/shared/schemas/common";
import type { Api } from "../../lib/api.js";
import { currentCustomer } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import { activeAlert, dismissAlert, readSetting } from "../../services/settings.js";
import { resourceRoutes } from "../kit-legacy.js";

const MESSAGES = {
  cleared: "The alert was closed.",
} as const;

/** Settings and the dashboard alert: setting, alert/get, alert/clear. */
export function registerSettingsRoutes(api: Api, deps: Deps) {
  const routes = resourceRoutes(api, { tags: ["customers"], auth: "customer" });

  routes.get(
    "/api/users/setting",
    {
      summary: "The customer's settings (also pushed by the updateSetting event)",
      schemas: { response: settingResponseSchema },
    },
    async (ctx) => ({ error: false as const, setting: await readSetting(deps.db, currentCustomer(ctx).id) }),
  );

  routes.get(
    "/api/users/alert/get",
    {
      summary: "The active alert for this customer that they have not closed, or null",
      schemas: { response: alertResponseSchema },
    },
    async (ctx) => ({ error: false as const, alert: await activeAlert(deps.db, currentCustomer(ctx).id) }),
  );

  // The socket's clearAlert, for a page without a live connection.
  routes.post(
    "/api/users/alert/clear",
    {
      summary: "Close an alert for this customer, on every device (the clearAlert event does the same)",
      schemas: { body: clearAlertRequestSchema, response: messageResponseSchema },
      errors: [404],
    },
    async (ctx, { body }) => {
      await dismissAlert(deps.db, currentCustomer(ctx).id, body.alertId);
      return { error: false as const, message: MESSAGES.cleared };
    },
  );
}
