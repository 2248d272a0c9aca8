import { labels } from "@ipf/shared/contract/labels";
import type { Api } from "../../lib/api.js";
import { currentStaff } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import { presentLabel } from "../../presenters/label.js";
import { presentCarrier } from "../../presenters/carrier.js";
import { listCarriers } from "../../services/carriers.js";
import {
  buyLabel,
  checkEngineLink,
  engineCatalogue,
  labelDocument,
  linkCarrier,
  voidLabel,
} from "../../services/labels.js";
import { rateCardsOf } from "../../services/rate-card.js";
import { inTransaction, readScope } from "../../services/work.js";
import { registerCustomsRoutes } from "./customs.js";

const MESSAGES = {
  linked: "Carrier linked to the shipping engine",
  unlinked: "Carrier set to manual tracking",
  bought: "Label bought: the parcel is shipped",
  alreadyBought: "This parcel's label was already bought: here it is again",
  voided: "Label voided: the parcel awaits shipment again",
} as const;

/** Carriers through the shipping engine: links (Rates), labels (the ship desk), customs papers. */
export function registerLabelRoutes(api: Api, deps: Deps) {
  api.bind(labels.engine, async () => ({ error: false as const, ...(await engineCatalogue(readScope(deps))) }));

  api.bind(labels.linkCarrier, async (ctx, { body }) => {
    await checkEngineLink(readScope(deps), body);
    const carrier = await inTransaction(deps, (work) => linkCarrier(work, body), { staff: currentStaff(ctx) });
    await rateCardsOf(deps).changed();
    const { ranges } = await listCarriers(readScope(deps), carrier.rate_card, carrier.id);
    const message = body.engineCarrier ? MESSAGES.linked : MESSAGES.unlinked;
    return { error: false as const, message, company: presentCarrier(carrier, ranges) };
  });

  api.bind(labels.buy, async (ctx, { body }) => {
    const { label, alreadyBought } = await buyLabel(readScope(deps), currentStaff(ctx), body);
    return {
      error: false as const,
      message: alreadyBought ? MESSAGES.alreadyBought : MESSAGES.bought,
      label: presentLabel(label),
      alreadyBought,
    };
  });

  api.bind(labels.document, async (_ctx, { params }) => {
    const { label, document } = await labelDocument(readScope(deps), params.id);
    return { error: false as const, label: presentLabel(label), document: document.toString("base64") };
  });

  api.bind(labels.void, async (ctx, { body }) => {
    await voidLabel(readScope(deps), currentStaff(ctx), body.packageId);
    return { error: false as const, message: MESSAGES.voided };
  });

  registerCustomsRoutes(api, deps);
}
