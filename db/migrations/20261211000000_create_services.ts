import type { Knex } from "knex";
import { addUpdatedAtTrigger, dropTable, TIMESTAMPS, translatedText } from "./helpers.js";

/**
 * The services the site sells on a parcel in the locker (an inspection, a
 * device test, a mail scan...), each a priced request staff fulfil. `code`
 * is stable: the API and other features name a service by it.
 *
 * The price is in US dollar cents, like the storage fee and the rate card:
 * either a fixed amount (`price_cents`), or a share of the parcel's declared
 * value in basis points (`share_basis_points`, 250 = 2.5 %) with an optional
 * floor (`minimum_cents`). Which parcels may take it: `locker_only` (the
 * parcel is in the locker), `mail_only` (every declared line is mail),
 * `exclusive` (not while another service request of the parcel is open).
 * `deliverables` is what staff hand back on completion: photos, a PDF scan,
 * a checklist (pass or fail per item, with notes); at least one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE services (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      code text NOT NULL UNIQUE CHECK (code ~ '^[a-z][a-z0-9_]{1,39}$'),
      name jsonb NOT NULL CHECK (${translatedText("name")}),
      description jsonb NOT NULL CHECK (${translatedText("description")}),
      price_cents integer CHECK (price_cents BETWEEN 0 AND 100000),
      share_basis_points integer CHECK (share_basis_points BETWEEN 1 AND 10000),
      minimum_cents integer CHECK (minimum_cents BETWEEN 0 AND 100000),
      active boolean NOT NULL DEFAULT true,
      locker_only boolean NOT NULL DEFAULT true,
      mail_only boolean NOT NULL DEFAULT false,
      exclusive boolean NOT NULL DEFAULT false,
      deliverables text[] NOT NULL
        CHECK (cardinality(deliverables) > 0 AND deliverables <@ ARRAY['photos', 'scan', 'checklist']::text[]),
      turnaround_hours integer NOT NULL CHECK (turnaround_hours BETWEEN 1 AND 720),
      position integer NOT NULL DEFAULT 0,
      ${TIMESTAMPS},
      -- A fixed price or a share of the declared value, never both; a floor only with a share.
      CONSTRAINT services_one_price CHECK ((price_cents IS NULL) <> (share_basis_points IS NULL)),
      CONSTRAINT services_minimum_with_share CHECK (minimum_cents IS NULL OR share_basis_points IS NOT NULL)
    )
  `);
  await addUpdatedAtTrigger(knex, "services");
  // node-postgres writes a JavaScript array as a PostgreSQL array, and an object as JSON.
  await knex("services").insert(SEEDED);
}

/** The first catalogue, priced like the competitors' (extra photos $2, express $8.50, inspection $5). */
const SEEDED = [
  {
    code: "content_inspection",
    name: { en: "Content inspection", ar: "فحص المحتوى", fr: "Inspection du contenu" },
    description: {
      en: "We open the parcel, check each item against your declaration and photograph it.",
      ar: "نفتح الطرد ونطابق كل قطعة مع ما صرّحت به ونصوّرها.",
      fr: "Nous ouvrons le colis, vérifions chaque article par rapport à votre déclaration et le photographions.",
    },
    price_cents: 500,
    deliverables: ["photos", "checklist"],
    turnaround_hours: 24,
    position: 10,
  },
  {
    code: "device_test",
    name: { en: "Device function test", ar: "اختبار عمل الجهاز", fr: "Test de fonctionnement" },
    description: {
      en: "We power on your device, test its main functions and report pass or fail for each one, with photos.",
      ar: "نشغّل جهازك ونختبر وظائفه الرئيسية ونبلغك بنتيجة كل منها (ناجح أو فاشل) مع صور.",
      fr: "Nous allumons votre appareil, testons ses fonctions principales et indiquons réussi ou échoué pour chacune, photos à l'appui.",
    },
    share_basis_points: 300,
    minimum_cents: 1000,
    deliverables: ["photos", "checklist"],
    turnaround_hours: 48,
    exclusive: true,
    position: 20,
  },
  {
    code: "open_and_scan_mail",
    name: { en: "Open and scan mail", ar: "فتح البريد ومسحه ضوئياً", fr: "Ouverture et numérisation du courrier" },
    description: {
      en: "We open your letter or bank card envelope and send you a PDF scan of its contents.",
      ar: "نفتح رسالتك أو ظرف بطاقتك المصرفية ونرسل لك نسخة PDF ممسوحة من محتواه.",
      fr: "Nous ouvrons votre lettre ou l'enveloppe de votre carte bancaire et vous envoyons un scan PDF de son contenu.",
    },
    price_cents: 300,
    mail_only: true,
    deliverables: ["scan"],
    turnaround_hours: 24,
    position: 30,
  },
  {
    code: "extra_protection",
    name: { en: "Extra protection", ar: "حماية إضافية", fr: "Protection renforcée" },
    description: {
      en: "Bubble wrap, a fragile label and a new box if yours is damaged; bills and shoe boxes removed on request.",
      ar: "تغليف بفقاعات الهواء وملصق «قابل للكسر» وعلبة جديدة إن كانت علبتك تالفة، مع إزالة الفواتير وعلب الأحذية عند الطلب.",
      fr: "Papier bulle, étiquette « fragile » et nouveau carton si le vôtre est abîmé ; factures et boîtes à chaussures retirées sur demande.",
    },
    price_cents: 600,
    deliverables: ["photos"],
    turnaround_hours: 48,
    position: 40,
  },
  {
    code: "return_to_shop",
    name: { en: "Return to the shop", ar: "إرجاع إلى المتجر", fr: "Retour au magasin" },
    description: {
      en: "We send the parcel back to the shop with its return authorisation; the return postage is charged apart.",
      ar: "نعيد الطرد إلى المتجر مع رقم تفويض الإرجاع؛ تُحتسب أجرة الشحن للإرجاع على حدة.",
      fr: "Nous renvoyons le colis au magasin avec son autorisation de retour ; l'affranchissement du retour est facturé à part.",
    },
    price_cents: 1000,
    deliverables: ["photos"],
    turnaround_hours: 72,
    exclusive: true,
    position: 50,
  },
  {
    code: "express_handling",
    name: { en: "Express handling", ar: "معالجة سريعة", fr: "Traitement express" },
    description: {
      en: "Your parcel's requests are processed the same working day.",
      ar: "تُعالَج طلبات طردك في يوم العمل نفسه.",
      fr: "Les demandes concernant votre colis sont traitées le jour ouvré même.",
    },
    price_cents: 850,
    deliverables: ["photos"],
    turnaround_hours: 8,
    position: 60,
  },
];

export const down = dropTable("services");
