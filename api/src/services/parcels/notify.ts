/**
 * Telling the customer what happened to a parcel: a row in their
 * notifications, a live `newNotification` once committed, and an e-mail
 * when there is something to do or to know away from the site: an arrival
 * (with the photo), offers ready to pay, a shipment (with its tracking), and
 * then the carrier's tracking as it moves (`notifyTracking`).
 */
import type { Language } from "@ipf/shared";
import { formatMoneyCents } from "@ipf/shared/format";
import { parcelArrivedMail } from "../../mails/parcel-arrived.js";
import { offersReadyMail } from "../../mails/offers-ready.js";
import { parcelShippedMail } from "../../mails/parcel-shipped.js";
import { parcelTrackingMail } from "../../mails/parcel-tracking.js";
import { fillIn, mailRecipient, notifyOfParcel, type MailRecipient, type NoticeTexts } from "../notifications.js";
import { siteLink } from "../../lib/public-origin.js";
import { mailUploadLink } from "../../lib/signed-uploads.js";
import type { ParcelRow } from "./rows.js";
import type { Work } from "../work.js";
import type { TrackingNoticeDue, TrackingNoticeKind } from "../tracking-notices.js";

export type ParcelNotice = "arrived" | "assembled" | "split" | "approved" | "shipped" | "photos" | "requestCancelled";

/** Notification texts; `{code}` is the parcel code, `{track}` the track number. */
const NOTICES: Record<ParcelNotice, NoticeTexts> = {
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

/**
 * The carrier's tracking moved (tracking-notices.ts); `{carrierTrack}` is the
 * carrier's track number. Each says what to do next.
 */
const TRACKING_NOTICES: Record<TrackingNoticeKind, NoticeTexts> = {
  out_for_delivery: {
    title: { en: "Out for delivery", ar: "خرج للتوصيل", fr: "En cours de livraison" },
    text: {
      en: "Your parcel {code} is out for delivery today: keep your phone at hand.",
      ar: "خرج طردك {code} للتوصيل اليوم: أبقِ هاتفك قريبًا منك.",
      fr: "Votre colis {code} est en cours de livraison aujourd'hui : gardez votre téléphone à portée de main.",
    },
  },
  delivered: {
    title: { en: "Parcel delivered", ar: "تم تسليم الطرد", fr: "Colis livré" },
    text: {
      en: "Your parcel {code} has been delivered. Not received it? Write to our support.",
      ar: "تم تسليم طردك {code}. لم تستلمه؟ راسل فريق الدعم لدينا.",
      fr: "Votre colis {code} a été livré. Pas reçu ? Écrivez à notre support.",
    },
  },
  delivery_failed: {
    title: { en: "Delivery failed", ar: "تعذّر التسليم", fr: "Échec de la livraison" },
    text: {
      en: "The carrier could not deliver {code}. Contact it with the track number {carrierTrack}, or write to our support.",
      ar: "تعذّر على شركة الشحن تسليم طردك {code}. اتصل بها واذكر رقم التتبّع {carrierTrack}، أو راسل فريق الدعم لدينا.",
      fr: "Le transporteur n'a pas pu livrer {code}. Contactez-le avec le numéro de suivi {carrierTrack}, ou écrivez à notre support.",
    },
  },
  on_hold: {
    title: { en: "Parcel on hold", ar: "الطرد محتجز مؤقتًا", fr: "Colis retenu" },
    text: {
      en: "Your parcel {code} is held, often at customs: a document or duties may be asked of you, so watch your phone.",
      ar: "طردك {code} محتجز، غالبًا لدى الجمارك: قد يُطلب منك مستند أو رسوم، فراقب هاتفك.",
      fr: "Votre colis {code} est retenu, souvent à la douane : un document ou des droits peuvent vous être demandés, surveillez votre téléphone.",
    },
  },
  returned: {
    title: { en: "Parcel returned", ar: "الطرد في طريق العودة", fr: "Colis renvoyé" },
    text: {
      en: "Your parcel {code} is going back to the sender. Write to our support so that we arrange what follows.",
      ar: "طردك {code} في طريق العودة إلى المرسِل. راسل فريق الدعم لدينا لنرتّب الخطوة التالية.",
      fr: "Votre colis {code} repart vers l'expéditeur. Écrivez à notre support pour convenir de la suite.",
    },
  },
  ready_for_pickup: {
    title: { en: "Ready for pickup", ar: "جاهز للاستلام", fr: "Prêt à être retiré" },
    text: {
      en: "Your parcel {code} is waiting at a pickup point: bring your ID and the track number {carrierTrack}.",
      ar: "طردك {code} بانتظارك في نقطة استلام: أحضر بطاقة هويتك ورقم التتبّع {carrierTrack}.",
      fr: "Votre colis {code} vous attend en point relais : munissez-vous d'une pièce d'identité et du numéro de suivi {carrierTrack}.",
    },
  },
};

/** A notice about `parcel`, its code and track numbers put in. */
const noticeOf = ({ title, text }: NoticeTexts, parcel: ParcelRow): NoticeTexts => {
  const values = {
    code: parcel.parcel_code,
    track: parcel.track_number,
    carrierTrack: parcel.shipped_track_number ?? "",
  };
  return { title: fillIn(title, values), text: fillIn(text, values) };
};

/** Records the notification and queues what goes out once the work commits. */
export async function notifyCustomer(work: Work, parcel: ParcelRow, notice: ParcelNotice): Promise<void> {
  await notifyOfParcel(work, parcel, noticeOf(NOTICES[notice], parcel));
  const mail = MAILS[notice];
  if (!mail) return;
  const customer = await mailRecipient(work, parcel.customer_id);
  if (customer) await mail(work, parcel, customer, notice);
}

/** The carrier's tracking moved: the notification and the e-mail, each saying what to do next. */
export async function notifyTracking(
  work: Work,
  parcel: ParcelRow,
  due: TrackingNoticeDue,
  tracker: { tracking_number: string; tracking_url: string | null },
): Promise<void> {
  await notifyOfParcel(work, parcel, noticeOf(TRACKING_NOTICES[due.kind], parcel));
  const customer = await mailRecipient(work, parcel.customer_id);
  if (!customer) return;
  const { language } = customer;
  const carrier = await carrierOf(work, parcel);
  await work.deps.mailer.queue(
    parcelTrackingMail({
      to: customer.email,
      language,
      firstName: customer.first_name,
      kind: due.kind,
      parcelCode: parcel.parcel_code,
      carrier: carrier ? carrierName(carrier, language) : null,
      trackNumber: tracker.tracking_number,
      trackLink: tracker.tracking_url,
      carrierUpdate: due.event?.description || null,
      shippedUrl: linkFor(work, customer, `/${language}/shipped`),
      supportUrl: linkFor(work, customer, `/${language}/support`),
    }),
    work.trx,
  );
}

async function carrierOf(work: Work, parcel: ParcelRow) {
  if (!parcel.ship_carrier_id) return undefined;
  return (await work.trx("carriers").where({ id: parcel.ship_carrier_id }).first("name", "name_ar")) as
    { name: string; name_ar: string | null } | undefined;
}

type ParcelMail = (work: Work, parcel: ParcelRow, customer: MailRecipient, notice: ParcelNotice) => Promise<void>;

/** The notices that also go by e-mail. */
const MAILS: Partial<Record<ParcelNotice, ParcelMail>> = {
  arrived: queueArrivalMail,
  assembled: queueArrivalMail,
  approved: queueOffersMail,
  shipped: queueShippedMail,
};

/** A link of the site for this customer's e-mails: where they last signed in, if still one of ours. */
const linkFor = (work: Work, customer: MailRecipient, path: string) =>
  siteLink(work.deps.config, customer.site_origin, path);

/** A carrier's name in the customer's language (the Arabic one when there is one). */
const carrierName = (carrier: { name: string; name_ar: string | null }, language: Language) =>
  language === "ar" && carrier.name_ar ? carrier.name_ar : carrier.name;

async function queueArrivalMail(work: Work, parcel: ParcelRow, customer: MailRecipient, notice: ParcelNotice) {
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
async function queueOffersMail(work: Work, parcel: ParcelRow, customer: MailRecipient) {
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
async function queueShippedMail(work: Work, parcel: ParcelRow, customer: MailRecipient) {
  const { trx, deps } = work;
  const carrier = await carrierOf(work, parcel);
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
