/**
 * Demo seed, insurance and claims: the customer's shipped DHL Express parcel
 * was insured when paid, and a parcel Colissimo returned to the sender,
 * insured too, has an open claim for staff to decide.
 */
import type { Knex } from "knex";
import { addTracker } from "./demo-shipments.js";
import {
  DAY,
  addOffers,
  addShippingAddress,
  box,
  item,
  markShipped,
  payByCard,
  storyTools,
  type DemoParcelContext,
} from "./demo-factories.js";

/** Insures a card payment of the parcel: 2% of `coverCents`, at least $2, added to what was paid. */
async function insure(trx: Knex.Transaction, parcelId: string, coverCents: number): Promise<string> {
  const premium = Math.max(200, Math.ceil(coverCents * 0.02));
  const [row] = await trx("transactions")
    .where({ parcel_id: parcelId, state: "complete" })
    .update({
      insurance_premium_cents: premium,
      insurance_cover_cents: coverCents,
      amount_cents: trx.raw("amount_cents + ?", [premium]),
    })
    .returning<{ id: string }[]>("id");
  return row!.id;
}

export async function seedDemoClaims(trx: Knex.Transaction, ctx: DemoParcelContext) {
  const { people } = ctx;
  const { ago, add } = storyTools(trx, ctx);

  // The sneakers shipped with DHL Express: declared at €119.95, insured for $129.55.
  const shipped = (await trx("parcels").where({ track_number: "00340434161234567890" }).first("id")) as
    { id: string } | undefined;
  if (shipped) await insure(trx, shipped.id, 12_955);

  // Returned to the sender by Colissimo: insured, claimed lost, waiting for staff.
  const returned = await add("CP443322110FR", "shipped", box(1100, 32, 22, 12), ago(30 * DAY), {
    fields: {
      approval_requested_at: ago(26 * DAY),
      approved_at: ago(25 * DAY),
      paid_at: ago(24 * DAY),
      shipped_at: ago(22 * DAY),
    },
    items: [item("Leather handbag", 1, 18900, "IT", "420221")],
  });
  await addShippingAddress(trx, returned.id, people.customer.address);
  const [offer] = await addOffers(trx, ctx, returned, "maghreb", ["Colissimo International"]);
  await payByCard(trx, people.customer.id, returned, offer!, ago(24 * DAY));
  const transactionId = await insure(trx, returned.id, 20_412);
  await markShipped(
    trx,
    returned,
    offer!,
    { number: "CP443322110FR", link: "https://www.laposte.fr/outils/suivre-vos-envois?code=CP443322110FR" },
    box(1100, 32, 22, 12),
  );
  await addTracker(trx, ctx.now, returned.id, {
    carrier: "colissimo",
    trackingNumber: "CP443322110FR",
    status: "returned",
    events: [
      { at: ago(22 * DAY), status: "pending", description: "Parcel handed over to La Poste", location: "Roissy, FR" },
      {
        at: ago(20 * DAY),
        status: "in_transit",
        description: "Arrived in the destination country",
        location: "Alger, DZ",
      },
      { at: ago(12 * DAY), status: "delivery_failed", description: "Addressee absent", location: "Alger, DZ" },
      { at: ago(3 * DAY), status: "returned", description: "Returned to the sender", location: "Roissy, FR" },
    ],
  });
  await trx("claims").insert({
    customer_id: people.customer.id,
    parcel_id: returned.id,
    transaction_id: transactionId,
    kind: "lost",
    description: "Colissimo sent my handbag back to France and I never received it.",
    insured: true,
    covered_cents: 20_412,
    currency: "USD",
    created_at: ago(2 * DAY),
    updated_at: ago(2 * DAY),
  });
  return { claimed: returned };
}
