/**
 * Live rates while staff price a shipping request: for each active carrier
 * of the parcel's warehouse linked to the shipping engine, the engine's rate
 * for its service (what the carrier costs us) beside the rate card's price,
 * and the margin that price leaves. Staff still decide the prices offered.
 *
 * The engine is asked once for every linked service (shipper: the
 * warehouse; recipient: the request's address; the parcel's weight and
 * measures). It answering slowly (5 s), failing or unreachable is a 503 the
 * dialog reads calmly; a carrier it refuses for this parcel carries the
 * engine's message. Nothing is stored.
 */
import { carriersOf, quoteCarrier } from "@ipf/shared/rules/pricing";
import { centsOf, costIn, marginOf, needsConversion } from "@ipf/shared/rules/live-rates";
import type { LiveRatesAnswer } from "@ipf/shared/schemas/live-rates";
import { CarrierRefusal, engineUnreachable, type RateAnswer, type RateMessage } from "../lib/carriers/gateway.js";
import { ApiError, ConflictError } from "../lib/errors.js";
import type { CarrierDbRow } from "./carriers.js";
import { euroRateData } from "./euro-rate.js";
import { engineAddresses } from "./labels.js";
import { findParcel } from "./parcels/find.js";
import { rateCardsOf } from "./rate-card.js";
import type { Scope } from "./work.js";

/** The offers' currency: the rate card and the prices staff type are in dollars. */
const OFFER_CURRENCY = "USD" as const;

const MESSAGES = {
  notAwaiting: "Live rates are for a shipping request awaiting approval.",
  noAddress: "The request has no shipping address.",
  unavailable: "The shipping engine did not answer: price from the rate card.",
  noRate: "The shipping engine gave no rate for this service.",
} as const;

type LinkedCarrier = CarrierDbRow & { engine_carrier: string; engine_service: string };

/** The active carriers of the warehouse's main card linked to the engine, by name. */
async function linkedCarriers(scope: Scope, warehouseId: string): Promise<LinkedCarrier[]> {
  return (await scope
    .db("carriers")
    .where({ warehouse_id: warehouseId, rate_card: "main", is_active: true })
    .whereNull("deleted_at")
    .whereNotNull("engine_carrier")
    .whereNotNull("engine_service")
    .orderBy([{ column: "name" }, { column: "id" }])) as LinkedCarrier[];
}

/** The engine's words about a carrier it gave no rate for (its own, or said of every carrier). */
function refusalOf(messages: readonly RateMessage[], engineCarrier: string): string {
  const said = messages.filter((m) => m.carrierName === engineCarrier || m.carrierName === null).map((m) => m.message);
  return [...new Set(said)].join(" ") || MESSAGES.noRate;
}

/** GET /api/packages/approval/live-rates/:id. */
export async function liveRatesFor(scope: Scope, ref: string): Promise<Omit<LiveRatesAnswer, "error">> {
  const parcel = await findParcel(scope, ref);
  if (parcel.state !== "awaiting_approval") throw ConflictError("STATE_CONFLICT", MESSAGES.notAwaiting);
  const { gateway } = scope.deps.carrierEngine;
  const engine = !gateway ? ("none" as const) : gateway.local ? ("local" as const) : ("karrio" as const);
  const none = () => ({ engine, currency: OFFER_CURRENCY, euroRate: null, rates: [] });
  if (!gateway) return none();
  const carriers = await linkedCarriers(scope, parcel.warehouse_id);
  if (carriers.length === 0) return none();

  const { shipper, recipient } = await engineAddresses(scope, parcel, MESSAGES.noAddress);
  const measures = {
    lengthCm: Number(parcel.length_cm),
    widthCm: Number(parcel.width_cm),
    heightCm: Number(parcel.height_cm),
  };
  let answer: RateAnswer;
  try {
    answer = await gateway.rates({
      shipper,
      recipient,
      parcel: { weightKg: parcel.weight_grams / 1000, ...measures },
      services: [...new Set(carriers.map((carrier) => carrier.engine_service))],
    });
  } catch (error) {
    if (engineUnreachable(error)) {
      scope.deps.log.warn({ err: error }, "shipping engine unreachable for live rates");
      throw new ApiError(503, "ENGINE_UNAVAILABLE", MESSAGES.unavailable);
    }
    if (error instanceof CarrierRefusal) answer = { rates: [], messages: error.details };
    else throw error;
  }

  const converting = answer.rates.some((rate) => needsConversion(rate.currency, OFFER_CURRENCY));
  const euro = converting ? await euroRateData(scope) : null;
  const usdPerEur = euro?.rate ?? null;
  const card = await rateCardsOf(scope.deps).get("main");
  const onCard = carriersOf(card, parcel.warehouse_id);

  const rates = carriers.map((carrier) => {
    const indexed = onCard.find((entry) => entry.carrier.id === carrier.id);
    const quoted = indexed
      ? quoteCarrier(indexed, {
          country: recipient.countryCode,
          actualGrams: parcel.weight_grams,
          dimensions: measures,
        })
      : null;
    const cardPriceCents = quoted?.ok ? quoted.line.priceCents : null;
    const rate = answer.rates.find(
      (found) => found.carrierName === carrier.engine_carrier && found.service === carrier.engine_service,
    );
    const cost = rate ? { cents: centsOf(rate.amount), currency: rate.currency.toUpperCase() } : null;
    const costCents = cost ? costIn(cost, OFFER_CURRENCY, usdPerEur) : null;
    return {
      company: carrier.id,
      engineCarrier: carrier.engine_carrier,
      engineService: carrier.engine_service,
      cardPriceCents,
      cost,
      costCents,
      cardMargin: cardPriceCents !== null && costCents !== null ? marginOf(cardPriceCents, costCents) : null,
      transitDays: rate?.transitDays ?? null,
      refusal: rate ? null : refusalOf(answer.messages, carrier.engine_carrier),
    };
  });
  return {
    engine,
    currency: OFFER_CURRENCY,
    euroRate: euro ? { usdPerEur: euro.rate, date: euro.date, stale: euro.stale } : null,
    rates,
  };
}
