import { describe, expect, it } from "vitest";
import type { Language } from "@ipf/shared";
import { createTestApp } from "../../test/harness.js";
import { makeCustomer } from "../../test/factories.js";
import { makeWorld, shipThroughStandIn } from "../../test/factories-parcels.js";
import { startSmtpPeer } from "../../test/smtp-peer.js";
import { loadNotifications } from "../../services/notifications.js";
import { pollQuietTrackers } from "../../services/tracking.js";
import { readScope } from "../../services/work.js";

/**
 * The carrier's tracking told to the customer: a notification and an
 * e-mail in their language for out for delivery, delivered and each
 * problem, once per carrier's event, through the karrio stand-in's webhook
 * and polling, the mail delivered to a real SMTP server.
 */
const smtp = await startSmtpPeer();
const app = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "https://ipf.example" });
const world = await makeWorld(app);
const standIn = app.deps.carrierEngine.standIn!;
const secret = app.deps.carrierEngine.webhookSecret!;

const NAMES: Record<Language, string> = { ar: "سارة", en: "Paul", fr: "Chloé" };

async function shippedParcel(language: Language) {
  const customer = await makeCustomer(app.db, { language, first_name: NAMES[language] });
  const { parcel, trackNumber } = await shipThroughStandIn(app, world, {
    customerId: customer.id,
    carrier: { name: "Colissimo", name_ar: "كوليسيمو" },
  });
  // The stand-in's tracker exists once the shipment has committed.
  await expect
    .poll(() => app.db("parcel_trackers").where({ parcel_id: parcel.id }).whereNotNull("checked_at").first())
    .toBeTruthy();
  return { customer, code: parcel.parcel_code, trackNumber };
}

/** The e-mails the SMTP server received for `to`, once none is left to send, oldest first. */
async function mailsTo(to: string) {
  await expect
    .poll(async () => (await app.db("email_outbox").where({ to_address: to }).whereNot({ status: "sent" })).length)
    .toBe(0);
  return smtp.mails.filter((mail) => mail.to.includes(to));
}

/** The customer's notifications as the bell shows them, oldest first, in their language. */
async function notificationsOf(customer: { id: string; language: Language }) {
  const { notifications } = await loadNotifications(readScope(app.deps), customer.id);
  return notifications.reverse().map((n) => ({ title: n.title[customer.language], text: n.text[customer.language] }));
}

const webhook = (trackNumber: string) =>
  app.request("POST", "/api/carriers/karrio/webhook", {
    body: { event: "tracker_updated", data: { carrier_name: "colissimo", tracking_number: trackNumber } },
    headers: { "X-Event-Id": secret },
  });

describe("#tracking notices", () => {
  it("tells out for delivery, then delivered, once each, in English, and nothing for a parcel simply moving", async () => {
    const { customer, code, trackNumber } = await shippedParcel("en");
    await standIn.advance(trackNumber, "in_transit");
    await standIn.advance(trackNumber, "out_for_delivery");
    await standIn.advance(trackNumber, "delivered");
    const mails = await mailsTo(customer.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Your parcel ${code} has shipped`,
      `Your parcel ${code} is out for delivery`,
      `Your parcel ${code} has been delivered`,
    ]);
    const [, out, delivered] = mails;
    expect(out!.text).toContain("Hello Paul,");
    expect(out!.text).toContain(`Colissimo is delivering your parcel ${code} today.`);
    expect(out!.text).toContain("Keep your phone at hand: the courier may call you before coming.");
    expect(out!.text).toContain(`Track number: ${trackNumber}`);
    expect(out!.text).toContain(`Track my parcel: https://tracking.example/${trackNumber}`);
    expect(out!.text).toContain("My shipped parcels: https://ipf.example/en/shipped");
    expect(out!.text).not.toContain("support");
    expect(delivered!.text).toContain(`Colissimo has delivered your parcel ${code}.`);
    expect(delivered!.text).toContain("Carrier's update: Delivered");
    expect(delivered!.text).toContain("Not received it? Ask your neighbours");
    expect(delivered!.text).toContain("Write to support: https://ipf.example/en/support");
    expect(delivered!.html).toContain('<html lang="en" dir="ltr">');
    expect((await notificationsOf(customer)).map((n) => n.title)).toEqual([
      "Parcel shipped",
      "Out for delivery",
      "Parcel delivered",
    ]);
  });

  it.each([
    {
      language: "fr" as const,
      status: "delivery_failed",
      subject: (code: string) => `Votre colis ${code} n'a pas pu être livré`,
      says: (code: string, track: string) => [
        `Colissimo n'a pas pu livrer votre colis ${code}.`,
        "Message du transporteur : Delivery attempted: recipient absent, notice left",
        `Sinon, contactez-le avec le numéro de suivi ${track}, ou écrivez à notre support : nous vous aiderons.`,
        "Écrire au support: https://ipf.example/fr/support",
      ],
      notification: (code: string, track: string) => ({
        title: "Échec de la livraison",
        text: `Le transporteur n'a pas pu livrer ${code}. Contactez-le avec le numéro de suivi ${track}, ou écrivez à notre support.`,
      }),
    },
    {
      language: "ar" as const,
      status: "on_hold",
      subject: (code: string) => `طردك ${code} محتجز مؤقتًا`,
      says: (code: string) => [
        "أهلًا سارة،",
        `تحتجز شركة الشحن كوليسيمو طردك ${code}، وغالبًا ما يكون ذلك لدى الجمارك.`,
        "قد تطلب منك الجمارك مستندًا (الفاتورة أو بطاقة هويتك) أو دفع رسوم. راقب هاتفك",
        "راسل فريق الدعم: https://ipf.example/ar/support",
      ],
      notification: (code: string) => ({
        title: "الطرد محتجز مؤقتًا",
        text: `طردك ${code} محتجز، غالبًا لدى الجمارك: قد يُطلب منك مستند أو رسوم، فراقب هاتفك.`,
      }),
    },
    {
      language: "ar" as const,
      status: "return_to_sender",
      subject: (code: string) => `طردك ${code} في طريق العودة إلى المرسِل`,
      says: (code: string) => [
        `تعيد شركة الشحن كوليسيمو طردك ${code} إلى المرسِل.`,
        "راسل فريق الدعم لدينا لنرتّب معك الخطوة التالية.",
      ],
      notification: () => ({ title: "الطرد في طريق العودة" }),
    },
    {
      language: "en" as const,
      status: "ready_for_pickup",
      subject: (code: string) => `Your parcel ${code} is ready for pickup`,
      says: (code: string, track: string) => [
        `Your parcel ${code} is waiting for you at a Colissimo pickup point.`,
        `Collect it with your ID and the track number ${track};`,
      ],
      notification: () => ({ title: "Ready for pickup" }),
    },
  ])("tells $status in the customer's language ($language), with what to do next", async (row) => {
    const { customer, code, trackNumber } = await shippedParcel(row.language);
    await standIn.advance(trackNumber, "in_transit");
    await standIn.advance(trackNumber, row.status);
    const mails = await mailsTo(customer.email);
    expect(mails).toHaveLength(2);
    const mail = mails[1]!;
    expect(mail.subject).toBe(row.subject(code));
    for (const sentence of row.says(code, trackNumber)) expect(mail.text).toContain(sentence);
    expect(mail.html).toContain(`<html lang="${row.language}" dir="${row.language === "ar" ? "rtl" : "ltr"}">`);
    const notifications = await notificationsOf(customer);
    expect(notifications).toHaveLength(2);
    expect(notifications[1]).toMatchObject(row.notification(code, trackNumber));
  });

  it("sends nothing again for a replayed webhook or a poll that reads the same event", async () => {
    const { customer, code, trackNumber } = await shippedParcel("en");
    await standIn.advance(trackNumber, "delivery_failed");
    expect(await mailsTo(customer.email)).toHaveLength(2);
    for (let i = 0; i < 3; i++) expect((await webhook(trackNumber)).status).toBe(200);
    await pollQuietTrackers({ ...readScope(app.deps), now: new Date(Date.now() + 4 * 3_600_000) });
    expect((await mailsTo(customer.email)).map((m) => m.subject)).toEqual([
      `Your parcel ${code} has shipped`,
      `Your parcel ${code} could not be delivered`,
    ]);
    expect(await notificationsOf(customer)).toHaveLength(2);
  });

  it("tells a status again when it comes back with a new event: out for delivery, failed, out for delivery", async () => {
    const { customer, code, trackNumber } = await shippedParcel("en");
    await standIn.advance(trackNumber, "out_for_delivery");
    await standIn.advance(trackNumber, "delivery_failed");
    await standIn.advance(trackNumber, "out_for_delivery");
    await webhook(trackNumber);
    expect((await mailsTo(customer.email)).map((m) => m.subject)).toEqual([
      `Your parcel ${code} has shipped`,
      `Your parcel ${code} is out for delivery`,
      `Your parcel ${code} could not be delivered`,
      `Your parcel ${code} is out for delivery`,
    ]);
  });

  it("sends nothing when a status comes back with an event already told of", async () => {
    const { customer, trackNumber } = await shippedParcel("en");
    await standIn.advance(trackNumber, "out_for_delivery");
    expect(await mailsTo(customer.email)).toHaveLength(2);
    // A read in between said otherwise (a status flickering at the carrier); the next read
    // says out for delivery again, with no new event.
    await app.db("parcel_trackers").where({ tracking_number: trackNumber }).update({ status: "in_transit" });
    expect((await webhook(trackNumber)).status).toBe(200);
    expect(await app.db("parcel_trackers").where({ tracking_number: trackNumber }).first("status")).toEqual({
      status: "out_for_delivery",
    });
    expect(await mailsTo(customer.email)).toHaveLength(2);
    expect(await notificationsOf(customer)).toHaveLength(2);
  });

  it("sends one e-mail when two webhooks for the same move arrive at once", async () => {
    const { customer, code, trackNumber } = await shippedParcel("fr");
    await standIn.advance(trackNumber, "on_hold", { silent: true });
    const answers = await Promise.all([webhook(trackNumber), webhook(trackNumber), webhook(trackNumber)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await mailsTo(customer.email)).map((m) => m.subject)).toEqual([
      `Votre colis ${code} est expédié`,
      `Votre colis ${code} est retenu`,
    ]);
    expect((await notificationsOf(customer)).map((n) => n.title)).toEqual(["Colis expédié", "Colis retenu"]);
    expect(
      await app
        .db("parcel_tracking_notices")
        .where({ kind: "on_hold" })
        .join("parcel_trackers as t", "t.id", "tracker_id")
        .where("t.tracking_number", trackNumber),
    ).toHaveLength(1);
  });
});
