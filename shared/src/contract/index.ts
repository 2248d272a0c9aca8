import { account } from "./account.js";
import { addressBook } from "./address-book.js";
import { customerAuth } from "./customer-auth.js";
import { customers } from "./customers.js";
import type { Endpoint } from "./endpoint.js";
import { referenceData } from "./reference-data.js";
import { shops } from "./shops.js";
import { system } from "./system.js";

export type { AnswerOf, CallArguments, CallInput, Endpoint } from "./endpoint.js";
export { requestLine } from "./endpoint.js";

/**
 * Every endpoint of the API, one module per resource. Adding an endpoint is
 * one entry here and one handler bound to it in `api/src/routes`.
 */
export const contract = {
  shops,
  system,
  customerAuth,
  account,
  addressBook,
  referenceData,
  customers,
} as const;

/** Every endpoint of the contract, in no particular order. */
export function allEndpoints(): Endpoint[] {
  return Object.values(contract).flatMap((resource) => Object.values(resource) as Endpoint[]);
}
