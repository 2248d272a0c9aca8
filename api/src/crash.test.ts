import { readdir, stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { makeCustomer, makeStaff } from "./test/factories.js";
import { intakeFields, makeParcel, makeWarehouse, pngImage, sendForm } from "./test/factories-parcels.js";
import { makePayableParcel } from "./test/factories-payments.js";
import { startFakeStripe } from "./test/fake-stripe.js";
import type { TestResponse } from "./test/harness.js";
import { startInstances } from "./test/instances.js";
import { startSmtpPeer } from "./test/smtp-peer.js";
import { until } from "./test/until.js";

// One API process killed with SIGKILL at random moments while it takes in parcels with photos,
// applies Stripe payments and accepts consolidations; after each restart the database and the
// files must tell one consistent story. CRASH_KILLS sets how many kills (npm run test:crash: 50).
const KILLS = Number(process.env.CRASH_KILLS ?? 5);
const SECRET = "whsec_crash_test_secret";

const smtp = await startSmtpPeer();
const stripe = await startFakeStripe();
const cluster = await startInstances(1, {
  SMTP_URL: smtp.url,
  STRIPE_SECRET_KEY: "sk_test_fake",
  STRIPE_WEBHOOK_SECRET: SECRET,
  STRIPE_API_BASE: stripe.url,
  PAYMENTS_LOCAL_CHECKOUT: "false",
});
const api = cluster.instances[0]!;
const { db, tokens } = cluster;
const uploads = join(cluster.dataDir, "uploads");

const admin = await makeStaff(db, { group_id: 1 });
const adminToken = tokens.sign("staff", admin.id, admin.token_version);
const warehouse = await makeWarehouse(db);
const customer = await makeCustomer(db);
const customerToken = tokens.sign("customer", customer.id, customer.token_version);
const image = await pngImage();

/** The answer's status, or undefined when the process died before answering. */
const statusOf = (sent: Promise<TestResponse>) =>
  sent.then(
    (res) => res.status,
    () => undefined,
  );

function webhookEvent(sessionId: string, amount: number) {
  const payload = JSON.stringify({
    id: `evt_${sessionId}`,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        object: "checkout.session",
        id: sessionId,
        amount_total: amount,
        currency: "usd",
        payment_status: "paid",
        status: "complete",
      },
    },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) };
}

/** A parcel awaiting payment whose customer opened a Stripe checkout. */
async function startedPayment() {
  const { parcel, offers } = await makePayableParcel(cluster, { customerId: customer.id, warehouseId: warehouse.id });
  const res = await api.request("POST", "/api/users/stripe/create_payment", {
    token: customerToken,
    body: { packageId: parcel.id, methodId: offers[0]!.id, locale: "en" },
  });
  expect(res.status).toBe(200);
  const tx = await db("transactions").where({ parcel_id: parcel.id, state: "pending" }).first();
  return { parcelId: parcel.id, event: webhookEvent(tx.provider_session_id, offers[0]!.price_cents) };
}

/** Two parcels the customer asked to consolidate. */
async function requestedConsolidation() {
  const members = [];
  for (let i = 0; i < 2; i++)
    members.push(await makeParcel(db, { customer_id: customer.id, warehouse_id: warehouse.id }));
  const res = await api.request("POST", "/api/packages/group", {
    token: customerToken,
    body: { packages: members.map((p) => p.id) },
  });
  expect(res.status).toBe(201);
  return { requestId: res.body.packagesGroup._id as string, memberIds: members.map((p) => p.id) };
}

const deliver = (event: { payload: string; signature: string }) =>
  api.request("POST", "/api/payments/stripe/webhook", {
    body: event.payload,
    headers: { "stripe-signature": event.signature },
  });
const intake = (trackNumber: string) =>
  sendForm(api, "/api/packages/add", intakeFields(trackNumber, warehouse.id, customer.id), {
    token: adminToken,
    files: [image, image],
  });
const accept = (requestId: string) =>
  sendForm(
    api,
    "/api/packages/add-assemble",
    { requestId, weight: "3.2", length: 40, width: 30, height: 20, fees: 1 },
    { token: adminToken, files: [image] },
  );

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );
/** The photo's WebP, or its source still waiting for the encoder. */
async function photoStored(path: string, encodedOnly: boolean): Promise<boolean> {
  if (await exists(join(uploads, path))) return true;
  if (encodedOnly) return false;
  const waiting = await readdir(join(uploads, ".pending", dirname(path))).catch(() => [] as string[]);
  return waiting.some((name) => name.startsWith(`${basename(path)}.`) && name.endsWith(".src"));
}

const figures = { kills: 0, intakes: 0, intakesAnswered: 0, payments: 0, consolidations: 0, mails: 0, duplicates: 0 };
const intakes: { track: string; answered: boolean }[] = [];
const payments: string[] = [];
const consolidations: { requestId: string; memberIds: string[] }[] = [];

/** Every parcel whole or absent, every payment applied once, every photo stored. */
async function checkInvariants(encodedOnly: boolean) {
  for (const { track, answered } of intakes) {
    const parcels = await db("parcels").where({ track_number: track });
    expect(parcels.length, track).toBeLessThanOrEqual(1);
    if (answered) expect(parcels, track).toHaveLength(1);
    for (const parcel of parcels) {
      expect(await db("parcel_items").where({ parcel_id: parcel.id }), track).toHaveLength(1);
      expect(await db("parcel_images").where({ parcel_id: parcel.id }), track).toHaveLength(2);
    }
  }
  for (const parcelId of payments) {
    const done = await db("transactions").where({ parcel_id: parcelId, state: "complete" });
    expect(done, parcelId).toHaveLength(1);
    expect((await db("parcels").where({ id: parcelId }).first()).state).toBe("paid");
    expect(await db("notifications").where({ parcel_id: parcelId })).toHaveLength(1);
  }
  for (const { requestId, memberIds } of consolidations) {
    const row = await db("consolidations").where({ id: requestId }).first();
    expect(row.state).toBe("accepted");
    expect(await db("parcel_images").where({ parcel_id: row.result_parcel_id })).toHaveLength(1);
    const states = await db("parcels").whereIn("id", memberIds).pluck("state");
    expect(states).toEqual(["merged", "merged"]);
  }
  // The photos taken in here (the factories' parcels have made-up paths).
  const photos = (await db("parcel_images as i")
    .join("parcels as p", "p.id", "i.parcel_id")
    .whereIn(
      "p.track_number",
      intakes.map((i) => i.track),
    )
    .orWhereIn("p.id", db("consolidations").whereNotNull("result_parcel_id").select("result_parcel_id"))
    .pluck("i.path")) as string[];
  for (const path of photos) expect(await photoStored(path, encodedOnly), path).toBe(true);
}

describe("an API process killed at random moments", () => {
  it(
    "leaves no half-written parcel, no photo missing, no payment twice or lost, no e-mail unsent",
    async () => {
      const started = Date.now();
      for (let round = 0; round < KILLS; round++) {
        const paying = [await startedPayment(), await startedPayment()];
        const grouped = await requestedConsolidation();
        const tracks = [0, 1, 2].map((i) => `1ZCRASH${round}X${i}`);

        const answers = {
          intakes: tracks.map((track) => statusOf(intake(track))),
          payments: paying.map(({ event }) => statusOf(deliver(event))),
          accept: statusOf(accept(grouped.requestId)),
        };
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 800));
        await api.kill("SIGKILL");
        figures.kills++;
        const intakeStatus = await Promise.all(answers.intakes);
        const paymentStatus = await Promise.all(answers.payments);
        const acceptStatus = await answers.accept;
        await api.restart();

        // What the desk and Stripe do on no answer: Stripe delivers the event again, staff accept
        // again. An intake with no answer is not sent again (the parcel may be in: checked below).
        for (const [i, { event }] of paying.entries()) {
          if (paymentStatus[i] !== 200) expect((await deliver(event)).status).toBe(200);
        }
        if (acceptStatus !== 201) {
          const again = await accept(grouped.requestId);
          expect(again.status === 201 || again.body.code === "REQUEST_CLOSED", JSON.stringify(again.body)).toBe(true);
        }
        for (const [i, track] of tracks.entries()) {
          intakes.push({ track, answered: intakeStatus[i] === 201 });
          if (intakeStatus[i] !== undefined) expect(intakeStatus[i]).toBe(201);
        }
        payments.push(...paying.map((p) => p.parcelId));
        consolidations.push(grouped);
        await checkInvariants(false);
      }

      // The work left by the last process is done by the next: every photo encoded, every e-mail sent.
      await until(
        "the jobs to be done",
        async () => {
          const left = await db("graphile_worker.jobs").whereIn("task_identifier", ["mail:send", "photo:encode"]);
          return left.length === 0 ? true : undefined;
        },
        60_000,
      );
      await checkInvariants(true);
      const outbox = await db("email_outbox").select("id", "status");
      expect(outbox.filter((row) => row.status !== "sent")).toEqual([]);
      const ids = new Set(smtp.mails.map((mail) => /^<outbox-(\d+)\./.exec(mail.messageId)?.[1]));
      expect([...ids].sort()).toEqual(outbox.map((row) => String(row.id)).sort());

      const committed = await db("parcels").whereIn(
        "track_number",
        intakes.map((i) => i.track),
      );
      Object.assign(figures, {
        intakes: committed.length,
        intakesAnswered: intakes.filter((i) => i.answered).length,
        payments: payments.length,
        consolidations: consolidations.length,
        mails: outbox.length,
        // The same message delivered again: killed between the SMTP server's answer and our commit.
        duplicates: smtp.mails.length - ids.size,
      });
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`crash test: ${JSON.stringify({ ...figures, intakesTried: intakes.length, seconds })}\n`);
    },
    KILLS * 20_000 + 60_000,
  );
});
