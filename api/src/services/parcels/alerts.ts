/**
 * Alerts: the banners a customer sees in the locker. Staff write them (for
 * a customer or a parcel), the system raises them where the customer must
 * act (free storage ending, a payment refused); staff list, clear (while
 * not cleared) and delete (once cleared) them. Every change reaches the
 * customer's open pages after commit.
 */
import type { Knex } from "knex";
import type { Language } from "@ipf/shared";
import { newParcelCode } from "@ipf/shared/rules/codes";
import { storageEndDay } from "@ipf/shared/rules/storage";
import { ALERT_CUSTOMER_EVENT, type AlertKind, type AlertType } from "@ipf/shared/schemas/alerts";
import { ConflictError, NotFoundError } from "../../lib/errors.js";
import { activeAlert } from "../settings.js";
import { findParcel, isUuid } from "./find.js";
import { pageOfIds } from "./page.js";
import type { ParcelRow } from "./rows.js";
import { fillIn } from "../notifications.js";
import { actingStaff, readScope, type Scope, type Work } from "../work.js";

type Db = Knex | Knex.Transaction;
type Translated = Record<Language, string>;

const MESSAGES = {
  notFound: "Alert not found.",
  customerNotFound: "Customer not found.",
  alreadyCleared: "This alert is already cleared.",
  notCleared: "Only a cleared alert can be deleted.",
} as const;

/** What the system tells the customer; {code} is the parcel's code, {date} a day (YYYY-MM-DD). */
const SYSTEM_TEXTS: Record<Exclude<AlertKind, "staff">, { type: AlertType; text: Translated }> = {
  storage_ending: {
    type: "warning",
    text: {
      en: "Free storage of your parcel {code} ends on {date}. Ask for shipping before then.",
      ar: "ينتهي التخزين المجاني لطردك {code} في {date}. اطلب الشحن قبل ذلك.",
      fr: "Le stockage gratuit de votre colis {code} se termine le {date}. Demandez son expédition avant cette date.",
    },
  },
  payment_refused: {
    type: "error",
    text: {
      en: "The payment for your parcel {code} was refused. Choose how to pay again so that it can be shipped.",
      ar: "تم رفض الدفع لطردك {code}. اختر طريقة الدفع من جديد حتى يمكن شحنه.",
      fr: "Le paiement de votre colis {code} a été refusé. Choisissez à nouveau un moyen de paiement pour qu'il puisse être expédié.",
    },
  },
};

export interface AlertRow {
  id: string;
  alert_code: string;
  type: AlertType;
  kind: AlertKind;
  text: Translated;
  cleared: boolean;
  cleared_at: Date | null;
  created_at: Date;
  customer_id: string | null;
  parcel_id: string | null;
  package_id: string | null;
  user_id: string | null;
  full_name: string | null;
  customer_code: string | null;
  suspicious: boolean | null;
  created_by_name: string | null;
}

/** Alerts with their parcel, customer (theirs, or the parcel's owner) and author. */
function selectAlerts(db: Db) {
  return db("alerts as a")
    .leftJoin("parcels as p", "p.id", "a.parcel_id")
    .leftJoin("customers as c", "c.id", db.raw("coalesce(a.customer_id, p.customer_id)"))
    .leftJoin("staff as s", "s.id", "a.created_by")
    .select(
      "a.*",
      "p.parcel_code as package_id",
      "c.id as user_id",
      db.raw("trim(c.first_name || ' ' || c.last_name) as full_name"),
      "c.address_code as customer_code",
      "c.suspicious",
      "s.full_name as created_by_name",
    );
}

/**
 * Every alert, newest first. The old screen reused the packages call for
 * paging by mistake; this is its own paged call, and `alertId` finds one
 * alert or, given a packageId, that parcel's alerts.
 */
export async function listAlerts(
  scope: Scope,
  filter: { page: number; perPage: number; alertId?: string; cleared?: boolean },
) {
  const { db } = scope;
  let base = db("alerts as a");
  if (filter.alertId) {
    const ref = filter.alertId.trim().toUpperCase();
    base = base.where((q) =>
      q
        .where("a.alert_code", ref)
        .orWhereIn("a.parcel_id", db("parcels").select("id").where("parcel_code", ref).orWhere("track_number", ref)),
    );
  }
  if (filter.cleared !== undefined) base = base.where("a.cleared", filter.cleared);
  const page = await pageOfIds(scope, base, [{ column: "a.created_at", order: "desc" }], filter, { idColumn: "a.id" });
  const rows = (await selectAlerts(db).whereIn("a.id", page.ids)) as AlertRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { ...page, alerts: page.ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])) };
}

async function loadAlert(db: Db, id: string): Promise<AlertRow> {
  const row = (await selectAlerts(db).where("a.id", id).first()) as AlertRow | undefined;
  if (!row) throw NotFoundError(MESSAGES.notFound);
  return row;
}

/** After commit, the customer's open pages show the banner that is now theirs (or none). */
function pushAfter(work: Work, customerId: string | null): void {
  if (!customerId) return;
  work.after(async () =>
    work.deps.realtime.toCustomer(customerId, ALERT_CUSTOMER_EVENT, {
      alert: await activeAlert(readScope(work.deps), customerId),
    }),
  );
}

/** A fresh alertId: "A" and 7 characters nobody misreads (the parcel code's alphabet). */
const newAlertCode = () => `A${newParcelCode().slice(1)}`;

/** A parcel named by its code, its id or its track number (a scanned label). */
async function findParcelForAlert(work: Work, ref: string): Promise<ParcelRow> {
  try {
    return await findParcel(work, ref);
  } catch (error) {
    if (isUuid(ref)) throw error;
    const byTrack = (await work
      .trx("parcels")
      .where("track_number", ref.trim().toUpperCase())
      .whereNull("deleted_at")
      .orderBy("created_at", "desc")
      .first()) as ParcelRow | undefined;
    if (!byTrack) throw error;
    return byTrack;
  }
}

/** POST /api/admins/alert/create: staff write an alert for a customer, or about a parcel (for its owner). */
export async function createAlert(
  work: Work,
  input: { type: AlertType; text: Translated; userId?: string; packageId?: string },
): Promise<AlertRow> {
  const { trx } = work;
  const parcel = input.packageId ? await findParcelForAlert(work, input.packageId) : null;
  const customerId = parcel?.customer_id ?? input.userId!;
  if (parcel && input.userId && input.userId !== parcel.customer_id) throw NotFoundError(MESSAGES.notFound);
  const customer = await trx("customers").where({ id: customerId }).whereNull("deleted_at").first("id");
  if (!customer) throw NotFoundError(MESSAGES.customerNotFound);
  const [row] = (await trx("alerts")
    .insert({
      alert_code: newAlertCode(),
      type: input.type,
      kind: "staff",
      text: input.text,
      customer_id: customerId,
      parcel_id: parcel?.id ?? null,
      created_by: actingStaff(work).id,
      created_at: work.now,
    })
    .returning("id")) as { id: string }[];
  pushAfter(work, customerId);
  return loadAlert(trx, row!.id);
}

/**
 * The system's alert of `kind` about a parcel, for its owner. At most one
 * open alert of a kind per parcel (a unique index): raising it again while
 * one is open changes nothing. Answers whether one was raised.
 */
export async function raiseSystemAlert(
  work: Work,
  parcel: Pick<ParcelRow, "id" | "customer_id" | "parcel_code" | "arrived_at">,
  kind: Exclude<AlertKind, "staff">,
): Promise<boolean> {
  const { type, text } = SYSTEM_TEXTS[kind];
  const date = storageEndDay(parcel.arrived_at);
  const inserted = (await work
    .trx("alerts")
    .insert({
      alert_code: newAlertCode(),
      type,
      kind,
      text: fillIn(text, { code: parcel.parcel_code, date }),
      customer_id: parcel.customer_id,
      parcel_id: parcel.id,
      created_at: work.now,
    })
    .onConflict(work.trx.raw("(parcel_id, kind) WHERE kind <> 'staff' AND NOT cleared"))
    .ignore()
    .returning("id")) as { id: string }[];
  if (inserted.length) pushAfter(work, parcel.customer_id);
  return inserted.length > 0;
}

/** The system's open alerts of `kind` about a parcel are settled (paid, shipped): cleared for everyone. */
export async function settleSystemAlerts(
  work: Work,
  parcel: Pick<ParcelRow, "id" | "customer_id">,
  kind: Exclude<AlertKind, "staff">,
): Promise<void> {
  const cleared = await work
    .trx("alerts")
    .where({ parcel_id: parcel.id, kind, cleared: false })
    .update({ cleared: true, cleared_at: work.now });
  if (cleared) pushAfter(work, parcel.customer_id);
}

/** An alert by its alertId (or our id), locked for the change. */
async function lockAlert(trx: Knex.Transaction, ref: string) {
  const row = (await trx("alerts")
    .where((q) =>
      isUuid(ref) ? q.where("id", ref).orWhere("alert_code", ref) : q.where("alert_code", ref.trim().toUpperCase()),
    )
    .forUpdate()
    .first()) as { id: string; cleared: boolean; customer_id: string | null; parcel_id: string | null } | undefined;
  if (!row) throw NotFoundError(MESSAGES.notFound);
  return row;
}

/** The customer an alert is for: its own, or its parcel's owner. */
async function addresseeOf(trx: Knex.Transaction, alert: { customer_id: string | null; parcel_id: string | null }) {
  if (alert.customer_id || !alert.parcel_id) return alert.customer_id;
  const parcel = (await trx("parcels").where({ id: alert.parcel_id }).first("customer_id")) as
    { customer_id: string } | undefined;
  return parcel?.customer_id ?? null;
}

export async function clearAlert(work: Work, ref: string): Promise<void> {
  const alert = await lockAlert(work.trx, ref);
  if (alert.cleared) throw ConflictError("INVALID_STATE", MESSAGES.alreadyCleared);
  await work
    .trx("alerts")
    .where({ id: alert.id })
    .update({ cleared: true, cleared_at: work.now, cleared_by: actingStaff(work).id });
  pushAfter(work, await addresseeOf(work.trx, alert));
}

export async function deleteAlert(work: Work, ref: string): Promise<void> {
  const alert = await lockAlert(work.trx, ref);
  if (!alert.cleared) throw ConflictError("ALERT_NOT_CLEARED", MESSAGES.notCleared);
  await work.trx("alerts").where({ id: alert.id }).delete();
}
