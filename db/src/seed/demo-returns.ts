/**
 * Demo seed: a return to the shop under way on the demo customer's parcels:
 * sneakers of the wrong size going back to the German shop, the fee and the
 * label we buy paid by card yesterday, waiting in the staff's returns queue;
 * and an earlier one sent back with the shop's prepaid label and its tracking.
 */
import type { Knex } from "knex";
import { newPaymentId } from "./codes.js";
import { DAY, box, item, storyTools, type DemoParcel, type DemoParcelContext } from "./demo-factories.js";

export async function seedDemoReturns(trx: Knex.Transaction, ctx: DemoParcelContext): Promise<void> {
  const { ago, add } = storyTools(trx, ctx);
  const parcel = await add("1Z8V94E30455512345", "awaiting_return", box(1100, 34, 22, 13), ago(4 * DAY), {
    items: [item("Sports shoes (textile uppers)", 1, 11990, "VN", "640411")],
  });
  const weight = 1100;
  // The label is priced as the request priced it: the cheapest main-card carrier of the warehouse to Germany.
  const label = (await trx("carrier_ranges as r")
    .join("carriers as c", "c.id", "r.carrier_id")
    .join("zone_countries as z", "z.zone_id", "r.zone_id")
    .where({ "c.warehouse_id": ctx.catalogue.warehouses.FR, "c.rate_card": "main", "z.country": "DE" })
    .where("r.from_grams", "<", weight)
    .where("r.to_grams", ">=", weight)
    .orderBy("r.price_cents")
    .first("c.id as carrier_id", "r.price_cents")) as { carrier_id: string; price_cents: number } | undefined;
  const feeCents = await returnFeeCents(trx);
  const labelCents = label?.price_cents ?? 0;
  const paidAt = ago(DAY);
  const [ret] = (await trx("parcel_returns")
    .insert({
      parcel_id: parcel.id,
      customer_id: ctx.people.customer.id,
      state: "paid",
      shop_name: "Zalando SE",
      country: "DE",
      city: "Berlin",
      zip: "10243",
      address_line_one: "Valeska-Gert-Strasse 5",
      phone: "+493020968820",
      rma: "ZR-2026-118842",
      note: "Wrong size: 42 instead of 44.",
      label_source: "buy",
      fee_cents: feeCents,
      label_cents: labelCents,
      carrier_id: label?.carrier_id ?? null,
      requested_at: paidAt,
      paid_at: paidAt,
      created_at: paidAt,
    })
    .returning("id")) as { id: string }[];
  await payReturnByCard(trx, ctx, parcel, ret!.id, feeCents + labelCents, paidAt);

  await seedReturned(trx, ctx);
}

/** A dress sent back last week to the French shop with its own prepaid label: returned to sender, final. */
async function seedReturned(trx: Knex.Transaction, ctx: DemoParcelContext): Promise<void> {
  const { ago, add } = storyTools(trx, ctx);
  const parcel = await add("6A55501234567", "returned_to_sender", box(500, 30, 22, 5), ago(14 * DAY), {
    items: [item("Dresses (synthetic fibres)", 1, 5990, "TR", "620443")],
  });
  const feeCents = await returnFeeCents(trx);
  const [ret] = (await trx("parcel_returns")
    .insert({
      parcel_id: parcel.id,
      customer_id: ctx.people.customer.id,
      state: "returned",
      shop_name: "La Redoute",
      country: "FR",
      city: "Roubaix",
      zip: "59100",
      address_line_one: "110 rue de Blanchemaille",
      phone: "+33320697000",
      rma: "LR-7781-2026",
      note: "",
      label_source: "prepaid",
      // The shop's label as the customer uploaded it (the demo keeps the record, not the file).
      prepaid_label_path: "returns/demo-la-redoute-label.pdf",
      fee_cents: feeCents,
      tracking_number: "6A20417788990",
      tracking_url: "https://www.laposte.fr/outils/suivre-vos-envois?code=6A20417788990",
      requested_at: ago(9 * DAY),
      paid_at: ago(9 * DAY),
      returned_at: ago(7 * DAY),
      handled_by: ctx.people.staff.support,
      created_at: ago(9 * DAY),
    })
    .returning("id")) as { id: string }[];
  await payReturnByCard(trx, ctx, parcel, ret!.id, feeCents, ago(9 * DAY));
}

/** The return service's fee as the catalogue prices it (ten dollars where it has no price). */
async function returnFeeCents(trx: Knex.Transaction): Promise<number> {
  const fee = (await trx("services").where({ code: "return_to_shop" }).first("price_cents")) as
    { price_cents: number | null } | undefined;
  return fee?.price_cents ?? 1000;
}

/** A return's fee (and bought label) paid by card, complete, as the checkout records it. */
async function payReturnByCard(
  trx: Knex.Transaction,
  ctx: DemoParcelContext,
  parcel: DemoParcel,
  returnId: string,
  amountCents: number,
  paidAt: Date,
): Promise<void> {
  await trx("transactions").insert({
    customer_id: ctx.people.customer.id,
    parcel_id: parcel.id,
    parcel_return_id: returnId,
    payment_id: newPaymentId(),
    type: "card",
    amount_cents: amountCents,
    currency: "USD",
    state: "complete",
    provider_session_id: `cs_demo_return_${parcel.code.toLowerCase()}`,
    provider_payment_intent: `pi_demo_return_${parcel.code.toLowerCase()}`,
    checkout_locale: "ar",
    created_at: paidAt,
    completed_at: paidAt,
  });
}
