import { describe, expect, it } from "vitest";
import { expireQuotes } from "../services/purchases/lifecycle.js";
import { inTransaction, readScope } from "../services/work.js";
import { findParcel } from "../services/parcels/find.js";
import { applyTransition } from "../services/parcels/transitions.js";
import { pdfBytes } from "../test/factories-accounts.js";
import { intakeFields, pngImage, sendForm } from "../test/factories-parcels.js";
import { createStripeTestApp } from "../test/factories-payments.js";
import { liveMessages, sendFormData } from "../test/harness.js";
import { until } from "../test/until.js";

/**
 * Buy for me against real PostgreSQL and the real Stripe SDK with its local
 * fake: every transition and refusal, races, the money (checkouts in euros,
 * refunds never above what was paid, each made once), quote expiry, and the
 * pre-alert made at shipping and matched at intake.
 */
const SECRET = "whsec_test_secret_for_the_purchases_tests";
const { stripe, app, world, signed, deliver } = await createStripeTestApp(SECRET);
const DAY = 86_400_000;

const { customer: customerMessages, staff: staffMessages } = liveMessages(app);

const item = (fields: Record<string, unknown> = {}) => ({
  url: "https://www.zalando.de/p/sneaker-123",
  name: "Sneaker",
  options: "EU 42, white",
  quantity: 2,
  maxUnitPrice: 60,
  ...fields,
});
const draftBody = (items: unknown[] = [item()], send = false) => ({ warehouseId: world.warehouse.id, items, send });

const customer = (method: "GET" | "POST" | "PUT", path: string, body?: unknown, token = world.customerToken) =>
  app.request(method, path, { token, body });
const staff = (method: "GET" | "POST" | "PUT", path: string, body?: unknown, token = world.support.token) =>
  app.request(method, path, { token, body });

const rowOf = async (id: string) =>
  (await app.db("purchase_requests").where({ id }).first()) as Record<string, unknown>;
const countRequests = async () => Number((await app.db("purchase_requests").count({ n: "*" }).first())!.n);
const refundsOf = (id: string) => app.db("purchase_refunds").where({ purchase_request_id: id }).orderBy("created_at");
const paymentsOf = (id: string) => app.db("transactions").where({ purchase_request_id: id }).orderBy("created_at");

const paidEvent = (sessionId: string, amount: number, intent: string, eventId?: string) =>
  signed(
    "checkout.session.completed",
    {
      id: sessionId,
      amount_total: amount,
      currency: "eur",
      payment_status: "paid",
      status: "complete",
      payment_intent: intent,
    },
    { id: eventId },
  );

/** A request sent for a quote: its id and its items' ids, in order. */
async function sentRequest(items: unknown[] = [item(), item({ name: "Jacket", quantity: 1, maxUnitPrice: 100 })]) {
  const res = await customer("POST", "/api/purchases", draftBody(items, true));
  expect(res.status).toBe(200);
  const purchase = res.body.purchase as { _id: string; items: { _id: string }[] };
  return { id: purchase._id, itemIds: purchase.items.map((i) => i._id) };
}

/** Quoted: the sneakers at 50 € each, the jacket at 80 €, delivery 5.90 €, no tax. Total 180 + 5.90 + 14.40 fee. */
async function quotedRequest() {
  const sent = await sentRequest();
  const res = await staff("POST", `/api/admins/purchases/${sent.id}/quote`, {
    items: [
      { itemId: sent.itemIds[0], available: true, unitPrice: 50 },
      { itemId: sent.itemIds[1], available: true, unitPrice: 80 },
    ],
    delivery: 5.9,
    tax: 0,
    note: "Both in stock",
  });
  expect(res.status).toBe(200);
  return sent;
}

/** Paid through the webhook: the request, its payment and the PaymentIntent charged. */
async function paidRequest() {
  const quoted = await quotedRequest();
  const pay = await customer("POST", `/api/purchases/${quoted.id}/pay`, { locale: "en" });
  expect(pay.status).toBe(200);
  const [payment] = await paymentsOf(quoted.id);
  const intent = stripe.pay(payment.provider_session_id);
  expect((await deliver(paidEvent(payment.provider_session_id, payment.amount_cents, intent))).status).toBe(200);
  expect((await rowOf(quoted.id)).state).toBe("paid");
  return { ...quoted, payment, intent };
}

const recordForm = async (
  id: string,
  fields: Record<string, unknown>,
  token = world.support.token,
  receipt: Buffer | null = pdfBytes(),
) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    form.set(name, typeof value === "object" ? JSON.stringify(value) : String(value));
  if (receipt) form.append("receipt", new Blob([new Uint8Array(receipt)], { type: "application/pdf" }), "receipt.pdf");
  return sendFormData(app, "POST", `/api/admins/purchases/${id}/record`, form, token);
};

describe("#purchases.create, what it refuses", () => {
  it.each([
    ["a link that is not a URL", { url: "zalando sneaker" }, "items.0.url", "invalidLink"],
    ["quantity 0", { quantity: 0 }, "items.0.quantity", "atLeast?min=1"],
    ["a price of 0", { maxUnitPrice: 0 }, "items.0.maxUnitPrice", "positiveNumber"],
    ["a price of 10^9", { maxUnitPrice: 1e9 }, "items.0.maxUnitPrice", "atMost?max=10000&unit=EUR"],
  ])("refuses %s with its message key and creates nothing", async (_, change, field, key) => {
    const before = await countRequests();
    const res = await customer("POST", "/api/purchases", draftBody([item(change)]));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION");
    expect(res.body.fields[field]).toBe(key);
    expect(await countRequests()).toBe(before);
  });

  it("refuses staff and strangers", async () => {
    expect((await app.request("POST", "/api/purchases", { body: draftBody() })).status).toBe(401);
    expect((await staff("POST", "/api/purchases", draftBody())).status).toBe(401);
  });
});

describe("#purchases, the customer's draft", () => {
  it("keeps a draft, recognises the market's shop, edits it, and sends it", async () => {
    const [category] = await app.db("shop_categories").insert({ name: "Fashion" }).returning("id");
    const [shop] = await app
      .db("shops")
      .insert({
        name: "Zalando",
        link: "https://zalando.de",
        category_id: category.id,
        country: "DE",
        color: "#FF6900",
      })
      .returning("id");
    const res = await customer("POST", "/api/purchases", draftBody());
    expect(res.status).toBe(200);
    const purchase = res.body.purchase;
    expect(purchase).toMatchObject({
      state: "draft",
      currency: "EUR",
      total: null,
      reference: expect.stringMatching(/^BFM-\d{6}$/),
    });
    expect(purchase.items[0]).toMatchObject({
      quantity: 2,
      maxUnitPrice: 60,
      options: "EU 42, white",
      shopId: shop.id,
      shopName: "Zalando",
    });

    const edited = await customer("PUT", `/api/purchases/${purchase._id}`, draftBody([item({ quantity: 3 })]));
    expect(edited.status).toBe(200);
    expect(edited.body.purchase.items).toHaveLength(1);
    expect(edited.body.purchase.items[0].quantity).toBe(3);

    const sent = await customer("POST", `/api/purchases/${purchase._id}/send`);
    expect(sent.body.purchase.state).toBe("sent");
    // Editing a sent request takes it back to draft.
    const back = await customer("PUT", `/api/purchases/${purchase._id}`, draftBody([item()]));
    expect(back.body.purchase.state).toBe("draft");

    const list = await customer("GET", "/api/purchases");
    expect(list.body.terms).toEqual({ feePercent: 8, minimumFee: 5, validityDays: 3, currency: "EUR" });
    expect(list.body.purchases.some((p: { _id: string }) => p._id === purchase._id)).toBe(true);
    // Another customer sees nothing of it.
    expect((await customer("GET", `/api/purchases/${purchase._id}`, undefined, world.otherToken)).status).toBe(404);
  });

  it("tells the staff queue and the customer's pages live", async () => {
    const { id } = await sentRequest([item()]);
    const about = (m: { event: string; data: unknown }) => (m.data as { purchaseId?: string }).purchaseId === id;
    const seen = (found: boolean) => Promise.resolve(found || undefined);
    await until("the staff event", () => seen(staffMessages.some((m) => m.event === "loadPurchases" && about(m))));
    await until("the customer's event", () =>
      seen(
        customerMessages.some((m) => m.event === "purchaseRequest" && m.customerId === world.customer.id && about(m)),
      ),
    );
    await until("the notification", () =>
      seen(customerMessages.some((m) => m.event === "newNotification" && m.customerId === world.customer.id)),
    );
  });

  it("cancels before paying, final", async () => {
    const { id } = await sentRequest();
    expect((await customer("POST", `/api/purchases/${id}/cancel`)).body.purchase.state).toBe("cancelled");
    const again = await customer("POST", `/api/purchases/${id}/send`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("INVALID_STATE");
  });
});

describe("#purchases.quote", () => {
  it("leaves out an unavailable item and one above the customer's price, and charges the fee on the rest", async () => {
    const { id, itemIds } = await sentRequest([
      item(),
      item({ name: "Jacket", quantity: 1, maxUnitPrice: 100 }),
      item({ name: "Cap", quantity: 1, maxUnitPrice: 10 }),
    ]);
    const res = await staff("POST", `/api/admins/purchases/${id}/quote`, {
      items: [
        { itemId: itemIds[0], available: true, unitPrice: 50 },
        { itemId: itemIds[1], available: false, unitPrice: null },
        { itemId: itemIds[2], available: true, unitPrice: 12 },
      ],
      delivery: 4.9,
      tax: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.purchase).toMatchObject({
      state: "quoted",
      goods: 100,
      delivery: 4.9,
      tax: 1,
      fee: 8,
      total: 113.9,
      feePercent: 8,
    });
    expect(res.body.purchase.items.map((i: { leftOut: string | null }) => i.leftOut)).toEqual([
      null,
      "unavailable",
      "aboveMax",
    ]);
    const validUntil = new Date(res.body.purchase.quoteValidUntil).getTime();
    expect(validUntil - new Date(res.body.purchase.quotedAt).getTime()).toBe(3 * DAY);
  });

  it("refuses a quote where nothing can be bought (NOTHING_BUYABLE), changing nothing", async () => {
    const { id, itemIds } = await sentRequest([item()]);
    const res = await staff("POST", `/api/admins/purchases/${id}/quote`, {
      items: [{ itemId: itemIds[0], available: true, unitPrice: 61 }],
      delivery: 0,
      tax: 0,
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("NOTHING_BUYABLE");
    expect(await rowOf(id)).toMatchObject({ state: "sent", total_cents: null });
  });

  it("lets one of two staff quoting at once win; the other is told", async () => {
    const { id, itemIds } = await sentRequest([item()]);
    const quote = (price: number, token: string) =>
      staff(
        "POST",
        `/api/admins/purchases/${id}/quote`,
        { items: [{ itemId: itemIds[0], available: true, unitPrice: price }], delivery: 0, tax: 0 },
        token,
      );
    const answers = await Promise.all([quote(40, world.support.token), quote(45, world.admin.token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!;
    expect((await rowOf(id)).goods_cents).toBe(winner.body.purchase.goods * 100);
  });

  it("is refused to intake and unknown ids", async () => {
    const { id } = await sentRequest([item()]);
    expect((await staff("GET", `/api/admins/purchases/${id}`, undefined, world.intake.token)).status).toBe(403);
    expect((await staff("GET", "/api/admins/purchases/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});

describe("#purchases.pay", () => {
  it("opens one euro checkout, settles it once, and refuses a second payment", async () => {
    const { id } = await quotedRequest();
    const first = await customer("POST", `/api/purchases/${id}/pay`, { locale: "fr" });
    expect(first.status).toBe(200);
    const again = await customer("POST", `/api/purchases/${id}/pay`, { locale: "fr" });
    expect(again.body.checkoutUrl).toBe(first.body.checkoutUrl);
    const payments = await paymentsOf(id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ currency: "EUR", amount_cents: 20030, parcel_id: null, state: "pending" });
    const session = stripe.sessions.get(payments[0].provider_session_id)!;
    expect(session.currency).toBe("eur");

    const intent = stripe.pay(payments[0].provider_session_id);
    const event = paidEvent(payments[0].provider_session_id, 20030, intent, `evt_pay_${id}`);
    expect((await deliver(event)).status).toBe(200);
    expect((await rowOf(id)).state).toBe("paid");
    // The replay changes nothing.
    const replay = await deliver(event);
    expect(replay.body).toMatchObject({ received: true, duplicate: true });
    expect((await paymentsOf(id)).filter((p) => p.state === "complete")).toHaveLength(1);

    const second = await customer("POST", `/api/purchases/${id}/pay`, { locale: "fr" });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe("ALREADY_PAID");
    expect(await paymentsOf(id)).toHaveLength(1);
    const read = await customer("GET", `/api/purchases/${id}`);
    expect(read.body.purchase).toMatchObject({ state: "paid", paid: 200.3, refunded: 0 });
    // Told once, in the customer's language, with the amount in euros.
    const mails = await app
      .db("email_outbox")
      .where({ to_address: world.customer.email })
      .where("subject", "like", `%${read.body.purchase.reference}%`)
      .orderBy("id");
    const subjects = mails.map((m) => m.subject as string);
    expect(subjects.filter((subject) => /paiement|payment|دفعتك/i.test(subject))).toHaveLength(1);
    expect(mails.at(-1)!.text_body).toMatch(/200[.,]30/);
    expect(mails.at(-1)!.text_body).toContain("€");
  });

  it("keeps its checkout out of the parcels' payment calls: cancel and resume answer 404", async () => {
    const { id } = await quotedRequest();
    expect((await customer("POST", `/api/purchases/${id}/pay`, { locale: "en" })).status).toBe(200);
    const [payment] = await paymentsOf(id);
    for (const call of ["cancel", "resume"]) {
      const res = await customer("POST", `/api/users/transactions/${payment.id}/${call}`);
      expect(res.status).toBe(404);
    }
    expect((await paymentsOf(id))[0]).toMatchObject({ state: "pending" });
    expect((await rowOf(id)).state).toBe("quoted");
  });

  it("settles two pays racing into one checkout", async () => {
    const { id } = await quotedRequest();
    const answers = await Promise.all([
      customer("POST", `/api/purchases/${id}/pay`, { locale: "en" }),
      customer("POST", `/api/purchases/${id}/pay`, { locale: "en" }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.body.checkoutUrl).toBe(answers[1]!.body.checkoutUrl);
    expect((await paymentsOf(id)).filter((p) => p.state === "pending")).toHaveLength(1);
  });

  it("declines a quote, final, its checkout closed", async () => {
    const { id } = await quotedRequest();
    await customer("POST", `/api/purchases/${id}/pay`, { locale: "en" });
    const res = await customer("POST", `/api/purchases/${id}/decline`, { reason: "Too dear" });
    expect(res.body.purchase.state).toBe("declined");
    expect((await paymentsOf(id)).map((p) => p.state)).toEqual(["cancelled"]);
    expect((await customer("POST", `/api/purchases/${id}/pay`, { locale: "en" })).status).toBe(409);
  });
});

describe("quote expiry", () => {
  it("reads expired after its validity, refuses paying it, refunds a checkout paid late, and sends it again", async () => {
    const { id } = await quotedRequest();
    const open = await customer("POST", `/api/purchases/${id}/pay`, { locale: "en" });
    expect(open.status).toBe(200);
    const [payment] = await paymentsOf(id);
    app.setNow(new Date(Date.now() + 3 * DAY + 60_000));
    try {
      expect((await customer("GET", `/api/purchases/${id}`)).body.purchase.state).toBe("expired");
      const pay = await customer("POST", `/api/purchases/${id}/pay`, { locale: "en" });
      expect(pay.status).toBe(409);
      expect(pay.body.code).toBe("QUOTE_EXPIRED");

      // The checkout opened before expiry is paid now: the money goes back whole, once.
      const intent = stripe.pay(payment.provider_session_id);
      const event = paidEvent(payment.provider_session_id, payment.amount_cents, intent);
      expect((await deliver(event)).status).toBe(200);
      expect((await deliver({ ...event })).status).toBe(200);
      const refunds = await refundsOf(id);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ reason: "late_payment", amount_cents: payment.amount_cents });
      expect(stripe.refunds.filter((r) => r.payment_intent === intent).map((r) => r.amount)).toEqual([
        payment.amount_cents,
      ]);
      expect((await rowOf(id)).state).not.toBe("paid");

      // The job marks it; the customer sends it again for a new quote.
      expect(await expireQuotes(readScope(app.deps))).toBeGreaterThanOrEqual(0);
      const resent = await customer("POST", `/api/purchases/${id}/send`);
      expect(resent.status).toBe(200);
      expect(resent.body.purchase).toMatchObject({ state: "sent", total: null });
    } finally {
      app.setNow(new Date());
    }
  });

  it("marks quotes past their validity expired by the job, once", async () => {
    const { id } = await quotedRequest();
    app.setNow(new Date(Date.now() + 4 * DAY));
    try {
      expect(await expireQuotes(readScope(app.deps))).toBeGreaterThanOrEqual(1);
      expect((await rowOf(id)).state).toBe("expired");
      await expireQuotes(readScope(app.deps));
      expect((await rowOf(id)).state).toBe("expired");
    } finally {
      app.setNow(new Date());
    }
  });
});

describe("#purchases.record", () => {
  it("refunds an item bought for less and one out of stock at once, never twice", async () => {
    const { id, itemIds, intent } = await paidRequest();
    const record = {
      orderNumber: "ZAL-778899",
      paidTotal: 95.9,
      items: [
        { itemId: itemIds[0], outcome: "bought", paidUnitPrice: 45 },
        { itemId: itemIds[1], outcome: "out_of_stock" },
      ],
    };
    const res = await recordForm(id, record);
    expect(res.status).toBe(200);
    expect(res.body.purchase).toMatchObject({
      state: "ordered",
      orderNumber: "ZAL-778899",
      paidToShop: 95.9,
      hasReceipt: true,
    });
    // Sneakers 2 × 5 € cheaper; the jacket 80 € and its share of the 14.40 € fee (80/180 of it: 6.40 €).
    const refunds = await refundsOf(id);
    expect(refunds.map((r) => [r.reason, r.amount_cents]).sort()).toEqual([
      ["cheaper", 1000],
      ["out_of_stock", 8640],
    ]);
    expect(stripe.refunds.filter((r) => r.payment_intent === intent).reduce((s, r) => s + r.amount, 0)).toBe(9640);
    const again = await recordForm(id, { orderNumber: "ZAL-1", paidTotal: 1, items: [] });
    expect(again.status).toBe(400);
    // The same record again: the refunds are not made twice.
    const twice = await recordForm(id, record);
    expect(twice.status).toBe(409);
    expect(await refundsOf(id)).toHaveLength(2);
    const read = await customer("GET", `/api/purchases/${id}`);
    expect(read.body.purchase).toMatchObject({ refunded: 96.4, state: "ordered" });
    // The customer's transactions show the payment, by the request's reference, with its money back.
    const transactions = await customer("GET", "/api/users/transactions?perPage=100");
    expect(transactions.status).toBe(200);
    const shown = transactions.body.transactions.find(
      (t: { package: string }) => t.package === read.body.purchase.reference,
    );
    expect(shown).toMatchObject({ currency: "EUR", amount: 200.3, refund: { amount: 96.4, state: "refunded" } });
    const invoice = await customer("GET", `/api/users/transactions/${shown._id}/invoice?lang=fr`);
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get("content-type")).toContain("application/pdf");
  });

  it("lets one of two staff recording at once win, the refund made once", async () => {
    const { id, itemIds } = await paidRequest();
    const fields = {
      orderNumber: "ZAL-1",
      paidTotal: 100,
      items: [
        { itemId: itemIds[0], outcome: "bought", paidUnitPrice: 40 },
        { itemId: itemIds[1], outcome: "bought", paidUnitPrice: 80 },
      ],
    };
    const answers = await Promise.all([recordForm(id, fields), recordForm(id, fields, world.admin.token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await refundsOf(id)).map((r) => r.amount_cents)).toEqual([2000]);
  });

  it("refuses an item bought above its quote, a missing receipt, and changes nothing", async () => {
    const { id, itemIds } = await paidRequest();
    const above = await recordForm(id, {
      orderNumber: "ZAL-2",
      paidTotal: 200,
      items: [
        { itemId: itemIds[0], outcome: "bought", paidUnitPrice: 55 },
        { itemId: itemIds[1], outcome: "bought", paidUnitPrice: 80 },
      ],
    });
    expect(above.status).toBe(400);
    const noReceipt = await recordForm(
      id,
      { orderNumber: "ZAL-2", paidTotal: 100, items: [{ itemId: itemIds[0], outcome: "bought", paidUnitPrice: 50 }] },
      world.support.token,
      null,
    );
    expect(noReceipt.status).toBe(400);
    expect(await rowOf(id)).toMatchObject({ state: "paid", order_number: null });
    expect(await refundsOf(id)).toHaveLength(0);
  });

  it("closes a request nothing could be bought for, everything refunded, never above what was paid", async () => {
    const { id, itemIds, intent, payment } = await paidRequest();
    const res = await recordForm(id, {
      orderNumber: "NONE",
      paidTotal: 0,
      items: [
        { itemId: itemIds[0], outcome: "out_of_stock" },
        { itemId: itemIds[1], outcome: "out_of_stock" },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.purchase.state).toBe("closed");
    const refunded = stripe.refunds.filter((r) => r.payment_intent === intent).reduce((s, r) => s + r.amount, 0);
    expect(refunded).toBe(payment.amount_cents);
  });
});

describe("price rise", () => {
  it("waits for the customer: dropping refunds the item at once, accepting charges the extra", async () => {
    const { id, itemIds, intent } = await paidRequest();
    const rise = await staff("POST", `/api/admins/purchases/${id}/price-rise`, {
      items: [
        { itemId: itemIds[0], newUnitPrice: 55 },
        { itemId: itemIds[1], newUnitPrice: 90 },
      ],
    });
    expect(rise.status).toBe(200);
    expect(rise.body.purchase.state).toBe("awaiting_customer");
    // Staff cannot record while the customer has not answered.
    expect((await recordForm(id, { orderNumber: "X", paidTotal: 1, items: [] })).status).toBe(400);

    const drop = await customer("POST", `/api/purchases/${id}/items/${itemIds[1]}/drop`);
    expect(drop.status).toBe(200);
    expect(drop.body.purchase.state).toBe("awaiting_customer");
    const dropAgain = await customer("POST", `/api/purchases/${id}/items/${itemIds[1]}/drop`);
    expect(dropAgain.status).toBe(409);
    expect((await refundsOf(id)).map((r) => [r.reason, r.amount_cents])).toEqual([["dropped", 8640]]);

    const accept = await customer("POST", `/api/purchases/${id}/items/${itemIds[0]}/accept-rise`, { locale: "en" });
    expect(accept.status).toBe(200);
    const risePayment = (await paymentsOf(id)).find((p) => p.purchase_item_id === itemIds[0])!;
    // 2 × 5 € more and 8 % of it.
    expect(risePayment.amount_cents).toBe(1080);
    const riseIntent = stripe.pay(risePayment.provider_session_id);
    expect((await deliver(paidEvent(risePayment.provider_session_id, 1080, riseIntent))).status).toBe(200);
    expect((await rowOf(id)).state).toBe("paid");
    expect(intent).not.toBe(riseIntent);

    // Bought at the risen price: nothing more back.
    const recorded = await recordForm(id, {
      orderNumber: "ZAL-9",
      paidTotal: 115.9,
      items: [{ itemId: itemIds[0], outcome: "bought", paidUnitPrice: 55 }],
    });
    expect(recorded.status).toBe(200);
    expect(await refundsOf(id)).toHaveLength(1);
  });
});

describe("shipping, arrival and closing", () => {
  it("makes the pre-alert at tracking, and intake's match arrives the request", async () => {
    const { id, itemIds } = await paidRequest();
    const track = `BFM${Date.now().toString(36).toUpperCase()}`;
    const recorded = await recordForm(id, {
      orderNumber: "ZAL-55",
      paidTotal: 180,
      items: [
        { itemId: itemIds[0], outcome: "bought", paidUnitPrice: 50 },
        { itemId: itemIds[1], outcome: "bought", paidUnitPrice: 80 },
      ],
    });
    expect(recorded.body.purchase.state).toBe("ordered");
    expect(recorded.body.purchase.preAlertId).toBeNull();
    const shipped = await staff("POST", `/api/admins/purchases/${id}/tracking`, { trackNumber: track.toLowerCase() });
    expect(shipped.status).toBe(200);
    expect(shipped.body.purchase).toMatchObject({ state: "shipped", trackNumber: track });
    const preAlert = await app.db("pre_alerts").where({ id: shipped.body.purchase.preAlertId }).first();
    expect(preAlert).toMatchObject({ track_number: track, state: "expected", customer_id: world.customer.id });
    expect(preAlert.lines).toMatchObject([
      { description: "Sneaker, EU 42, white", quantity: 2, priceCents: 5000 },
      { description: "Jacket, EU 42, white", quantity: 1, priceCents: 8000 },
    ]);

    const received = await sendForm(
      app,
      "/api/packages/add",
      { ...intakeFields(track, world.warehouse.id, world.customer.id), preAlertId: preAlert.id },
      { token: world.intake.token, files: [await pngImage()] },
    );
    expect(received.status).toBe(201);
    const arrived = await customer("GET", `/api/purchases/${id}`);
    expect(arrived.body.purchase).toMatchObject({
      state: "arrived",
      parcelId: received.body.package._id,
      packageId: received.body.package.packageId,
    });

    // The parcel leaves the warehouse (shipped to the customer): the request is closed with it.
    await app.db("parcels").where({ id: received.body.package._id }).update({ state: "paid", paid_at: new Date() });
    await inTransaction(app.deps, async (work) => {
      const parcel = await findParcel(work, received.body.package._id, { lock: true });
      await applyTransition(work, parcel, "ship", { shipped_at: work.now });
    });
    expect(await rowOf(id)).toMatchObject({ state: "closed" });
    const notices = await app
      .db("notifications")
      .where({ customer_id: world.customer.id, parcel_id: received.body.package._id });
    expect(notices.some((n) => n.title.en.includes("closed"))).toBe(true);
  });

  it("closes a paid request bought nothing for, refunding what is left once", async () => {
    const { id, payment } = await paidRequest();
    const closed = await staff("POST", `/api/admins/purchases/${id}/close`, { reason: "The shop closed" });
    expect(closed.status).toBe(200);
    expect(closed.body.purchase).toMatchObject({ state: "closed", refunded: payment.amount_cents / 100 });
    const again = await staff("POST", `/api/admins/purchases/${id}/close`, { reason: "Again" });
    expect(again.status).toBe(409);
    expect(await refundsOf(id)).toHaveLength(1);
  });

  it("answers the invoice once paid, not before", async () => {
    const { id } = await quotedRequest();
    expect((await customer("GET", `/api/purchases/${id}/invoice`)).status).toBe(409);
    const { id: paid } = await paidRequest();
    const invoice = await app.request("GET", `/api/purchases/${paid}/invoice?lang=ar`, { token: world.customerToken });
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get("content-type")).toContain("application/pdf");
  });
});

describe("the queue and the settings", () => {
  it("lists by tab with counts", async () => {
    await sentRequest([item()]);
    const res = await staff("GET", "/api/admins/purchases?tab=quote");
    expect(res.status).toBe(200);
    expect(res.body.counts.quote).toBeGreaterThan(0);
    expect(res.body.terms).toEqual({ feePercent: 8, minimumFee: 5, validityDays: 3, currency: "EUR" });
    expect(res.body.purchases.every((p: { state: string }) => p.state === "sent")).toBe(true);
  });

  it("finds a request by part of an item's link, whatever its case, and not by a stray wildcard", async () => {
    const { id } = await sentRequest([item({ url: "https://www.IKEA.com/fr/p/mug-42" })]);
    const search = async (query: string) => {
      const res = await staff("GET", `/api/admins/purchases?tab=all&query=${encodeURIComponent(query)}`);
      expect(res.status).toBe(200);
      return (res.body.purchases as { _id: string }[]).map((p) => p._id);
    };
    expect(await search("ikea.com")).toEqual([id]);
    expect(await search("mug-42")).toEqual([id]);
    expect(await search("%")).toEqual([]);
    expect(await search("no-such-shop.example")).toEqual([]);
  });

  it("saves the fee, logs the change, and prices the next quote with it", async () => {
    const denied = await staff("PUT", "/api/admins/purchase-settings", {
      feePercent: 10,
      minimumFee: 3,
      validityDays: 5,
    });
    expect(denied.status).toBe(403);
    const bad = await staff(
      "PUT",
      "/api/admins/purchase-settings",
      { feePercent: 90, minimumFee: 3, validityDays: 0 },
      world.admin.token,
    );
    expect(bad.status).toBe(400);
    const saved = await staff(
      "PUT",
      "/api/admins/purchase-settings",
      { feePercent: 10, minimumFee: 3, validityDays: 5 },
      world.admin.token,
    );
    expect(saved.status).toBe(200);
    try {
      const read = await staff("GET", "/api/admins/purchase-settings", undefined, world.admin.token);
      expect(read.body.settings).toEqual({ feePercent: 10, minimumFee: 3, validityDays: 5 });
      expect(read.body.changes[0].previous).toEqual({ feePercent: 8, minimumFee: 5, validityDays: 3 });
      const { id, itemIds } = await sentRequest([item()]);
      const quoted = await staff("POST", `/api/admins/purchases/${id}/quote`, {
        items: [{ itemId: itemIds[0], available: true, unitPrice: 50 }],
        delivery: 0,
        tax: 0,
      });
      expect(quoted.body.purchase).toMatchObject({ goods: 100, fee: 10, total: 110 });
    } finally {
      await staff(
        "PUT",
        "/api/admins/purchase-settings",
        { feePercent: 8, minimumFee: 5, validityDays: 3 },
        world.admin.token,
      );
    }
  });
});
