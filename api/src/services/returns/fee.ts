/**
 * What a return costs: the catalogue's `return_to_shop` fee, and, when we buy
 * the label, the rate card's cheapest price from the parcel's warehouse to the
 * shop's country for the parcel's weight and size.
 */
import { quote } from "@ipf/shared/rules/pricing";
import { ConflictError, ValidationError } from "../../lib/errors.js";
import type { ParcelRow } from "../parcels/rows.js";
import { rateCardsOf } from "../rate-card.js";
import type { Scope } from "../work.js";

export const RETURN_SERVICE_CODE = "return_to_shop";

/** The catalogue's fee for a return, in dollar cents; 409 when the service is not offered. */
export async function returnFeeCents(scope: Scope): Promise<number> {
  const row = (await scope.db("services").where({ code: RETURN_SERVICE_CODE }).first()) as
    | { price_cents: number; active?: boolean }
    | undefined;
  if (!row || row.active === false) {
    throw ConflictError("SERVICE_UNAVAILABLE", "Returns to the shop are not offered at the moment.");
  }
  return row.price_cents;
}

/** The label's price and carrier by the rate card; a country no carrier serves is the address's problem. */
export async function labelQuote(scope: Scope, parcel: ParcelRow, country: string) {
  const card = await rateCardsOf(scope.deps).get("main");
  const result = quote(card, {
    country,
    actualGrams: parcel.weight_grams,
    dimensions: {
      lengthCm: Number(parcel.length_cm),
      widthCm: Number(parcel.width_cm),
      heightCm: Number(parcel.height_cm),
    },
    warehouseId: parcel.warehouse_id,
  });
  if (!result.ok) throw ValidationError({ country: "noOptions" }, "No carrier of ours takes this parcel to that country.");
  const cheapest = result.lines[0]!;
  return { carrierId: cheapest.carrierId, cents: cheapest.priceCents };
}
