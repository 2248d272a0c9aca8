import { account } from "@ipf/shared/contract/account";
import { addressBook } from "@ipf/shared/contract/address-book";
import { customerApprovals as approvals } from "@ipf/shared/contract/approvals-customer";
import { claims } from "@ipf/shared/contract/claims";
import { customerConsolidations as consolidations } from "@ipf/shared/contract/consolidations-customer";
import { customerAuth } from "@ipf/shared/contract/customer-auth";
import { descriptions } from "@ipf/shared/contract/descriptions";
import { insurance } from "@ipf/shared/contract/insurance";
import { landedCost } from "@ipf/shared/contract/landed-cost";
import { locker } from "@ipf/shared/contract/locker";
import { parcelReports } from "@ipf/shared/contract/parcel-reports";
import { payments } from "@ipf/shared/contract/payments";
import { customerPhotoRequests as photoRequests } from "@ipf/shared/contract/photo-requests-customer";
import { preAlerts } from "@ipf/shared/contract/pre-alerts";
import { purchases } from "@ipf/shared/contract/purchases";
import { rates } from "@ipf/shared/contract/rates";
import { referenceData } from "@ipf/shared/contract/reference-data";
import { returns } from "@ipf/shared/contract/returns";
import { serviceRequests, services } from "@ipf/shared/contract/services";
import { shops } from "@ipf/shared/contract/shops";
import { customerSplits as splits } from "@ipf/shared/contract/splits-customer";
import { storageFee } from "@ipf/shared/contract/storage-fee";
import { tickets } from "@ipf/shared/contract/tickets";
import { tracking } from "@ipf/shared/contract/tracking";
import { warehouses } from "@ipf/shared/contract/warehouses";

export { requestLine } from "@ipf/shared/contract/endpoint";

/**
 * The resources of the API contract the site calls, each from its own module
 * (`@ipf/shared/contract/<resource>`, or `<resource>-customer` for a resource
 * whose staff's endpoints would build the staff's schemas), together: the
 * locker's warm-up builds them in a step of their own, and the drawn locker
 * names its answers from them. The whole contract would also build the
 * staff's endpoints and their schemas (intake, labels, statistics,
 * customs...) on the customer's phone. The modules of this folder each import
 * only the resources they call, so that a public page builds no more. A
 * resource the site starts calling is added here.
 */
export const contract = {
  account,
  addressBook,
  approvals,
  claims,
  consolidations,
  customerAuth,
  descriptions,
  insurance,
  landedCost,
  locker,
  parcelReports,
  payments,
  photoRequests,
  preAlerts,
  purchases,
  rates,
  referenceData,
  returns,
  serviceRequests,
  services,
  shops,
  splits,
  storageFee,
  tickets,
  tracking,
  warehouses,
} as const;
