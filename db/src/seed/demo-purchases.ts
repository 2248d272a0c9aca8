/**
 * Demo seed: the demo customer's "Buy for me" requests, one at each step a
 * first visitor should see: a draft, one waiting for its quote (in the
 * staff's queue), a quote to pay (one item left out, above the customer's
 * price), and one paid yesterday that staff are buying now. Amounts are euro
 * cents; the quote is priced as the API prices it (8 % with a 5 € minimum,
 * valid 3 days).
 */
import type { Knex } from "knex";
import { newPaymentId } from "./codes.js";
import { DAY, type DemoParcelContext } from "./demo-factories.js";

interface DemoItem {
  url: string;
  name: string;
  options?: string;
  quantity: number;
  max: number;
  note?: string;
  /** At quote: the shop's price of one, or null when unavailable. */
  price?: number | null;
}

const HOUR = DAY / 24;
const FEE_BASIS_POINTS = 800;
const MINIMUM_FEE = 500;

async function addRequest(
  trx: Knex.Transaction,
  ctx: DemoParcelContext,
  fields: Record<string, unknown>,
  items: DemoItem[],
): Promise<string> {
  const [row] = (await trx("purchase_requests")
    .insert({ customer_id: ctx.people.customer.id, warehouse_id: ctx.catalogue.warehouses.FR, ...fields })
    .returning("id")) as { id: string }[];
  const shops = (await trx("shops").select("id", "link")) as { id: string; link: string }[];
  const host = (url: string) => new URL(url).hostname.replace(/^www\./, "");
  await trx("purchase_items").insert(
    items.map((item, position) => ({
      purchase_request_id: row!.id,
      position,
      url: item.url,
      shop_id: shops.find((shop) => host(shop.link) === host(item.url))?.id ?? null,
      name: item.name,
      options: item.options ?? "",
      quantity: item.quantity,
      max_unit_price_cents: item.max,
      note: item.note ?? "",
      unit_price_cents: item.price === undefined ? null : item.price,
      available: item.price === undefined ? null : item.price !== null,
    })),
  );
  return row!.id;
}

/** The quote's money as the API computes it: buyable items, delivery, tax and the fee. */
function quoteOf(items: DemoItem[], deliveryCents: number) {
  const goods = items
    .filter((item) => item.price != null && item.price <= item.max)
    .reduce((sum, item) => sum + item.quantity * item.price!, 0);
  const fee = goods > 0 ? Math.max(Math.round((goods * FEE_BASIS_POINTS) / 10_000), MINIMUM_FEE) : 0;
  return {
    goods_cents: goods,
    delivery_cents: deliveryCents,
    tax_cents: 0,
    fee_cents: fee,
    total_cents: goods + deliveryCents + fee,
    fee_basis_points: FEE_BASIS_POINTS,
  };
}

export async function seedDemoPurchases(trx: Knex.Transaction, ctx: DemoParcelContext): Promise<void> {
  const ago = (ms: number) => new Date(ctx.now.getTime() - ms);

  await addRequest(trx, ctx, { state: "draft", created_at: ago(2 * HOUR) }, [
    { url: "https://www.sephora.fr/p/hydrating-cream-50ml", name: "Hydrating cream 50 ml", quantity: 2, max: 3500 },
  ]);

  await addRequest(trx, ctx, { state: "sent", created_at: ago(5 * HOUR), sent_at: ago(5 * HOUR) }, [
    {
      url: "https://www.decathlon.fr/p/tente-de-camping-2-places",
      name: "Camping tent, 2 places",
      options: "Green",
      quantity: 1,
      max: 8000,
    },
    { url: "https://www.decathlon.fr/p/gourde-inox-1l", name: "Stainless bottle 1 L", quantity: 2, max: 1500 },
  ]);

  const quotedItems: DemoItem[] = [
    {
      url: "https://www.fnac.com/a1234567/casque-sans-fil",
      name: "Wireless headphones",
      options: "Black",
      quantity: 1,
      max: 15000,
      price: 12990,
    },
    { url: "https://www.fnac.com/a7654321/etui-casque", name: "Headphone case", quantity: 1, max: 1500, price: 1990 },
  ];
  const quotedAt = ago(3 * HOUR);
  await addRequest(
    trx,
    ctx,
    {
      state: "quoted",
      created_at: ago(DAY),
      sent_at: ago(DAY),
      quoted_at: quotedAt,
      quote_valid_until: new Date(quotedAt.getTime() + 3 * DAY),
      quote_note: "The case costs more than your highest price: we left it out.",
      ...quoteOf(quotedItems, 599),
    },
    quotedItems,
  );

  const paidItems: DemoItem[] = [
    {
      url: "https://www.amazon.fr/dp/B0DEMO1234",
      name: "Coffee grinder",
      options: "Stainless steel",
      quantity: 1,
      max: 6000,
      price: 4999,
    },
  ];
  const paidAt = ago(DAY);
  const quote = quoteOf(paidItems, 0);
  const paidId = await addRequest(
    trx,
    ctx,
    {
      state: "paid",
      created_at: ago(3 * DAY),
      sent_at: ago(3 * DAY),
      quoted_at: ago(2 * DAY),
      quote_valid_until: new Date(ago(2 * DAY).getTime() + 3 * DAY),
      paid_at: paidAt,
      ...quote,
    },
    paidItems,
  );
  await trx("transactions").insert({
    customer_id: ctx.people.customer.id,
    parcel_id: null,
    purchase_request_id: paidId,
    payment_id: newPaymentId(),
    type: "card",
    amount_cents: quote.total_cents,
    currency: "EUR",
    state: "complete",
    provider_session_id: `cs_demo_purchase_${paidId.slice(0, 8)}`,
    provider_payment_intent: `pi_demo_purchase_${paidId.slice(0, 8)}`,
    checkout_locale: "ar",
    created_at: paidAt,
    completed_at: paidAt,
  });
}
