import type { Api } from "../../lib/api.js";
import type { Deps } from "../../deps.js";
import { registerCustomerPaymentRoutes } from "./customer.js";
import { registerPaymentPages } from "./pages.js";
import { registerStaffPaymentRoutes } from "./staff.js";
import { registerStripeWebhookRoute } from "./webhook.js";

/** Payments, transactions and invoices (issue 5). */
export function registerPaymentRoutes(api: Api, deps: Deps): void {
  registerCustomerPaymentRoutes(api, deps);
  registerStaffPaymentRoutes(api, deps);
  registerStripeWebhookRoute(api, deps);
  registerPaymentPages(api, deps);
}
