/**
 * The shipping desk: paid parcels leave with the carrier's tracking and the
 * measures taken at dispatch; shipped parcels can have their tracking
 * corrected.
 */
import type { DateOrder } from "@ipf/shared/schemas/common";
import type { Knex } from "knex";
import type { z } from "zod";
import type { shipRequestSchema, shippedUpdateRequestSchema } from "@ipf/shared/schemas/parcels-staff";
import type { RidingSignIn } from "../../lib/auth.js";
import { ValidationError } from "../../lib/errors.js";
import { assertParcel, findParcel } from "./find.js";
import { pageOfParcels, workQueue } from "./page.js";
import { countedTotal } from "./counts.js";
import { searchOf, whereParcelSearch } from "./search.js";
import { notifyCustomer } from "./notify.js";
import type { OfferRow, ParcelRow } from "./rows.js";
import { applyTransition } from "./transitions.js";
import type { Scope, Work } from "../work.js";
import { announce } from "./announce.js";
import { startTracking } from "../tracking.js";
import { assertParcelRequest } from "./handled.js";

type Db = Knex | Knex.Transaction;

/** The carrier and price of the offer paid for, if any. */
async function chosenOffer(trx: Db, parcel: ParcelRow): Promise<OfferRow | undefined> {
  if (!parcel.chosen_offer_id) return undefined;
  return (await trx("shipping_offers").where({ id: parcel.chosen_offer_id }).first()) as OfferRow | undefined;
}

async function dispatch(work: Work, parcel: ParcelRow, tracking: Partial<ParcelRow>): Promise<ParcelRow> {
  const offer = await chosenOffer(work.trx, parcel);
  const shipped = await applyTransition(work, parcel, "ship", {
    ...tracking,
    shipped_at: work.now,
    ship_carrier_id: offer?.carrier_id ?? null,
    ship_price_cents: offer?.price_cents ?? null,
  });
  await startTracking(work, shipped);
  await notifyCustomer(work, shipped, "shipped");
  announce(work, shipped, ["shippingList"]);
  return shipped;
}

/** The carrier's tracking and the measures taken at dispatch, as the ship request gives them. */
export type Tracking = Omit<z.output<typeof shipRequestSchema>, "packageId">;

const trackingColumns = (tracking: Tracking): Partial<ParcelRow> => ({
  shipped_track_number: tracking.trackNumber,
  track_link: tracking.trackLink,
  ship_weight_grams: tracking.weight,
  ship_length_cm: tracking.length,
  ship_width_cm: tracking.width,
  ship_height_cm: tracking.height,
});

/**
 * POST /api/packages/shipping/ship, with the carrier's tracking, and
 * /shipping/complete without (a parcel handed over at the desk, for
 * instance): either way the paid parcel closes as shipped.
 */
export async function shipParcel(work: Work, ref: string, tracking?: Tracking): Promise<ParcelRow> {
  const parcel = await findParcel(work, ref, { lock: true });
  await assertParcelRequest(work, parcel, "ship");
  return dispatch(work, parcel, tracking ? trackingColumns(tracking) : {});
}

/** POST /api/packages/update_shipped_package/{id}. */
export async function updateShipped(
  work: Work,
  ref: string,
  input: z.output<typeof shippedUpdateRequestSchema>,
): Promise<ParcelRow> {
  const { trx } = work;
  const parcel = await findParcel(work, ref, { lock: true });
  assertParcel(parcel, "editShipping");
  if (input.shipCompany) {
    const carrier = await trx("carriers")
      .where({ id: input.shipCompany, warehouse_id: parcel.warehouse_id })
      .first("id");
    if (!carrier) throw ValidationError({ shipCompany: "invalidCompany" });
  }
  const [updated] = (await trx("parcels")
    .where({ id: parcel.id })
    .update({
      shipped_track_number: input.trackNumber,
      track_link: input.trackLink,
      ...(input.shipCompany ? { ship_carrier_id: input.shipCompany } : {}),
    })
    .returning("*")) as ParcelRow[];
  announce(work, updated!);
  return updated!;
}

/** To be shipped: paid parcels, oldest payment first; suspicious customers apart. */
export function listToShip(
  scope: Scope,
  filter: { page: number; perPage: number; suspicious: boolean; query?: string; order?: DateOrder },
  signIn: RidingSignIn,
) {
  const { db } = scope;
  const queue = workQueue(db, "paid", filter.suspicious);
  const search = searchOf(filter.query);
  const base = whereParcelSearch(queue.base, search);
  const order = filter.order ?? "asc";
  return pageOfParcels(scope, base, [{ column: "p.paid_at", order }], filter, {
    search,
    signIn,
    generic: true,
    total: queue.total,
  });
}

/** Shipped parcels, latest first; the search also reads the carrier's track number. */
export function listShipped(
  scope: Scope,
  filter: { page: number; perPage: number; query?: string },
  signIn: RidingSignIn,
) {
  const { db } = scope;
  const base = whereParcelSearch(
    db("parcels as p").where("p.state", "shipped").whereNull("p.deleted_at"),
    searchOf(filter.query),
    {
      alsoColumns: ["p.shipped_track_number"],
    },
  );
  return pageOfParcels(scope, base, [{ column: "p.shipped_at", order: "desc" }], filter, {
    narrow: Boolean(filter.query),
    signIn,
    total: countedTotal(db, { state: "shipped" }),
  });
}
