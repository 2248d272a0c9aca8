import type { Endpoint } from "./endpoint.js";
import { account } from "./account.js";
import { addressBook } from "./address-book.js";
import { alerts } from "./alerts.js";
import { approvals } from "./approvals.js";
import { carriers } from "./carriers.js";
import { claims } from "./claims.js";
import { consolidations } from "./consolidations.js";
import { customerAuth } from "./customer-auth.js";
import { customers } from "./customers.js";
import { customs } from "./customs.js";
import { descriptions } from "./descriptions.js";
import { insurance } from "./insurance.js";
import { intake } from "./intake.js";
import { labels } from "./labels.js";
import { landedCost } from "./landed-cost.js";
import { locker } from "./locker.js";
import { parcelReports } from "./parcel-reports.js";
import { parcels } from "./parcels.js";
import { paymentEvents } from "./payment-events.js";
import { payments } from "./payments.js";
import { photoRequests } from "./photo-requests.js";
import { posts } from "./posts.js";
import { preAlerts } from "./pre-alerts.js";
import { purchases } from "./purchases.js";
import { rates } from "./rates.js";
import { ratesLive } from "./rates-live.js";
import { referenceData } from "./reference-data.js";
import { returns } from "./returns.js";
import { shipmentProblems } from "./shipment-problems.js";
import { changeLog, serviceRequests, services } from "./services.js";
import { shipping } from "./shipping.js";
import { shops } from "./shops.js";
import { splits } from "./splits.js";
import { staff } from "./staff.js";
import { staffAuth } from "./staff-auth.js";
import { statistics } from "./statistics.js";
import { storageFee } from "./storage-fee.js";
import { supportTickets } from "./support-tickets.js";
import { system } from "./system.js";
import { tickets } from "./tickets.js";
import { tracking } from "./tracking.js";
import { transactions } from "./transactions.js";
import { warehouses } from "./warehouses.js";
import { zones } from "./zones.js";

export type { AnswerOf, CallArguments, CallInput, Endpoint } from "./endpoint.js";
export { callOf, requestLine } from "./endpoint.js";

/**
 * Every endpoint of the API, one module per resource. Adding an endpoint is
 * one entry here and one handler bound to it in `api/src/routes`.
 */
export const contract = {
  account,
  addressBook,
  alerts,
  approvals,
  changeLog,
  carriers,
  claims,
  consolidations,
  customerAuth,
  customers,
  customs,
  descriptions,
  insurance,
  intake,
  labels,
  landedCost,
  locker,
  parcelReports,
  parcels,
  paymentEvents,
  payments,
  photoRequests,
  posts,
  preAlerts,
  purchases,
  rates,
  ratesLive,
  referenceData,
  returns,
  serviceRequests,
  services,
  shipmentProblems,
  shipping,
  shops,
  splits,
  staff,
  staffAuth,
  statistics,
  storageFee,
  supportTickets,
  system,
  tickets,
  tracking,
  transactions,
  warehouses,
  zones,
} as const;

/** Every endpoint of the contract, in no particular order. */
export function allEndpoints(): Endpoint[] {
  return Object.values(contract).flatMap((resource) => Object.values(resource) as Endpoint[]);
}
