/**
 * Telling the customer what happened to a parcel: a row in their
 * notifications, a live `newNotification` once committed, and for arrivals
 * an e-mail with the photo.
 */
import type { Language } from "@ipf/shared";
import { parcelArrivedMail } from "../../mails/parcel-arrived.js";
import { createNotification, publishNotification } from "../notifications.js";
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
  if (notice === "arrived" || notice === "assembled") await queueArrivalMail(work, parcel, notice === "assembled");
}

async function queueArrivalMail(work: Work, parcel: ParcelRow, consolidated: boolean): Promise<void> {
  const { trx, deps } = work;
  const customer = (await trx("customers").where({ id: parcel.customer_id }).whereNull("deleted_at").first()) as
    { email: string; first_name: string; language: Language } | undefined;
  if (!customer) return;
  const photo = (await trx("parcel_images").where({ parcel_id: parcel.id }).orderBy("position").first("path")) as
    { path: string } | undefined;
  const base = deps.config.publicUrl.replace(/\/+$/, "");
  await deps.mailer.queue(
    parcelArrivedMail({
      to: customer.email,
      language: customer.language,
      firstName: customer.first_name,
      parcelCode: parcel.parcel_code,
      trackNumber: parcel.track_number,
      // Its own signed link, good for a week: the mail is read later than a page (lib/signed-uploads.ts).
      photoUrl: photo ? `${base}${mailUploadLink(deps.config.jwtSecret, photo.path, work.now)}` : null,
      lockerUrl: `${base}/${customer.language}/dashboard`,
      consolidated,
    }),
    trx,
  );
}
