import {
  carrierLogoFormSchema,
  carrierResponseSchema,
  carriersResponseSchema,
  createCarrierFormSchema,
  createRangeRequestSchema,
  deleteRangeRequestSchema,
  editRangeRequestSchema,
  idParamsSchema,
  messageResponseSchema,
  rangeResponseSchema,
  updateCarrierRequestSchema,
} from "@ipf/shared/schemas/rates";
import type { Knex } from "knex";
import type { RateCardName } from "@ipf/shared/rules/pricing";
import type { Api } from "../../lib/api.js";
import { requireStaff } from "../../lib/auth.js";
import { ValidationError } from "../../lib/errors.js";
import type { Deps } from "../../deps.js";
import {
  activateCarrier,
  changeCarrierLogo,
  createCarrier,
  createRange,
  deleteRange,
  editCarrier,
  editRange,
  listCarriers,
  removeCarrier,
} from "../../services/carriers.js";
import { rateCardsOf } from "../../services/rate-card.js";
import { fileOf, withUpload } from "../../services/uploads.js";
import { presentCarrier, presentRange } from "./present.js";

const MESSAGES = {
  created: "Created Successfully",
  updated: "Updated Successfully",
  activated: "Company enabled",
  deactivated: "Company disabled",
  removed: "Company removed successfully",
  deleted: "Deleted Successfully",
} as const;

/**
 * The rates pages' calls, once per rate card: the main card at
 * /api/admins/create_shipping_company..., the side card at
 * /api/admins/side_create_shipping_company... Every change reloads the
 * in-memory rate cards of every API instance.
 */
export function registerCarrierRoutes(api: Api, deps: Deps, card: RateCardName) {
  const prefix = card === "side" ? "/api/admins/side_" : "/api/admins/";
  const label = card === "side" ? "side rate card" : "rate card";
  const tags = ["rates"];
  const staff = requireStaff(deps, "rates.manage");
  const rates = rateCardsOf(deps);
  const change = async <T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> => {
    const result = await deps.db.transaction(work);
    await rates.changed();
    return result;
  };

  api.get(
    `${prefix}get_shipping_companies`,
    {
      summary: `Carriers of the ${label} with their ranges`,
      tags,
      auth: "staff",
      schemas: { response: carriersResponseSchema },
    },
    staff,
    async () => {
      const { carriers, ranges } = await listCarriers(deps.db, card);
      return { error: false as const, results: carriers.map((c) => presentCarrier(c, ranges)) };
    },
  );

  api.post(
    `${prefix}create_shipping_company`,
    {
      summary: `Create a carrier of the ${label} (multipart, with the file logoImage)`,
      tags,
      auth: "staff",
      schemas: { form: createCarrierFormSchema, response: carrierResponseSchema },
      upload: { maxFiles: 1 },
    },
    staff,
    async (ctx, { form, files }) => {
      const carrier = await withUpload(deps, fileOf(files, "logoImage", "image"), "logos", async (logo) => ({
        result: await change((trx) => createCarrier(trx, card, form, logo)),
      }));
      ctx.status = 201;
      return { error: false as const, message: MESSAGES.created, company: presentCarrier(carrier) };
    },
  );

  api.post(
    `${prefix}update_shipping_company`,
    {
      summary: `Switch a carrier of the ${label} on or off ({id, activate}), or edit its fields`,
      tags,
      auth: "staff",
      schemas: { body: updateCarrierRequestSchema, response: carrierResponseSchema },
      errors: [404],
    },
    staff,
    async (_ctx, { body }) => {
      const carrier = await change((trx) =>
        body.kind === "activate"
          ? activateCarrier(trx, card, body.id, body.activate)
          : editCarrier(trx, card, body.id, body),
      );
      const { ranges } = await listCarriers(deps.db, card, carrier.id);
      const message =
        body.kind === "edit" ? MESSAGES.updated : body.activate ? MESSAGES.activated : MESSAGES.deactivated;
      return { error: false as const, message, company: presentCarrier(carrier, ranges) };
    },
  );

  api.post(
    `${prefix}update_shipping_company_logo`,
    {
      summary: `Change the logo of a carrier of the ${label} (multipart: id and the file logoImage)`,
      tags,
      auth: "staff",
      schemas: { form: carrierLogoFormSchema, response: carrierResponseSchema },
      upload: { maxFiles: 1 },
      errors: [404],
    },
    staff,
    async (_ctx, { form, files }) => {
      const file = fileOf(files, "logoImage", "image");
      if (!file) throw ValidationError({ logoImage: "logoRequired" });
      const carrier = await withUpload(deps, file, "logos", (logo) =>
        change((trx) => changeCarrierLogo(trx, card, form.id, logo!)),
      );
      const { ranges } = await listCarriers(deps.db, card, carrier.id);
      return { error: false as const, message: MESSAGES.updated, company: presentCarrier(carrier, ranges) };
    },
  );

  api.get(
    `${prefix}remove_company/:id`,
    {
      summary: `Remove a carrier of the ${label} (its history is kept)`,
      tags,
      auth: "staff",
      schemas: { params: idParamsSchema, response: messageResponseSchema },
      errors: [404],
    },
    staff,
    async (_ctx, { params }) => {
      await change((trx) => removeCarrier(trx, card, params.id));
      return { error: false as const, message: MESSAGES.removed };
    },
  );

  api.post(
    `${prefix}create_range`,
    {
      summary: `Add a weight range (from, to] in kg with a price in dollars for a zone (${label})`,
      tags,
      auth: "staff",
      schemas: { body: createRangeRequestSchema, response: rangeResponseSchema },
      errors: [404, 409],
    },
    staff,
    async (ctx, { body }) => {
      const range = await change((trx) => createRange(trx, card, body.company, body));
      ctx.status = 201;
      return { error: false as const, message: MESSAGES.created, range: presentRange(range) };
    },
  );

  api.post(
    `${prefix}edit_range`,
    {
      summary: `Change a range's bounds, price and zone (${label})`,
      tags,
      auth: "staff",
      schemas: { body: editRangeRequestSchema, response: rangeResponseSchema },
      errors: [404, 409],
    },
    staff,
    async (_ctx, { body }) => {
      const range = await change((trx) => editRange(trx, card, body.rangeId, body));
      return { error: false as const, message: MESSAGES.updated, range: presentRange(range) };
    },
  );

  api.post(
    `${prefix}delete_range`,
    {
      summary:
        card === "main"
          ? "Delete a range (of either rate card: the spec's side page has no delete call of its own)"
          : "Delete a range of the side rate card",
      tags,
      auth: "staff",
      schemas: { body: deleteRangeRequestSchema, response: messageResponseSchema },
      errors: [404],
    },
    staff,
    async (_ctx, { body }) => {
      await change((trx) => deleteRange(trx, card === "main" ? null : "side", body.rangeId));
      return { error: false as const, message: MESSAGES.deleted };
    },
  );
}
