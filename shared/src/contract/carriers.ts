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
import { endpoints } from "./endpoint.js";

/**
 * The carriers of both rate cards and their weight ranges: the main card
 * under /api/admins/..., the side card under /api/admins/side_... (an entry
 * of the side card is named as the main card's, ending in `Side`).
 */
export const carriers = endpoints(
  "carriers",
  { tags: ["rates"], auth: { staff: "rates.manage" } },
  {
    list: {
      method: "get",
      path: "/api/admins/get_shipping_companies",
      summary: "Carriers of the rate card with their ranges",
      schemas: { response: carriersResponseSchema },
    },
    create: {
      method: "post",
      path: "/api/admins/create_shipping_company",
      summary: "Create a carrier of the rate card (multipart, with the file logoImage)",
      schemas: { form: createCarrierFormSchema, response: carrierResponseSchema },
      upload: { maxFiles: 1 },
    },
    update: {
      method: "post",
      path: "/api/admins/update_shipping_company",
      summary: "Switch a carrier of the rate card on or off ({id, activate}), or edit its fields",
      schemas: { body: updateCarrierRequestSchema, response: carrierResponseSchema },
      errors: [404],
    },
    changeLogo: {
      method: "post",
      path: "/api/admins/update_shipping_company_logo",
      summary: "Change the logo of a carrier of the rate card (multipart: id and the file logoImage)",
      schemas: { form: carrierLogoFormSchema, response: carrierResponseSchema },
      upload: { maxFiles: 1 },
      errors: [404],
    },
    remove: {
      method: "get",
      path: "/api/admins/remove_company/:id",
      summary: "Remove a carrier of the rate card (its history is kept)",
      schemas: { params: idParamsSchema, response: messageResponseSchema },
      errors: [404],
    },
    createRange: {
      method: "post",
      path: "/api/admins/create_range",
      summary: "Add a weight range (from, to] in kg with a price in dollars for a zone (rate card)",
      schemas: { body: createRangeRequestSchema, response: rangeResponseSchema },
      errors: [404, 409],
    },
    editRange: {
      method: "post",
      path: "/api/admins/edit_range",
      summary: "Change a range's bounds, price and zone (rate card)",
      schemas: { body: editRangeRequestSchema, response: rangeResponseSchema },
      errors: [404, 409],
    },
    deleteRange: {
      method: "post",
      path: "/api/admins/delete_range",
      summary: "Delete a range (of either rate card: the spec's side page has no delete call of its own)",
      schemas: { body: deleteRangeRequestSchema, response: messageResponseSchema },
      errors: [404],
    },
    listSide: {
      method: "get",
      path: "/api/admins/side_get_shipping_companies",
      summary: "Carriers of the side rate card with their ranges",
      schemas: { response: carriersResponseSchema },
    },
    createSide: {
      method: "post",
      path: "/api/admins/side_create_shipping_company",
      summary: "Create a carrier of the side rate card (multipart, with the file logoImage)",
      schemas: { form: createCarrierFormSchema, response: carrierResponseSchema },
      upload: { maxFiles: 1 },
    },
    updateSide: {
      method: "post",
      path: "/api/admins/side_update_shipping_company",
      summary: "Switch a carrier of the side rate card on or off ({id, activate}), or edit its fields",
      schemas: { body: updateCarrierRequestSchema, response: carrierResponseSchema },
      errors: [404],
    },
    changeLogoSide: {
      method: "post",
      path: "/api/admins/side_update_shipping_company_logo",
      summary: "Change the logo of a carrier of the side rate card (multipart: id and the file logoImage)",
      schemas: { form: carrierLogoFormSchema, response: carrierResponseSchema },
      upload: { maxFiles: 1 },
      errors: [404],
    },
    removeSide: {
      method: "get",
      path: "/api/admins/side_remove_company/:id",
      summary: "Remove a carrier of the side rate card (its history is kept)",
      schemas: { params: idParamsSchema, response: messageResponseSchema },
      errors: [404],
    },
    createRangeSide: {
      method: "post",
      path: "/api/admins/side_create_range",
      summary: "Add a weight range (from, to] in kg with a price in dollars for a zone (side rate card)",
      schemas: { body: createRangeRequestSchema, response: rangeResponseSchema },
      errors: [404, 409],
    },
    editRangeSide: {
      method: "post",
      path: "/api/admins/side_edit_range",
      summary: "Change a range's bounds, price and zone (side rate card)",
      schemas: { body: editRangeRequestSchema, response: rangeResponseSchema },
      errors: [404, 409],
    },
    deleteRangeSide: {
      method: "post",
      path: "/api/admins/side_delete_range",
      summary: "Delete a range of the side rate card",
      schemas: { body: deleteRangeRequestSchema, response: messageResponseSchema },
      errors: [404],
    },
  },
);

/** Each rate card's endpoints: the side card has its own (`side_...` on the wire), named alike. */
export const rateCardEndpoints = {
  main: {
    list: carriers.list,
    create: carriers.create,
    update: carriers.update,
    changeLogo: carriers.changeLogo,
    remove: carriers.remove,
    createRange: carriers.createRange,
    editRange: carriers.editRange,
    deleteRange: carriers.deleteRange,
  },
  side: {
    list: carriers.listSide,
    create: carriers.createSide,
    update: carriers.updateSide,
    changeLogo: carriers.changeLogoSide,
    remove: carriers.removeSide,
    createRange: carriers.createRangeSide,
    editRange: carriers.editRangeSide,
    deleteRange: carriers.deleteRangeSide,
  },
} as const satisfies Record<RateCardName, unknown>;
