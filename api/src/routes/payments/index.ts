import type { Api } from "../../lib/api.js";
import type { Deps } from "../../deps.js";
import { registerCustomerPaymentRoutes } from "./customer.js";
import { registerPaymentPages } from "./pages.js";
import { registerStaffPaymentRoutes } from "./staff.js";
import { registerStripeWebhookRoute } from "./webhook.js";

/** Payments, transactions and invoices: the customer's, the back office's, Stripe's events, the payment pages. */
export function registerPaymentRoutes(api: Api, deps: Deps): void {
  registerCustomerPaymentRoutes(api, deps);
  registerStaffPaymentRoutes(api, deps);
  registerStripeWebhookRoute(api, deps);
  registerPaymentPages(api, deps);
}
