import { alerts } from "./alerts.js";
import type { Endpoint } from "./endpoint.js";
import { intake } from "./intake.js";
import { locker } from "./locker.js";
import { parcelReports } from "./parcel-reports.js";
import { parcels } from "./parcels.js";
import { photoRequests } from "./photo-requests.js";
import { shops } from "./shops.js";

export type { AnswerOf, CallArguments, CallInput, Endpoint } from "./endpoint.js";
export { requestLine } from "./endpoint.js";

/**
 * Every endpoint of the API, one module per resource. Adding an endpoint is
 * one entry here and one handler bound to it in `api/src/routes`.
 */
export const contract = {
  shops,
  intake,
  locker,
  photoRequests,
  alerts,
  parcelReports,
  parcels,
} as const;

/** Every endpoint of the contract, in no particular order. */
export function allEndpoints(): Endpoint[] {
  return Object.values(contract).flatMap((resource) => Object.values(resource) as Endpoint[]);
}
