import type { Deps } from "../deps.js";
import type { CustomerSocketActions } from "../lib/ws.js";
import { loadNotifications, markNotificationsSeen } from "./notifications.js";
import { dismissAlert } from "./settings.js";
import { readScope } from "./work.js";

/**
 * What a customer's WebSocket asks of the services (see `attachWebSocket`).
 * Built once at start, so it keeps the Deps: each message gets its own Scope, at its own time.
 */
export function customerSocketActions(deps: Deps): CustomerSocketActions {
  return {
    notifications: (customerId) => loadNotifications(readScope(deps), customerId),
    markSeen: (customerId) => markNotificationsSeen(readScope(deps), customerId),
    dismissAlert: (customerId, alertId) => dismissAlert(readScope(deps), customerId, alertId),
  };
}
