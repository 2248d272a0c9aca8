/**
 * Alerts as staff manage them: a paged list, clear (while not cleared) and
 * delete (once cleared).
 */
import type { Knex } from "knex";
import type { z } from "zod";
import type { alertSchema } from "@ipf/shared/schemas/parcels";
import { ConflictError, NotFoundError } from "../../lib/errors.js";
import { isUuid, pageOfIds } from "./load.js";
import { actingStaff, type Work } from "./work.js";

type Db = Knex | Knex.Transaction;

const MESSAGES = {
  notFound: "Alert not found.",
  alreadyCleared: "This alert is already cleared.",
  notCleared: "Only a cleared alert can be deleted.",
} as const;

interface AlertRow {
  id: string;
  alert_code: string;
  type: string;
  text: { en: string; ar: string; fr: string };
  cleared: boolean;
  created_at: Date;
  package_id: string | null;
}

function presentAlert(row: AlertRow): z.infer<typeof alertSchema> {
  return {
    _id: row.id,
    alertId: row.alert_code,
    type: row.type,
    text: row.text,
    cleared: row.cleared,
    createdAt: row.created_at.toISOString(),
    packageId: row.package_id,
  };
}

/**
 * Every alert, newest first. The old screen reused the packages call for
 * paging by mistake; this is its own paged call, and `alertId` finds one
 * alert or, given a packageId, that parcel's alerts.
 */
export async function listAlerts(db: Db, filter: { page: number; perPage: number; alertId?: string }) {
  let base = db("alerts as a");
  if (filter.alertId) {
    const ref = filter.alertId;
    base = base.where((q) =>
      q
        .where("a.alert_code", ref)
        .orWhereIn("a.parcel_id", db("parcels").select("id").where("parcel_code", ref.toUpperCase())),
    );
  }
  const page = await pageOfIds(db, base, [{ column: "a.created_at", order: "desc" }], filter, { idColumn: "a.id" });
  const rows = (await db("alerts as a")
    .leftJoin("parcels as p", "p.id", "a.parcel_id")
    .whereIn("a.id", page.ids)
    .select("a.*", "p.parcel_code as package_id")) as AlertRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { ...page, alerts: page.ids.flatMap((id) => (byId.has(id) ? [presentAlert(byId.get(id)!)] : [])) };
}

/** An alert by its alertId (or our id), locked for the change. */
async function lockAlert(trx: Knex.Transaction, ref: string): Promise<AlertRow> {
  const row = (await trx("alerts")
    .where((q) => (isUuid(ref) ? q.where("id", ref).orWhere("alert_code", ref) : q.where("alert_code", ref)))
    .forUpdate()
    .first()) as AlertRow | undefined;
  if (!row) throw NotFoundError(MESSAGES.notFound);
  return row;
}

export async function clearAlert(work: Work, ref: string): Promise<void> {
  const alert = await lockAlert(work.trx, ref);
  if (alert.cleared) throw ConflictError("INVALID_STATE", MESSAGES.alreadyCleared);
  await work
    .trx("alerts")
    .where({ id: alert.id })
    .update({ cleared: true, cleared_at: work.now, cleared_by: actingStaff(work).id });
}

export async function deleteAlert(work: Work, ref: string): Promise<void> {
  const alert = await lockAlert(work.trx, ref);
  if (!alert.cleared) throw ConflictError("ALERT_NOT_CLEARED", MESSAGES.notCleared);
  await work.trx("alerts").where({ id: alert.id }).delete();
}
