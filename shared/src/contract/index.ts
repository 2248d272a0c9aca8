import { carriers } from "./carriers.js";
import { descriptions } from "./descriptions.js";
import type { Endpoint } from "./endpoint.js";
import { posts } from "./posts.js";
import { rates } from "./rates.js";
import { shops } from "./shops.js";
import { storageFee } from "./storage-fee.js";
import { warehouses } from "./warehouses.js";
import { zones } from "./zones.js";

export type { AnswerOf, CallArguments, CallInput, Endpoint } from "./endpoint.js";
export { requestLine } from "./endpoint.js";

/**
 * Every endpoint of the API, one module per resource. Adding an endpoint is
 * one entry here and one handler bound to it in `api/src/routes`.
 */
export const contract = {
  carriers,
  descriptions,
  posts,
  rates,
  shops,
  storageFee,
  warehouses,
  zones,
} as const;

/** Every endpoint of the contract, in no particular order. */
export function allEndpoints(): Endpoint[] {
  return Object.values(contract).flatMap((resource) => Object.values(resource) as Endpoint[]);
}
