import { alertCalls } from "./alerts";
import { approvalCalls } from "./approvals";
import { authCalls } from "./auth";
import { createRequest, type ApiClientOptions } from "./client";
import { consolidationCalls } from "./consolidations";
import { customerCalls } from "./customers";
import { claimCalls } from "./claims";
import { customsCalls } from "./customs";
import { descriptionCalls } from "./descriptions";
import { landedCostCalls } from "./landed-cost";
import { loginHistoryCalls } from "./login-history";
import { postCalls } from "./posts";
import { purchaseCalls } from "./purchases";
import { rateCalls } from "./rates";
import { shopCalls } from "./shops";
import { statisticsCalls } from "./statistics";
import { warehouseCalls } from "./warehouses";
import { zoneCalls } from "./zones";
import { storageCalls } from "./storage";
import { imageRequestCalls } from "./image-requests";
import { intakeCalls } from "./intake";
import { parcelCalls } from "./parcels";
import { paymentCalls } from "./payments";
import { returnCalls } from "./returns";
import { serviceCalls } from "./services";
import { shipmentProblemCalls } from "./shipment-problems";
import { shippingCalls } from "./shipping";
import { splitCalls } from "./splits";
import { staffCalls } from "./staff";
import { supportCalls } from "./support";

export { ApiError } from "./client";
export type { SessionStaff } from "./auth";

/** One module of calls per area; no two may name a call alike. */
const MODULES = [
  authCalls,
  intakeCalls,
  approvalCalls,
  shippingCalls,
  shipmentProblemCalls,
  returnCalls,
  purchaseCalls,
  serviceCalls,
  consolidationCalls,
  splitCalls,
  imageRequestCalls,
  parcelCalls,
  alertCalls,
  customerCalls,
  paymentCalls,
  supportCalls,
  staffCalls,
  rateCalls,
  zoneCalls,
  landedCostCalls,
  storageCalls,
  customsCalls,
  claimCalls,
  warehouseCalls,
  shopCalls,
  postCalls,
  descriptionCalls,
  loginHistoryCalls,
  statisticsCalls,
] as const;

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;
type Calls = UnionToIntersection<ReturnType<(typeof MODULES)[number]>>;

/**
 * The back office's client: one request function, the calls of every
 * module. Two modules naming a call alike would silently hide one of them:
 * the client refuses to be made.
 */
export function createApiClient(options: ApiClientOptions): Calls {
  const request = createRequest(options);
  const client: Record<string, unknown> = {};
  for (const calls of MODULES) {
    for (const [name, call] of Object.entries(calls(request))) {
      if (name in client) throw new Error(`Two modules of the client define the call "${name}".`);
      client[name] = call;
    }
  }
  return client as Calls;
}

export type ApiClient = ReturnType<typeof createApiClient>;
