import { approvals } from "./approvals.js";
import { consolidations } from "./consolidations.js";
import type { Endpoint } from "./endpoint.js";
import { shipping } from "./shipping.js";
import { shops } from "./shops.js";
import { splits } from "./splits.js";

export type { AnswerOf, CallArguments, CallInput, Endpoint } from "./endpoint.js";
export { requestLine } from "./endpoint.js";

/**
 * Every endpoint of the API, one module per resource. Adding an endpoint is
 * one entry here and one handler bound to it in `api/src/routes`.
 */
export const contract = {
  shops,
  consolidations,
  splits,
  approvals,
  shipping,
} as const;

/** Every endpoint of the contract, in no particular order. */
export function allEndpoints(): Endpoint[] {
  return Object.values(contract).flatMap((resource) => Object.values(resource) as Endpoint[]);
}
