import type { Api } from "../../lib/api.js";
import type { Deps } from "../../deps.js";
import { registerCustomerPreAlertRoutes } from "./customer.js";
import { registerStaffPreAlertRoutes } from "./staff.js";

export function registerPreAlertRoutes(api: Api, deps: Deps): void {
  registerCustomerPreAlertRoutes(api, deps);
  registerStaffPreAlertRoutes(api, deps);
}
