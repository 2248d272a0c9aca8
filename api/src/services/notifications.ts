import type { LoadNotifications, Notification, TranslatedText } from "@ipf/shared/schemas/accounts";
import type { Db } from "@ipf/db";
import type { NotificationRow } from "../db-rows.js";
import type { Deps } from "../deps.js";
import { presentNotification } from "../presenters/notification.js";

/**
 * The notification bell: the newest notifications, the unseen marker, and the
 * newNotification event. Other parts of the API notify a customer with
 * `createNotification` inside their transaction and `publishNotification`
 * after it commits (or `notify` when there is no transaction).
 */
export const NOTIFICATIONS_SHOWN = 20;

const selectNotifications = (db: Db) =>
  db("notifications as n")
    .leftJoin("warehouses as w", "w.id", "n.warehouse_id")
    .select("n.id", "n.title", "n.text", "n.seen_at", "n.created_at", "n.warehouse_id", "w.flag_image_path");

export async function loadNotifications(db: Db, customerId: string): Promise<LoadNotifications> {
  const rows = (await selectNotifications(db)
    .where("n.customer_id", customerId)
    .orderBy("n.created_at", "desc")
    .limit(NOTIFICATIONS_SHOWN)) as NotificationRow[];
  // Unseen is asked of the table, not of the page: an old unseen one still counts.
  const unseen = await db("notifications").where({ customer_id: customerId }).whereNull("seen_at").first("id");
  return { notifications: rows.map(presentNotification), unSeen: unseen !== undefined };
}

export async function markNotificationsSeen(deps: Deps, customerId: string): Promise<void> {
  await deps
    .db("notifications")
    .where({ customer_id: customerId })
    .whereNull("seen_at")
    .update({ seen_at: deps.now() });
}

export interface NewNotification {
  customerId: string;
  title: TranslatedText;
  text: TranslatedText;
  warehouseId?: string | null;
  parcelId?: string | null;
}

export async function createNotification(deps: Deps, trx: Db, input: NewNotification): Promise<Notification> {
  const [inserted] = (await trx("notifications")
    .insert({
      customer_id: input.customerId,
      title: JSON.stringify(input.title),
      text: JSON.stringify(input.text),
      warehouse_id: input.warehouseId ?? null,
      parcel_id: input.parcelId ?? null,
      created_at: deps.now(),
    })
    .returning("id")) as { id: string }[];
  const row = (await selectNotifications(trx).where("n.id", inserted!.id).first()) as NotificationRow;
  return presentNotification(row);
}

export async function publishNotification(deps: Deps, customerId: string, notification: Notification): Promise<void> {
  await deps.realtime.toCustomer(customerId, "newNotification", notification);
}

export async function notify(deps: Deps, input: NewNotification): Promise<Notification> {
  const notification = await createNotification(deps, deps.db, input);
  await publishNotification(deps, input.customerId, notification);
  return notification;
}
