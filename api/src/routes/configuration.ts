import type { Api } from "../lib/api.js";
import type { Deps } from "../deps.js";
import { registerCustomerRoutes } from "./customers/customers.js";
import { registerDescriptionRoutes } from "./descriptions/descriptions.js";
import { registerLandedCostRoutes } from "./landed-cost/landed-cost.js";
import { registerPostRoutes } from "./posts/posts.js";
import { registerRateRoutes } from "./rates/index.js";
import { registerShopRoutes } from "./shops/shops.js";
import { registerStaffRoutes } from "./staff/staff.js";
import { registerStatisticsRoutes } from "./statistics/statistics.js";
import { registerWarehouseRoutes } from "./warehouses/warehouses.js";

/**
 * The back office's configuration and people routes: warehouses, rates and
 * the calculators, duty and VAT figures, shops, posts, descriptions,
 * customers, the staff member's own account and the statistics.
 */
export function registerConfigurationRoutes(api: Api, deps: Deps) {
  registerWarehouseRoutes(api, deps);
  registerRateRoutes(api, deps);
  registerLandedCostRoutes(api, deps);
  registerShopRoutes(api, deps);
  registerPostRoutes(api, deps);
  registerDescriptionRoutes(api, deps);
  registerCustomerRoutes(api, deps);
  registerStaffRoutes(api, deps);
  registerStatisticsRoutes(api, deps);
}
