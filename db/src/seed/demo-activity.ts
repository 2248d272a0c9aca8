/**
 * Demo seed, last part: what happens around the parcels (a photo request,
 * services asked for, alerts, notifications, support tickets).
 */
import type { Knex } from "knex";
import { newAlertCode } from "./codes.js";
import type { DemoCatalogue } from "./demo-catalogue.js";
import type { DemoParcels } from "./demo-parcels.js";
import type { DemoPeople } from "./demo-factories.js";

interface Context {
  catalogue: DemoCatalogue;
  people: DemoPeople;
  parcels: DemoParcels;
  now: Date;
}

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

export async function seedDemoActivity(trx: Knex.Transaction, ctx: Context): Promise<void> {
  const { people, parcels, catalogue, now } = ctx;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const customerId = people.customer.id;
  const withLithium = parcels.withLithium;
  const shipped = parcels.shipped;

  await trx("image_requests").insert({
    parcel_id: parcels.inLocker.id,
    customer_id: customerId,
    created_at: ago(6 * 60 * MINUTE),
  });

  await seedDemoServices(trx, ctx);

  await trx("alerts").insert([
    {
      alert_code: newAlertCode(),
      type: "warning",
      customer_id: customerId,
      parcel_id: withLithium.id,
      created_at: ago(20 * 60 * MINUTE),
      text: JSON.stringify({
        en: `Parcel ${withLithium.code} contains a lithium battery: only carriers that accept batteries will be offered.`,
        ar: `يحتوي الطرد ${withLithium.code} على بطارية ليثيوم: لن نعرض إلا شركات الشحن التي تقبل البطاريات.`,
        fr: `Le colis ${withLithium.code} contient une batterie au lithium : seuls les transporteurs qui acceptent les batteries seront proposés.`,
      }),
    },
    {
      alert_code: newAlertCode(),
      type: "info",
      customer_id: null,
      created_at: ago(30 * DAY),
      cleared: true,
      cleared_at: ago(20 * DAY),
      cleared_by: people.staff.admin,
      text: JSON.stringify({
        en: "Our warehouses are closed on 25 December and 1 January. Parcels received then are registered the next day.",
        ar: "مستودعاتنا مغلقة يومي 25 ديسمبر و1 يناير. تُسجَّل الطرود المستلمة خلالهما في اليوم التالي.",
        fr: "Nos entrepôts sont fermés le 25 décembre et le 1er janvier. Les colis reçus ces jours-là sont enregistrés le lendemain.",
      }),
    },
  ]);

  await trx("notifications").insert([
    {
      customer_id: customerId,
      warehouse_id: catalogue.warehouses.FR,
      parcel_id: withLithium.id,
      created_at: withLithium.seed.createdAt,
      title: JSON.stringify({ en: "New parcel", ar: "طرد جديد", fr: "Nouveau colis" }),
      text: JSON.stringify({
        en: `Parcel ${withLithium.code} has arrived in your locker in France.`,
        ar: `وصل الطرد ${withLithium.code} إلى خزانتك في فرنسا.`,
        fr: `Le colis ${withLithium.code} est arrivé dans votre casier en France.`,
      }),
    },
    {
      customer_id: customerId,
      warehouse_id: catalogue.warehouses.DE,
      parcel_id: shipped.id,
      created_at: ago(10 * DAY),
      seen_at: ago(9 * DAY),
      title: JSON.stringify({ en: "Parcel shipped", ar: "تم شحن الطرد", fr: "Colis expédié" }),
      text: JSON.stringify({
        en: `Parcel ${shipped.code} is on its way with DHL Express.`,
        ar: `الطرد ${shipped.code} في طريقه إليك مع دي إتش إل إكسبريس.`,
        fr: `Le colis ${shipped.code} est en route avec DHL Express.`,
      }),
    },
  ]);

  await addTicket(trx, {
    customerId,
    title: "Adding a parcel to my consolidation",
    status: "open",
    createdAt: ago(4 * MINUTE),
    customerHasNew: true,
    messages: [
      {
        staffId: null,
        at: ago(4 * MINUTE),
        body: "Hello, can you add my headphones to the consolidation I have just requested?",
      },
      {
        staffId: people.staff.support,
        at: ago(2 * MINUTE),
        body: "Hello Amina, a sent request cannot be changed, but you can cancel it within 15 minutes and send a new one with the three parcels.",
      },
    ],
  });
  await addTicket(trx, {
    customerId,
    title: "Invoice for my last shipment",
    status: "closed",
    createdAt: ago(9 * DAY),
    closedAt: ago(8 * DAY),
    closedBy: people.staff.support,
    messages: [
      { staffId: null, at: ago(9 * DAY), body: "Where can I download the invoice of my parcel shipped from Germany?" },
      {
        staffId: people.staff.support,
        at: ago(8 * DAY),
        body: "Open Transactions in your profile menu and press Bill on the payment: the PDF downloads from there.",
      },
    ],
  });
}

interface TicketSeed {
  customerId: string;
  title: string;
  status: "open" | "closed";
  createdAt: Date;
  customerHasNew?: boolean;
  closedAt?: Date;
  closedBy?: string;
  messages: readonly { staffId: string | null; at: Date; body: string }[];
}

async function addTicket(trx: Knex.Transaction, t: TicketSeed): Promise<void> {
  const last = t.messages.at(-1)?.at ?? t.createdAt;
  const [row] = await trx("support_tickets")
    .insert({
      customer_id: t.customerId,
      title: t.title,
      status: t.status,
      customer_has_new: t.customerHasNew ?? false,
      staff_has_new: false,
      last_message_at: last,
      closed_at: t.closedAt ?? null,
      closed_by: t.closedBy ?? null,
      created_at: t.createdAt,
    })
    .returning<{ id: string }[]>("id");
  await trx("support_messages").insert(
    t.messages.map((m) => ({
      ticket_id: row!.id,
      is_staff: m.staffId !== null,
      staff_id: m.staffId,
      body: m.body,
      created_at: m.at,
    })),
  );
}

/**
 * Services on Amina's parcels: a content inspection she asked for this
 * morning on the parcel in Germany (the only one there, so it holds back
 * nothing another demo needs), and a device test staff completed on the
 * parcel in her locker, with a photo and a failed item, its $10 fee due with
 * the shipping payment.
 */
async function seedDemoServices(trx: Knex.Transaction, ctx: Context): Promise<void> {
  const { people, parcels, now } = ctx;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const serviceId = async (code: string) => ((await trx("services").where({ code }).first("id")) as { id: string }).id;
  const photo = (await trx("parcel_images")
    .where({ parcel_id: parcels.inLocker.id })
    .orderBy("position")
    .first("path")) as { path: string } | undefined;
  await trx("service_requests").insert([
    {
      parcel_id: parcels.inGermany.id,
      customer_id: people.customer.id,
      service_id: await serviceId("content_inspection"),
      note: "Please check that both earphones are in the box.",
      requested_at: ago(3 * 60 * MINUTE),
    },
    {
      parcel_id: parcels.inLocker.id,
      customer_id: people.customer.id,
      service_id: await serviceId("device_test"),
      state: "completed",
      note: "Does the phone switch on and charge?",
      requested_at: ago(1 * DAY),
      started_at: ago(20 * 60 * MINUTE),
      started_by: people.staff.intake,
      completed_at: ago(18 * 60 * MINUTE),
      completed_by: people.staff.intake,
      fee_cents: 1000,
      charge_parcel_id: parcels.inLocker.id,
      photos: photo ? [photo.path] : [],
      checklist: JSON.stringify([
        { item: "Switches on", passed: true, note: "" },
        { item: "Charges", passed: true, note: "" },
        { item: "Battery health", passed: false, note: "74 %: below the 80 % the shop promised" },
      ]),
      result_note: "The phone works; its battery is weaker than advertised.",
    },
  ]);
}
