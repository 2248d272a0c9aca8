import { rates } from "@ipf/shared/contract/rates";
import { bothSay, messageWith } from "@ipf/shared/i18n/message-key";
import { estimateLandedCost, type LandedCostEstimate } from "@ipf/shared/rules/landed-cost";
import { kilogramsToGrams, quote, type QuoteResult, type RateCard } from "@ipf/shared/rules/pricing";
import type { Api } from "../../lib/api.js";
import { type ApiError, UnprocessableError, ValidationError } from "../../lib/errors.js";
import type { Deps } from "../../deps.js";
import type { CarrierDbRow } from "../../services/carriers.js";
import { landedCostOf } from "../../services/landed-cost.js";
import { rateCardsOf } from "../../services/rate-card.js";
import { readScope } from "../../services/work.js";
import { presentPrice, presentShippingCompany } from "../../presenters/carrier.js";

const MESSAGES = {
  noCarrierAtWeight: (kg: number, country: string) => `No carrier takes ${kg} kg to ${country}`,
  noOptions: "No shipping options available, adjust weight or dimensions",
} as const;

/**
 * An out-of-range answer (no carrier serves the destination, or none of
 * those that do takes the parcel's weight): the request was well formed, so
 * not a 400. The calculators tell the two apart by the weight field's key:
 * noOptions, or noCarrierAtWeight with the weight charged, the destination
 * and, when every carrier stops below it, the most any takes there
 * ("noCarrierAtWeight?weight=42&country=DZ&max=30").
 */
function outOfRange(result: Exclude<QuoteResult, { ok: true }>, country: string): ApiError {
  if (result.reason === "noOptions")
    return UnprocessableError("OUT_OF_RANGE", MESSAGES.noOptions, { weight: "noOptions" });
  const weight = result.chargeableGrams / 1000;
  const values = { weight, country, ...(result.maxGrams === null ? {} : { max: result.maxGrams / 1000 }) };
  return UnprocessableError("OUT_OF_RANGE", MESSAGES.noCarrierAtWeight(weight, country), {
    weight: messageWith(bothSay("noCarrierAtWeight"), values),
  });
}

/** A price's duty and VAT estimate at the destination, given the shipping price in dollars. */
type LandedEstimator = (shipping: number) => LandedCostEstimate;

function answer(result: QuoteResult, country: string, landed?: LandedEstimator) {
  if (!result.ok) throw outOfRange(result, country);
  const prices = result.lines.map(presentPrice);
  return {
    error: false as const,
    prices: landed ? prices.map((price) => ({ ...price, landedCost: landed(price.price) })) : prices,
  };
}

const dimensionsOf = (body: { length?: number; width?: number; height?: number }) =>
  body.length !== undefined && body.width !== undefined && body.height !== undefined
    ? { lengthCm: body.length, widthCm: body.width, heightCm: body.height }
    : undefined;

export function registerCalcRoutes(api: Api, deps: Deps) {
  const cards = rateCardsOf(deps);
  // The hot path: no database work once the cards are loaded.
  const card = async (name: "main" | "side"): Promise<RateCard> => cards.peek(name) ?? cards.get(name);
  // Only a quote that declares a value reads the destination's figures: the plain quote stays off the database.
  const landedEstimator = async (country: string, declaredValue: number | undefined) => {
    if (declaredValue === undefined) return undefined;
    const figures = await landedCostOf(readScope(deps), country);
    return (
      figures && ((shipping: number) => estimateLandedCost([{ value: declaredValue, hsCode: null }], shipping, figures))
    );
  };

  // Asked by every visitor of the calculator: served without Koa when it can be (lib/lean.ts).
  api.bindLean(rates.quote, async ({ body }) => {
    const main = await card("main");
    if (!main.warehouses.has(body.warehouse)) throw ValidationError({ warehouse: "invalidWarehouse" });
    return answer(
      quote(main, {
        country: body.country,
        actualGrams: kilogramsToGrams(body.weight),
        dimensions: dimensionsOf(body),
        warehouseId: body.warehouse,
      }),
      body.country,
      await landedEstimator(body.country, body.declaredValue),
    );
  });

  api.bind(rates.quoteSide, async (_ctx, { body }) =>
    answer(
      quote(await card("side"), {
        country: body.country,
        actualGrams: kilogramsToGrams(body.weight),
        dimensions: dimensionsOf(body),
      }),
      body.country,
    ),
  );

  api.bind(rates.listCarriers, async () => {
    const rows = (await deps
      .db("carriers")
      .where({ rate_card: "main", is_active: true })
      .whereNull("deleted_at")
      .orderBy([{ column: "name" }, { column: "id" }])) as CarrierDbRow[];
    return {
      error: false as const,
      companies: rows.map(presentShippingCompany),
    };
  });
}
