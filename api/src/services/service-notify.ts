/**
 * Telling the customer a service on their parcel is done (the result is on
 * the parcel) or was refused (nothing charged): a notification, live once
 * committed, and an e-mail in their language.
 */
import type { TranslatedText } from "@ipf/shared/schemas/common";
import { formatMoneyCents } from "@ipf/shared/format";
import { serviceDoneMail } from "../mails/service-done.js";
import { siteLink } from "../lib/public-origin.js";
import { fillIn, mailRecipient, notifyOfParcel } from "./notifications.js";
import type { ParcelRow } from "./parcels/rows.js";
import type { ChecklistItem } from "@ipf/shared/schemas/services";
import type { Work } from "./work.js";

const TITLES: Record<"completed" | "refused", TranslatedText> = {
  completed: { en: "Service done", ar: "اكتملت الخدمة", fr: "Service terminé" },
  refused: { en: "Service refused", ar: "تعذّر تنفيذ الخدمة", fr: "Service refusé" },
};

const TEXTS: Record<"completed" | "refused", TranslatedText> = {
  completed: {
    en: "{service} of {code} is done: see the result on the parcel.",
    ar: "اكتملت خدمة «{service}» للطرد {code}: اطّلع على النتيجة في صفحة الطرد.",
    fr: "{service} de {code} est terminé : voyez le résultat sur le colis.",
  },
  refused: {
    en: "{service} of {code} could not be done; nothing is charged.",
    ar: "تعذّر تنفيذ «{service}» للطرد {code}، ولن تُحتسب أي رسوم.",
    fr: "{service} de {code} n'a pas pu être réalisé ; rien n'est facturé.",
  },
};

/** What the notice says of a request (a ServiceRequestRow of service-requests.ts). */
export interface DoneRequest {
  state: string;
  name: TranslatedText;
  fee_cents: number | null;
  refuse_reason: string | null;
  checklist: ChecklistItem[] | null;
}

export async function notifyServiceDone(work: Work, parcel: ParcelRow, request: DoneRequest): Promise<void> {
  const outcome = request.state === "completed" ? "completed" : "refused";
  const text = fillIn(TEXTS[outcome], { service: (language) => request.name[language], code: parcel.parcel_code });
  await notifyOfParcel(work, parcel, { title: TITLES[outcome], text });
  const customer = await mailRecipient(work, parcel.customer_id);
  if (!customer) return;
  const { language } = customer;
  await work.deps.mailer.queue(
    serviceDoneMail({
      to: customer.email,
      language,
      firstName: customer.first_name,
      parcelCode: parcel.parcel_code,
      service: request.name[language],
      outcome,
      fee: request.fee_cents ? formatMoneyCents(request.fee_cents, "USD", language) : null,
      reason: request.refuse_reason,
      failedItems: (request.checklist ?? []).filter((item) => !item.passed).length,
      parcelUrl: siteLink(
        work.deps.config,
        customer.site_origin,
        `/${language}/dashboard?parcel=${parcel.parcel_code}`,
      ),
    }),
    work.trx,
  );
}
