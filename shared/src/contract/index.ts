import type { Endpoint } from "./endpoint.js";
import { landedCost } from "./landed-cost.js";
import { paymentEvents } from "./payment-events.js";
import { payments } from "./payments.js";
import { preAlerts } from "./pre-alerts.js";
import { shops } from "./shops.js";
import { transactions } from "./transactions.js";

export type { AnswerOf, CallArguments, CallInput, Endpoint } from "./endpoint.js";
export { requestLine } from "./endpoint.js";

/**
 * Every endpoint of the API, one module per resource. Adding an endpoint is
 * one entry here and one handler bound to it in `api/src/routes`.
 */
export const contract = {
  shops,
  payments,
  transactions,
  paymentEvents,
  preAlerts,
  landedCost,
} as const;

/** Every endpoint of the contract, in no particular order. */
export function allEndpoints(): Endpoint[] {
  return Object.values(contract).flatMap((resource) => Object.values(resource) as Endpoint[]);
}
