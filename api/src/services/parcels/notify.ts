/**
 * Telling the customer what happened to a parcel: a row in their
 * notifications, a live `newNotification` once committed, and an e-mail
 * when there is something to do or to know away from the site: an arrival
 * (with the photo), offers ready to pay, a shipment (with its tracking).
 */
import type { Language } from "@ipf/shared";
import { formatMoneyCents } from "@ipf/shared/format";
import { parcelArrivedMail } from "../../mails/parcel-arrived.js";
import { offersReadyMail } from "../../mails/offers-ready.js";
import { parcelShippedMail } from "../../mails/parcel-shipped.js";
import { createNotification, publishNotification } from "../notifications.js";
import { siteLink } from "../../lib/public-origin.js";
import { mailUploadLink } from "../../lib/signed-uploads.js";
import type { ParcelRow } from "./rows.js";
import type { Work } from "../work.js";

export type ParcelNotice = "arrived" | "assembled" | "split" | "approved" | "shipped" | "photos" | "requestCancelled";

type Translated = Record<Language, string>;

/** Notification texts; `{code}` is the parcel code, `{track}` the track number. */
const NOTICES: Record<ParcelNotice, { title: Translated; text: Translated }> = {
  arrived: {
    title: { en: "Parcel arrived", ar: "وصل طرد جديد", fr: "Colis arrivé" },
    text: {
      en: "Your parcel {track} has arrived and is in your locker as {code}.",
      ar: "وصل طردك {track} وهو الآن في خزانتك برقم {code}.",
      fr: "Votre colis {track} est arrivé et se trouve dans votre casier sous la référence {code}.",
    },
  },
  assembled: {
    title: { en: "Parcels consolidated", ar: "تم تجميع الطرود", fr: "Colis regroupés" },
    text: {
      en: "Your parcels were packed into one: {code} is in your locker.",
      ar: "جمعنا طرودك في طرد واحد: {code} في خزانتك الآن.",
      fr: "Vos colis ont été regroupés : {code} est dans votre casier.",
    },
  },
  split: {
    title: { en: "Parcel split", ar: "تم تقسيم الطرد", fr: "Colis divisé" },
    text: {
      en: "Your parcel {code} was split; the new parcels are in your locker.",
      ar: "قسّمنا طردك {code}؛ الطرود الجديدة في خزانتك.",
      fr: "Votre colis {code} a été divisé ; les nouveaux colis sont dans votre casier.",
    },
  },
  approved: {
    title: { en: "Shipping approved", ar: "تمت الموافقة على الشحن", fr: "Expédition approuvée" },
    text: {
      en: "Shipping options for {code} are ready: choose one and pay to ship it.",
      ar: "خيارات شحن الطرد {code} جاهزة: اختر واحدًا وادفع لشحنه.",
      fr: "Les options d'expédition de {code} sont prêtes : choisissez-en une et payez pour l'expédier.",
    },
  },
  shipped: {
    title: { en: "Parcel shipped", ar: "تم شحن الطرد", fr: "Colis expédié" },
    text: {
      en: "Your parcel {code} is on its way.",
      ar: "طردك {code} في الطريق إليك.",
      fr: "Votre colis {code} est en route.",
    },
  },
  photos: {
    title: { en: "New photos", ar: "صور جديدة", fr: "Nouvelles photos" },
    text: {
      en: "The photos you asked for of {code} are ready.",
      ar: "الصور التي طلبتها للطرد {code} جاهزة.",
      fr: "Les photos demandées de {code} sont prêtes.",
    },
  },
  requestCancelled: {
    title: { en: "Request cancelled", ar: "تم إلغاء الطلب", fr: "Demande annulée" },
    text: {
      en: "Our team cancelled the request for {code}; the parcel is back in your locker.",
      ar: "ألغى فريقنا الطلب الخاص بالطرد {code}؛ عاد الطرد إلى خزانتك.",
      fr: "Notre équipe a annulé la demande pour {code} ; le colis est de retour dans votre casier.",
    },
  },
};

const fill = (texts: Translated, parcel: ParcelRow): Translated => {
  const one = (text: string) =>
    text.replaceAll("{code}", parcel.parcel_code).replaceAll("{track}", parcel.track_number);
  return { en: one(texts.en), ar: one(texts.ar), fr: one(texts.fr) };
};

/** Records the notification and queues what goes out once the work commits. */
export async function notifyCustomer(work: Work, parcel: ParcelRow, notice: ParcelNotice): Promise<void> {
  const { title, text } = NOTICES[notice];
  const notification = await createNotification(work, {
    customerId: parcel.customer_id,
    title: fill(title, parcel),
    text: fill(text, parcel),
    warehouseId: parcel.warehouse_id,
    parcelId: parcel.id,
  });
  work.after(() => publishNotification(work, parcel.customer_id, notification));
  const mail = MAILS[notice];
  if (!mail) return;
  const customer = (await work
    .trx("customers")
    .where({ id: parcel.customer_id })
    .whereNull("deleted_at")
    .first("email", "first_name", "language", "site_origin")) as Recipient | undefined;
  if (customer) await mail(work, parcel, customer, notice);
}

interface Recipient {
  email: string;
  first_name: string;
  language: Language;
  site_origin: string | null;
}

type ParcelMail = (work: Work, parcel: ParcelRow, customer: Recipient, notice: ParcelNotice) => Promise<void>;

/** The notices that also go by e-mail. */
const MAILS: Partial<Record<ParcelNotice, ParcelMail>> = {
  arrived: queueArrivalMail,
  assembled: queueArrivalMail,
  approved: queueOffersMail,
  shipped: queueShippedMail,
};

/** A link of the site for this customer's e-mails: where they last signed in, if still one of ours. */
const linkFor = (work: Work, customer: Recipient, path: string) =>
  siteLink(work.deps.config, customer.site_origin, path);

/** A carrier's name in the customer's language (the Arabic one when there is one). */
const carrierName = (carrier: { name: string; name_ar: string | null }, language: Language) =>
  language === "ar" && carrier.name_ar ? carrier.name_ar : carrier.name;

async function queueArrivalMail(work: Work, parcel: ParcelRow, customer: Recipient, notice: ParcelNotice) {
  const { trx, deps } = work;
  const photo = (await trx("parcel_images").where({ parcel_id: parcel.id }).orderBy("position").first("path")) as
    { path: string } | undefined;
  await deps.mailer.queue(
    parcelArrivedMail({
      to: customer.email,
      language: customer.language,
      firstName: customer.first_name,
      parcelCode: parcel.parcel_code,
      trackNumber: parcel.track_number,
      // Its own signed link, good for a week: the mail is read later than a page (lib/signed-uploads.ts).
      photoUrl: photo ? linkFor(work, customer, mailUploadLink(deps.config.jwtSecret, photo.path, work.now)) : null,
      lockerUrl: linkFor(work, customer, `/${customer.language}/dashboard`),
      consolidated: notice === "assembled",
    }),
    trx,
  );
}

/** Staff priced the shipping request: the offers, cheapest first, and the way to pay. */
async function queueOffersMail(work: Work, parcel: ParcelRow, customer: Recipient) {
  const { trx, deps } = work;
  const offers = (await trx("shipping_offers as o")
    .join("carriers as c", "c.id", "o.carrier_id")
    .where("o.parcel_id", parcel.id)
    .orderBy([{ column: "o.price_cents" }, { column: "o.id" }])
    .select("o.price_cents", "c.name", "c.name_ar", "c.min_ship_days", "c.max_ship_days")) as {
    price_cents: number;
    name: string;
    name_ar: string | null;
    min_ship_days: number;
    max_ship_days: number;
  }[];
  const { language } = customer;
  await deps.mailer.queue(
    offersReadyMail({
      to: customer.email,
      language,
      firstName: customer.first_name,
      parcelCode: parcel.parcel_code,
      offers: offers.map((offer) => ({
        carrier: carrierName(offer, language),
        minDays: offer.min_ship_days,
        maxDays: offer.max_ship_days,
        price: formatMoneyCents(Number(offer.price_cents), "USD", language),
      })),
      lockerUrl: linkFor(work, customer, `/${language}/dashboard`),
    }),
    trx,
  );
}

/** The parcel left: its carrier, and the carrier's tracking when staff gave it. */
async function queueShippedMail(work: Work, parcel: ParcelRow, customer: Recipient) {
  const { trx, deps } = work;
  const carrier = parcel.ship_carrier_id
    ? ((await trx("carriers").where({ id: parcel.ship_carrier_id }).first("name", "name_ar")) as
        { name: string; name_ar: string | null } | undefined)
    : undefined;
  const { language } = customer;
  await deps.mailer.queue(
    parcelShippedMail({
      to: customer.email,
      language,
      firstName: customer.first_name,
      parcelCode: parcel.parcel_code,
      carrier: carrier ? carrierName(carrier, language) : null,
      trackNumber: parcel.shipped_track_number,
      trackLink: parcel.track_link,
      shippedUrl: linkFor(work, customer, `/${language}/shipped`),
    }),
    trx,
  );
}
