import type { Api } from "../../lib/api.js";
import type { Deps } from "../../deps.js";
import { registerAlertRoutes } from "./alerts.js";
import { registerApprovalRoutes } from "./approvals.js";
import { registerConsolidationRoutes } from "./consolidations.js";
import { registerImageRequestRoutes } from "./image-requests.js";
import { registerIntakeRoutes } from "./intake.js";
import { registerLockerRoutes } from "./locker.js";
import { registerManageRoutes } from "./manage.js";
import { registerReportRoutes } from "./reports.js";
import { registerShippingRoutes } from "./shipping.js";
import { registerSplitRoutes } from "./splits.js";

/** Every parcel route of the old product's API, staff and customer, one registrar per sub-resource. */
export function registerPackageRoutes(api: Api, deps: Deps) {
  registerIntakeRoutes(api, deps);
  registerLockerRoutes(api, deps);
  registerImageRequestRoutes(api, deps);
  registerConsolidationRoutes(api, deps);
  registerSplitRoutes(api, deps);
  registerApprovalRoutes(api, deps);
  registerShippingRoutes(api, deps);
  registerAlertRoutes(api, deps);
  registerReportRoutes(api, deps);
  // Last: DELETE /api/packages/:id would match any single segment.
  registerManageRoutes(api, deps);
}
