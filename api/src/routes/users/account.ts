import type { Api } from "../../lib/api.js";
import type { Deps } from "../../deps.js";
import { registerAddressRoutes } from "./addresses.js";
import { registerConfirmationRoutes } from "./confirmation.js";
import { registerContactChangeRoutes } from "./contact.js";
import { registerProfileRoutes } from "./profile.js";
import { registerSettingsRoutes } from "./settings.js";

/** The signed-in customer's self-service calls, one file per sub-resource. */
export function registerCustomerAccountRoutes(api: Api, deps: Deps) {
  registerProfileRoutes(api, deps);
  registerConfirmationRoutes(api, deps);
  registerContactChangeRoutes(api, deps);
  registerSettingsRoutes(api, deps);
  registerAddressRoutes(api, deps);
}
