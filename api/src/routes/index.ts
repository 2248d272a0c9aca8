import type { Api } from "../lib/api.js";
import type { Deps } from "../deps.js";
import { registerStaffSignInRoutes } from "./staff/sign-in.js";
import { registerClaimRoutes } from "./claims.js";
import { registerConfigurationRoutes } from "./configuration.js";
import { registerLabelRoutes } from "./labels/labels.js";
import { registerLiveRateRoutes } from "./labels/live-rates.js";
import { registerShipmentProblemRoutes } from "./labels/shipment-problems.js";
import { registerServiceRoutes } from "./services/services.js";
import { registerTrackingRoutes } from "./labels/tracking.js";
import { registerPackageRoutes } from "./packages/index.js";
import { registerPaymentRoutes } from "./payments/index.js";
import { registerPreAlertRoutes } from "./pre-alerts/index.js";
import { registerPublicRoutes } from "./public/public.js";
import { registerPurchaseRoutes } from "./purchases.js";
import { registerReturnRoutes } from "./returns/returns.js";
import { registerSupportRoutes } from "./support/index.js";
import { registerSystemRoutes } from "./system/system.js";
import { registerCustomerAccountRoutes } from "./users/account.js";
import { registerUserAuthRoutes } from "./users/users.js";

/** Every route of the API, one registrar per resource. */
export function registerRoutes(api: Api, deps: Deps): void {
  registerSystemRoutes(api, deps);
  registerUserAuthRoutes(api, deps);
  registerStaffSignInRoutes(api, deps);
  registerConfigurationRoutes(api, deps);
  registerPackageRoutes(api, deps);
  registerPaymentRoutes(api, deps);
  registerCustomerAccountRoutes(api, deps);
  registerSupportRoutes(api, deps);
  registerPublicRoutes(api, deps);
  registerPreAlertRoutes(api, deps);
  registerLabelRoutes(api, deps);
  registerLiveRateRoutes(api, deps);
  registerTrackingRoutes(api, deps);
  registerShipmentProblemRoutes(api, deps);
  registerReturnRoutes(api, deps);
  registerPurchaseRoutes(api, deps);
  registerClaimRoutes(api, deps);
  registerServiceRoutes(api, deps);
}
