import { rateCardEndpoints } from "@ipf/shared/contract/carriers";
import type { RateCardName } from "@ipf/shared/rules/pricing";
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
import { inTransaction, readScope, type Work } from "../../services/work.js";
import { changeRoutes } from "../kit.js";

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
  const entries = rateCardEndpoints[card];
  const rates = rateCardsOf(deps);
  const committed = () => rates.changed();
  const changeCard = async <T>(fn: (work: Work) => Promise<T>): Promise<T> => {
    const result = await inTransaction(deps, fn);
    await committed();
    return result;
  };
  const change = changeRoutes(api, deps, { committed });

  api.bind(entries.list, async () => {
    const { carriers: rows, ranges } = await listCarriers(readScope(deps), card);
    return { error: false as const, results: rows.map((c) => presentCarrier(c, ranges)) };
  });

  api.bind(entries.create, async (ctx, { form, files }) => {
    const carrier = await withUpload(readScope(deps), fileOf(files, "logoImage", "image"), "logos", async (logo) => ({
      result: await changeCard((work) => createCarrier(work, card, form, logo)),
    }));
    ctx.status = 201;
    return { error: false as const, message: MESSAGES.created, company: presentCarrier(carrier) };
  });

  api.bind(entries.update, async (_ctx, { body }) => {
    const carrier = await changeCard((work) =>
      body.kind === "activate"
        ? activateCarrier(work, card, body.id, body.activate)
        : editCarrier(work, card, body.id, body),
    );
    const { ranges } = await listCarriers(readScope(deps), card, carrier.id);
    const message = body.kind === "edit" ? MESSAGES.updated : body.activate ? MESSAGES.activated : MESSAGES.deactivated;
    return { error: false as const, message, company: presentCarrier(carrier, ranges) };
  });

  api.bind(entries.changeLogo, async (_ctx, { form, files }) => {
    const file = fileOf(files, "logoImage", "image");
    if (!file) throw ValidationError({ logoImage: "logoRequired" });
    const carrier = await withUpload(readScope(deps), file, "logos", (logo) =>
      changeCard((work) => changeCarrierLogo(work, card, form.id, logo!)),
    );
    const { ranges } = await listCarriers(readScope(deps), card, carrier.id);
    return { error: false as const, message: MESSAGES.updated, company: presentCarrier(carrier, ranges) };
  });

  change(entries.remove, MESSAGES.removed, {
    run: (work, { params }) => removeCarrier(work, card, params.id),
  });

  change(entries.createRange, MESSAGES.created, {
    created: true,
    run: (work, { body }) => createRange(work, card, body.company, body),
    answer: (range) => ({ range: presentRange(range) }),
  });

  change(entries.editRange, MESSAGES.updated, {
    run: (work, { body }) => editRange(work, card, body.rangeId, body),
    answer: (range) => ({ range: presentRange(range) }),
  });

  // The main card's delete takes a range of either card: the side page has no delete call of its own.
  change(entries.deleteRange, MESSAGES.deleted, {
    run: (work, { body }) => deleteRange(work, card === "main" ? null : "side", body.rangeId),
  });
}
