import type { TranslatedText } from "@ipf/shared/schemas/common";
import type { Alert, Setting } from "@ipf/shared/schemas/accounts";
import { NotFoundError } from "../lib/errors.js";
import type { Scope } from "./work.js";

/** Customer settings (GET /api/users/setting, the updateSetting event) and dashboard alerts. */

/** A customer without a settings row has the table's defaults. */
export async function readSetting(scope: Scope, customerId: string): Promise<Setting> {
  const { db } = scope;
  const row = (await db("customers as c")
    .leftJoin("customer_settings as s", "s.customer_id", "c.id")
    .where("c.id", customerId)
    .first(db.raw("coalesce(s.image_request, true) AS image_request"))) as { image_request: boolean } | undefined;
  return { imageRequest: row?.image_request ?? true };
}

/**
 * Tells the customer's open pages their settings changed. Whoever changes a
 * setting (staff, in another part of the API) calls this after committing.
 */
export async function pushSetting(scope: Scope, customerId: string): Promise<void> {
  await scope.deps.realtime.toCustomer(customerId, "updateSetting", { setting: await readSetting(scope, customerId) });
}

interface AlertRow {
  alert_code: string;
  type: Alert["type"];
  text: TranslatedText;
}

/**
 * The customer's current banner: the newest alert staff have not cleared,
 * addressed to this customer or to everyone, that the customer has not closed.
 */
export async function activeAlert(scope: Scope, customerId: string): Promise<Alert | null> {
  const { db } = scope;
  const row = (await db("alerts as a")
    .where("a.cleared", false)
    .andWhere((q) => q.where("a.customer_id", customerId).orWhereNull("a.customer_id"))
    .whereNotExists(
      db("alert_dismissals as d")
        .whereRaw("d.alert_id = a.id")
        .andWhere("d.customer_id", customerId)
        .select(db.raw("1")),
    )
    .orderBy("a.created_at", "desc")
    .first("a.alert_code", "a.type", "a.text")) as AlertRow | undefined;
  return row ? { type: row.type, text: row.text, alertId: row.alert_code } : null;
}

/** clearAlert: remembered for this customer on every device; 404 for an alert that is not theirs to see. */
export async function dismissAlert(scope: Scope, customerId: string, alertCode: string): Promise<void> {
  const { db } = scope;
  const alert = (await db("alerts")
    .where({ alert_code: alertCode })
    .andWhere((q) => q.where("customer_id", customerId).orWhereNull("customer_id"))
    .first("id")) as { id: string } | undefined;
  if (!alert) throw NotFoundError();
  await db("alert_dismissals")
    .insert({ customer_id: customerId, alert_id: alert.id })
    .onConflict(["customer_id", "alert_id"])
    .ignore();
}
