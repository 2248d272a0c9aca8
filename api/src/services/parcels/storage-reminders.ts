/**
 * Reminders that free storage ends: 30, 7 and 1 days before, by e-mail in
 * the customer's language and as the locker's storage alert, each once per
 * parcel and threshold. A parcel that comes within a threshold late (the
 * job first ran with 5 days left) gets the nearest one only.
 *
 * The storage_reminders row is the one guard: several instances may run the
 * job at the same moment, and only the one whose insert lands reminds; the
 * other's insert waits for that commit and then finds the row.
 */
import { formatMoneyCents } from "@ipf/shared/format";
import {
  arrivalWindowForDaysLeft,
  STORAGE_REMINDER_DAYS,
  storageDaysLeft,
  storageEndDay,
  type StorageReminderDays,
} from "@ipf/shared/rules/storage";
import { siteLink } from "../../lib/public-origin.js";
import { storageEndingMail } from "../../mails/storage-ending.js";
import { storageFeeCentsPerDay } from "../storage-fee.js";
import { inTransaction, type Scope, type Work } from "../work.js";
import { raiseSystemAlert, settleSystemAlerts } from "./alerts.js";
import type { ParcelRow } from "./rows.js";

/** Parcels reminded per threshold and run; the next hourly run takes the rest. */
const BATCH = 500;

type DueParcel = Pick<ParcelRow, "id" | "customer_id" | "parcel_code" | "arrived_at"> & {
  email: string;
  first_name: string;
  language: "ar" | "en" | "fr";
  site_origin: string | null;
};

/** In the locker, arrived in [from, before), not yet reminded at `days` or nearer. */
function dueParcels(work: Work, window: { from: Date; before: Date }, days: StorageReminderDays) {
  const { trx } = work;
  return trx("parcels as p")
    .join("customers as c", "c.id", "p.customer_id")
    .where("p.state", "in_locker")
    .whereNull("p.deleted_at")
    .where("p.arrived_at", ">=", window.from)
    .where("p.arrived_at", "<", window.before)
    .whereNotExists(
      trx("storage_reminders as r")
        .whereRaw("r.parcel_id = p.id")
        .where("r.days_before", "<=", days)
        .select(trx.raw("1")),
    )
    .orderBy([{ column: "p.arrived_at" }, { column: "p.id" }])
    .limit(BATCH)
    .select(
      "p.id",
      "p.customer_id",
      "p.parcel_code",
      "p.arrived_at",
      "c.email",
      "c.first_name",
      "c.language",
      "c.site_origin",
    ) as Promise<DueParcel[]>;
}

/** Reminds of one parcel at `days`, unless another run already did; answers whether this one did. */
async function remind(work: Work, parcel: DueParcel, days: StorageReminderDays, feeCents: number): Promise<boolean> {
  const { trx, deps, now } = work;
  const claimed = await trx("storage_reminders")
    .insert({ parcel_id: parcel.id, days_before: days, sent_at: now })
    .onConflict(["parcel_id", "days_before"])
    .ignore()
    .returning("parcel_id");
  if (!claimed.length) return false;
  // The earlier reminder's banner, closed or not, gives way to this one, so it shows again.
  await settleSystemAlerts(work, parcel, "storage_ending");
  await raiseSystemAlert(work, parcel, "storage_ending");
  await deps.mailer.queue(reminderMail(work, parcel, feeCents), trx);
  return true;
}

/** The reminder e-mail, in the owner's language, with the days left today and the fee that follows. */
function reminderMail({ deps, now }: Work, parcel: DueParcel, feeCents: number) {
  const { language } = parcel;
  const endDay = storageEndDay(parcel.arrived_at);
  return storageEndingMail({
    to: parcel.email,
    language,
    firstName: parcel.first_name,
    parcelCode: parcel.parcel_code,
    endDay,
    daysLeft: storageDaysLeft(endDay, now),
    feePerDay: formatMoneyCents(feeCents, "USD", language),
    lockerUrl: siteLink(deps.config, parcel.site_origin, `/${language}/dashboard`),
  });
}

/** One run of the reminders job: answers how many reminders it sent. */
export async function sendStorageReminders(scope: Scope): Promise<number> {
  return inTransaction(scope.deps, async (work) => {
    const feeCents = await storageFeeCentsPerDay(work);
    let sent = 0;
    // Each threshold reminds the parcels with more days left than the nearer one: 0-1, 2-7, 8-30.
    let fromDays = 0;
    for (const days of [...STORAGE_REMINDER_DAYS].reverse()) {
      const window = arrivalWindowForDaysLeft(work.now, fromDays, days);
      fromDays = days + 1;
      for (const parcel of await dueParcels(work, window, days)) {
        if (await remind(work, parcel, days, feeCents)) sent += 1;
      }
    }
    return sent;
  });
}
