import { rates } from "@ipf/shared/contract/rates";
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
  tooHeavy: "weight out of range",
  noOptions: "No shipping options available, adjust weight or dimensions",
} as const;

/**
 * An out-of-range answer (over 30 kg, or nothing serves the parcel): the
 * request was well formed, so not a 400; the calculator shows its
 * out-of-range message for the code OUT_OF_RANGE, and tells the two apart
 * by the weight field's key (outOfRange or noOptions).
 */
function outOfRange(reason: "tooHeavy" | "noOptions"): ApiError {
  return UnprocessableError("OUT_OF_RANGE", MESSAGES[reason], {
    weight: reason === "tooHeavy" ? "outOfRange" : "noOptions",
  });
}

/** A price's duty and VAT estimate at the destination, given the shipping price in dollars. */
type LandedEstimator = (shipping: number) => LandedCostEstimate;

function answer(result: QuoteResult, landed?: LandedEstimator) {
  if (!result.ok) throw outOfRange(result.reason);
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
