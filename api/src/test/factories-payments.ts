/** Factories for the payment tests: an approved parcel with its shipping address and priced offers. */
import Stripe from "stripe";
import type { ParcelRow } from "../services/parcels/rows.js";
import { createTestApp, type TestApp } from "./harness.js";
import { makeCarrier, makeParcel, makeWorld } from "./factories-parcels.js";
import { startFakeStripe } from "./fake-stripe.js";

/**
 * The API paying through a fake Stripe of its own, webhooks signed with
 * `webhookSecret`, and a world of staff and customers on its database;
 * `signed` makes a checkout.session event as Stripe sends it and `deliver`
 * posts it to the webhook.
 */
export async function createStripeTestApp(webhookSecret: string, env: Record<string, string> = {}) {
  const stripe = await startFakeStripe();
  const app = await createTestApp({
    STRIPE_SECRET_KEY: "sk_test_fake",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: stripe.url,
    PUBLIC_URL: "https://ipf.example",
    ...env,
  });
  /** A checkout.session event signed with the app's secret, or `secret`; `id` to send the same event again. */
  const signed = (
    type: string,
    session: Record<string, unknown>,
    { id = `evt_${Math.random()}`, secret = webhookSecret }: { id?: string; secret?: string } = {},
  ) => {
    const payload = JSON.stringify({
      id,
      object: "event",
      type,
      data: { object: { object: "checkout.session", ...session } },
    });
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  };
  const deliver = (event: { payload: string; signature: string }) =>
    app.request("POST", "/api/payments/stripe/webhook", {
      body: event.payload,
      headers: { "stripe-signature": event.signature },
    });
  return { stripe, app, world: await makeWorld(app), signed, deliver };
}

export type StripeTestApp = Awaited<ReturnType<typeof createStripeTestApp>>;

export interface PayableParcel {
  parcel: ParcelRow;
  offers: { id: string; price_cents: number }[];
}

/** An approved parcel (awaiting payment) with an Arabic-script address in Algeria and two offers. */
export async function makePayableParcel(
  app: Pick<TestApp, "db">,
  owner: { customerId: string; warehouseId: string },
  prices: number[] = [2550, 4999],
): Promise<PayableParcel> {
  const parcel = await makeParcel(app.db, {
    customer_id: owner.customerId,
    warehouse_id: owner.warehouseId,
    state: "approved",
  });
  await app.db("parcel_shipping_addresses").insert({
    parcel_id: parcel.id,
    name: "أمينة بن علي",
    national_id: "1234567890",
    country: "DZ",
    city: "الجزائر",
    zip: "16000",
    address_line_one: "12 شارع ديدوش مراد",
    address_line_two: "Appartement 4",
    phone: "+213555000000",
  });
  const offers: { id: string; price_cents: number }[] = [];
  for (const price of prices) {
    const carrier = await makeCarrier(app.db, owner.warehouseId);
    const [offer] = (await app
      .db("shipping_offers")
      .insert({ parcel_id: parcel.id, carrier_id: carrier.id, price_cents: price })
      .returning(["id", "price_cents"])) as { id: string; price_cents: number }[];
    offers.push(offer!);
  }
  return { parcel, offers };
}

/** The transactions of a parcel, oldest first. */
export const transactionsOf = (app: TestApp, parcelId: string) =>
  app.db("transactions").where({ parcel_id: parcelId }).orderBy("created_at");

/**
 * A payable parcel of the world's customer whose payment they ask to make
 * offline, through the API (`paymentType`, for the parcel's offer number
 * `offer`): the parcel and the answer.
 */
export async function askOfflinePayment(
  app: TestApp,
  world: Pick<Awaited<ReturnType<typeof makeWorld>>, "customer" | "customerToken" | "warehouse">,
  { offer = 0, paymentType = "bank_transfer" }: { offer?: number; paymentType?: string } = {},
) {
  const { parcel, offers } = await makePayableParcel(app, {
    customerId: world.customer.id,
    warehouseId: world.warehouse.id,
  });
  const res = await app.request("POST", "/api/users/offline/create_payment", {
    token: world.customerToken,
    body: { packageId: parcel.parcel_code, methodId: offers[offer]!.id, paymentType },
  });
  return { parcel, res };
}
