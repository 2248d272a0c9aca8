import type { Deps } from "../deps.js";
import type { CustomerSocketActions } from "../lib/ws.js";
import { loadNotifications, markNotificationsSeen } from "./notifications.js";
import { dismissAlert } from "./settings.js";

/** What a customer's WebSocket asks of the services (see `attachWebSocket`). */
export function customerSocketActions(deps: Deps): CustomerSocketActions {
  return {
    notifications: (customerId) => loadNotifications(deps.db, customerId),
    markSeen: (customerId) => markNotificationsSeen(deps, customerId),
    dismissAlert: (customerId, alertId) => dismissAlert(deps.db, customerId, alertId),
  };
}
