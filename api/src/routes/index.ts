import type { Api } from "../lib/api.js";
import type { Deps } from "../deps.js";
import { registerAdminAuthRoutes } from "./admins/admins.js";
import { registerSystemRoutes } from "./system/system.js";
import { registerUserAuthRoutes } from "./users/users.js";

/** Every route of the API, one registrar per resource. */
export function registerRoutes(api: Api, deps: Deps): void {
  registerSystemRoutes(api, deps);
  registerUserAuthRoutes(api, deps);
  registerAdminAuthRoutes(api, deps);
}
