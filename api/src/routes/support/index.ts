import type { Api } from "../../lib/api.js";
import type { Deps } from "../../deps.js";
import { registerCustomerSupportRoutes } from "./customer.js";
import { registerStaffSupportRoutes } from "./staff.js";

/** Support tickets, both sides. */
export function registerSupportRoutes(api: Api, deps: Deps) {
  registerCustomerSupportRoutes(api, deps);
  registerStaffSupportRoutes(api, deps);
}
