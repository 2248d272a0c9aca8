/**
 * What a return costs: the catalogue's `return_to_shop` fee, and, when we buy
 * the label, the rate card's cheapest price from the parcel's warehouse to the
 * shop's country for the parcel's weight and size.
 */
import { quote } from "@ipf/shared/rules/pricing";
import { serviceFeeCents } from "@ipf/shared/rules/services";
import { ConflictError, ValidationError } from "../../lib/errors.js";
import type { ParcelRow } from "../parcels/rows.js";
import { rateCardsOf } from "../rate-card.js";
import { serviceByCode, servicePrice } from "../service-catalogue.js";
import type { Scope } from "../work.js";

export const RETURN_SERVICE_CODE = "return_to_shop";

/** The catalogue's fee for returning `parcel`, by its fee rule (dollar cents); 409 when the service is not offered. */
export async function returnFeeCents(scope: Scope, parcel: ParcelRow): Promise<number> {
  const service = await serviceByCode(scope, RETURN_SERVICE_CODE);
  if (!service?.active) {
    throw ConflictError("SERVICE_UNAVAILABLE", "Returns to the shop are not offered at the moment.");
  }
  const declared = (await scope
    .db("parcel_items")
    .where({ parcel_id: parcel.id })
    .first(scope.db.raw("coalesce(sum(price_cents * quantity), 0)::int as cents"))) as { cents: number };
  return serviceFeeCents(servicePrice(service), declared.cents);
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
  if (!result.ok)
    throw ValidationError({ country: "noOptions" }, "No carrier of ours takes this parcel to that country.");
  const cheapest = result.lines[0]!;
  return { carrierId: cheapest.carrierId, cents: cheapest.priceCents };
}
