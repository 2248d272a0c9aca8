import { account } from "@ipf/shared/contract/account";
import type { Api } from "../../lib/api.js";
import { currentCustomer } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import { activeAlert, dismissAlert, readSetting } from "../../services/settings.js";
import { readScope } from "../../services/work.js";

const MESSAGES = {
  cleared: "The alert was closed.",
} as const;

/** Settings and the dashboard alert: setting, alert/get, alert/clear. */
export function registerSettingsRoutes(api: Api, deps: Deps) {
  api.bind(account.settings, async (ctx) => ({
    error: false as const,
    setting: await readSetting(readScope(deps), currentCustomer(ctx).id),
  }));

  api.bind(account.activeAlert, async (ctx) => ({
    error: false as const,
    alert: await activeAlert(readScope(deps), currentCustomer(ctx).id),
  }));

  // The socket's clearAlert, for a page without a live connection.
  api.bind(account.dismissAlert, async (ctx, { body }) => {
    await dismissAlert(readScope(deps), currentCustomer(ctx).id, body.alertId);
    return { error: false as const, message: MESSAGES.cleared };
  });
}
