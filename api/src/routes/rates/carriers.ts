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
} from "@ipf/shared/schemas/rates";
import type { RateCardName } from "@ipf/shared/rules/pricing";
import { idParamsSchema } from "@ipf/shared/schemas/common";
import type { Api } from "../../lib/api.js";
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
import { presentCarrier, presentRange } from "../../presenters/carrier.js";
import { inTransaction, type Work } from "../../services/work.js";
import { changeRoutes, resourceRoutes } from "../kit-legacy.js";

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
  const routes = resourceRoutes(api, { tags, auth: { staff: "rates.manage" } });
  const rates = rateCardsOf(deps);
  const committed = () => rates.changed();
  const changeCard = async <T>(fn: (work: Work) => Promise<T>): Promise<T> => {
    const result = await inTransaction(deps, fn);
    await committed();
    return result;
  };
  const change = changeRoutes(api, deps, { tags, auth: { staff: "rates.manage" }, committed });

  routes.get(
    `${prefix}get_shipping_companies`,
    {
      summary: `Carriers of the ${label} with their ranges`,
      schemas: { response: carriersResponseSchema },
    },
    async () => {
      const { carriers, ranges } = await listCarriers(deps.db, card);
      return { error: false as const, results: carriers.map((c) => presentCarrier(c, ranges)) };
    },
  );

  routes.post(
    `${prefix}create_shipping_company`,
    {
      summary: `Create a carrier of the ${label} (multipart, with the file logoImage)`,
      schemas: { form: createCarrierFormSchema, response: carrierResponseSchema },
      upload: { maxFiles: 1 },
    },
    async (ctx, { form, files }) => {
      const carrier = await withUpload(deps, fileOf(files, "logoImage", "image"), "logos", async (logo) => ({
        result: await changeCard((work) => createCarrier(work, card, form, logo)),
      }));
      ctx.status = 201;
      return { error: false as const, message: MESSAGES.created, company: presentCarrier(carrier) };
    },
  );

  routes.post(
    `${prefix}update_shipping_company`,
    {
      summary: `Switch a carrier of the ${label} on or off ({id, activate}), or edit its fields`,
      schemas: { body: updateCarrierRequestSchema, response: carrierResponseSchema },
      errors: [404],
    },
    async (_ctx, { body }) => {
      const carrier = await changeCard((work) =>
        body.kind === "activate"
          ? activateCarrier(work, card, body.id, body.activate)
          : editCarrier(work, card, body.id, body),
      );
      const { ranges } = await listCarriers(deps.db, card, carrier.id);
      const message =
        body.kind === "edit" ? MESSAGES.updated : body.activate ? MESSAGES.activated : MESSAGES.deactivated;
      return { error: false as const, message, company: presentCarrier(carrier, ranges) };
    },
  );

  routes.post(
    `${prefix}update_shipping_company_logo`,
    {
      summary: `Change the logo of a carrier of the ${label} (multipart: id and the file logoImage)`,
      schemas: { form: carrierLogoFormSchema, response: carrierResponseSchema },
      upload: { maxFiles: 1 },
      errors: [404],
    },
    async (_ctx, { form, files }) => {
      const file = fileOf(files, "logoImage", "image");
      if (!file) throw ValidationError({ logoImage: "logoRequired" });
      const carrier = await withUpload(deps, file, "logos", (logo) =>
        changeCard((work) => changeCarrierLogo(work, card, form.id, logo!)),
      );
      const { ranges } = await listCarriers(deps.db, card, carrier.id);
      return { error: false as const, message: MESSAGES.updated, company: presentCarrier(carrier, ranges) };
    },
  );

  change(`${prefix}remove_company/:id`, MESSAGES.removed, {
    method: "get",
    summary: `Remove a carrier of the ${label} (its history is kept)`,
    schemas: { params: idParamsSchema },
    errors: [404],
    run: (work, { params }) => removeCarrier(work, card, params.id),
  });

  change(`${prefix}create_range`, MESSAGES.created, {
    summary: `Add a weight range (from, to] in kg with a price in dollars for a zone (${label})`,
    schemas: { body: createRangeRequestSchema, response: rangeResponseSchema },
    errors: [404, 409],
    created: true,
    run: (work, { body }) => createRange(work, card, body.company, body),
    answer: (range) => ({ range: presentRange(range) }),
  });

  change(`${prefix}edit_range`, MESSAGES.updated, {
    summary: `Change a range's bounds, price and zone (${label})`,
    schemas: { body: editRangeRequestSchema, response: rangeResponseSchema },
    errors: [404, 409],
    run: (work, { body }) => editRange(work, card, body.rangeId, body),
    answer: (range) => ({ range: presentRange(range) }),
  });

  change(`${prefix}delete_range`, MESSAGES.deleted, {
    summary:
      card === "main"
        ? "Delete a range (of either rate card: the spec's side page has no delete call of its own)"
        : "Delete a range of the side rate card",
    schemas: { body: deleteRangeRequestSchema },
    errors: [404],
    run: (work, { body }) => deleteRange(work, card === "main" ? null : "side", body.rangeId),
  });
}
