import type { RateCardName } from "../rules/pricing.js";
import { idParamsSchema, messageResponseSchema } from "../schemas/common.js";
import {
  carrierLogoFormSchema,
  carrierResponseSchema,
  carriersResponseSchema,
  createCarrierFormSchema,
  createRangeRequestSchema,
  deleteRangeRequestSchema,
  editRangeRequestSchema,
  rangeResponseSchema,
  updateCarrierRequestSchema,
} from "../schemas/rates.js";
import { endpoints, type EndpointSpec } from "./endpoint.js";

/**
 * One rate card's endpoints: the main card's under /api/admins/..., the side
 * card's under /api/admins/side_... (`wire`), the same calls on the same
 * schemas. `card` names the card in the summaries.
 */
function rateCard(wire: "" | "side_", card: string, deleteSummary: string) {
  return {
    list: {
      method: "get",
      path: `/api/admins/${wire}get_shipping_companies`,
      summary: `Carriers of the ${card} with their ranges`,
      schemas: { response: carriersResponseSchema },
    },
    create: {
      method: "post",
      path: `/api/admins/${wire}create_shipping_company`,
      summary: `Create a carrier of the ${card} (multipart, with the file logoImage)`,
      schemas: { form: createCarrierFormSchema, response: carrierResponseSchema },
      upload: { maxFiles: 1 },
    },
    update: {
      method: "post",
      path: `/api/admins/${wire}update_shipping_company`,
      summary: `Switch a carrier of the ${card} on or off ({id, activate}), or edit its fields`,
      schemas: { body: updateCarrierRequestSchema, response: carrierResponseSchema },
      errors: [404],
    },
    changeLogo: {
      method: "post",
      path: `/api/admins/${wire}update_shipping_company_logo`,
      summary: `Change the logo of a carrier of the ${card} (multipart: id and the file logoImage)`,
      schemas: { form: carrierLogoFormSchema, response: carrierResponseSchema },
      upload: { maxFiles: 1 },
      errors: [404],
    },
    remove: {
      method: "get",
      path: `/api/admins/${wire}remove_company/:id`,
      summary: `Remove a carrier of the ${card} (its history is kept)`,
      schemas: { params: idParamsSchema, response: messageResponseSchema },
      errors: [404],
    },
    createRange: {
      method: "post",
      path: `/api/admins/${wire}create_range`,
      summary: `Add a weight range (from, to] in kg with a price in dollars for a zone (${card})`,
      schemas: { body: createRangeRequestSchema, response: rangeResponseSchema },
      errors: [404, 409],
    },
    editRange: {
      method: "post",
      path: `/api/admins/${wire}edit_range`,
      summary: `Change a range's bounds, price and zone (${card})`,
      schemas: { body: editRangeRequestSchema, response: rangeResponseSchema },
      errors: [404, 409],
    },
    deleteRange: {
      method: "post",
      path: `/api/admins/${wire}delete_range`,
      summary: deleteSummary,
      schemas: { body: deleteRangeRequestSchema, response: messageResponseSchema },
      errors: [404],
    },
  } as const satisfies Record<string, EndpointSpec>;
}

type CardEntries = ReturnType<typeof rateCard>;

/** The side card's entries, named as the main card's ending in `Side`. */
function sideNamed(entries: CardEntries): { [K in keyof CardEntries as `${K}Side`]: CardEntries[K] } {
  return Object.fromEntries(Object.entries(entries).map(([key, spec]) => [`${key}Side`, spec])) as never;
}

const mainCard = rateCard(
  "",
  "rate card",
  "Delete a range (of either rate card: the spec's side page has no delete call of its own)",
);
const sideCard = rateCard("side_", "side rate card", "Delete a range of the side rate card");

/**
 * The carriers of both rate cards and their weight ranges: the main card
 * under /api/admins/..., the side card under /api/admins/side_... (an entry
 * of the side card is named as the main card's, ending in `Side`).
 */
export const carriers = endpoints(
  "carriers",
  { tags: ["rates"], auth: { staff: "rates.manage" } },
  { ...mainCard, ...sideNamed(sideCard) },
);

/** One card's entries, named alike on both cards (the side card's carry `Side` in the contract). */
type CardEndpoints = { readonly [K in keyof CardEntries]: (typeof carriers)[K] };
const cardEndpoints = (suffix: "" | "Side"): CardEndpoints =>
  Object.fromEntries(
    Object.keys(mainCard).map((key) => [key, carriers[`${key}${suffix}` as keyof typeof carriers]]),
  ) as CardEndpoints;

/** Each rate card's endpoints: the side card has its own (`side_...` on the wire), named alike. */
export const rateCardEndpoints = {
  main: cardEndpoints(""),
  side: cardEndpoints("Side"),
} as const satisfies Record<RateCardName, unknown>;
