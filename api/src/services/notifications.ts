import type { TranslatedText } from "@ipf/shared/schemas/common";
import type { Language } from "@ipf/shared";
import type { LoadNotifications, Notification } from "@ipf/shared/schemas/accounts";
import type { Db } from "@ipf/db";
import { uploadUrl } from "../lib/signed-uploads.js";
import type { Scope, Work } from "./work.js";

/**
 * The notification bell: the newest notifications, the unseen marker, and the
 * newNotification event. Other parts of the API notify a customer with
 * `createNotification` inside their Work and `publishNotification` after it
 * commits (or `notify` when there is no Work).
 */
export const NOTIFICATIONS_SHOWN = 20;

/** A notification with its warehouse's flag, as `selectNotifications` reads it. */
export interface NotificationRow {
  id: string;
  title: TranslatedText;
  text: TranslatedText;
  seen_at: Date | null;
  created_at: Date;
  flag_image_path: string | null;
  warehouse_id: string | null;
}

const selectNotifications = (db: Db) =>
  db("notifications as n")
    .leftJoin("warehouses as w", "w.id", "n.warehouse_id")
    .select("n.id", "n.title", "n.text", "n.seen_at", "n.created_at", "n.warehouse_id", "w.flag_image_path");

/**
 * A notification as the bell shows it. It lives with the service rather than
 * among the presenters: only the customer's socket events carry it, and this
 * service is what sends them.
 */
export function presentNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    title: row.title,
    text: row.text,
    new: row.seen_at === null,
    createdAt: row.created_at.toISOString(),
    address: row.warehouse_id ? { flagImage: uploadUrl(row.flag_image_path) } : null,
  };
}

export async function loadNotifications(scope: Scope, customerId: string): Promise<LoadNotifications> {
  const { db } = scope;
  const rows = (await selectNotifications(db)
    .where("n.customer_id", customerId)
    .orderBy("n.created_at", "desc")
    .limit(NOTIFICATIONS_SHOWN)) as NotificationRow[];
  // Unseen is asked of the table, not of the page: an old unseen one still counts.
  const unseen = await db("notifications").where({ customer_id: customerId }).whereNull("seen_at").first("id");
  return { notifications: rows.map(presentNotification), unSeen: unseen !== undefined };
}

export async function markNotificationsSeen(scope: Scope, customerId: string): Promise<void> {
  await scope
    .db("notifications")
    .where({ customer_id: customerId })
    .whereNull("seen_at")
    .update({ seen_at: scope.now });
}

export interface NewNotification {
  customerId: string;
  title: TranslatedText;
  text: TranslatedText;
  warehouseId?: string | null;
  parcelId?: string | null;
}

/** Writes through whatever `scope.db` is: a Work's transaction, or the pool for `notify`. */
async function insertNotification(scope: Scope, input: NewNotification): Promise<Notification> {
  const { db } = scope;
  const [inserted] = (await db("notifications")
    .insert({
      customer_id: input.customerId,
      title: JSON.stringify(input.title),
      text: JSON.stringify(input.text),
      warehouse_id: input.warehouseId ?? null,
      parcel_id: input.parcelId ?? null,
      created_at: scope.now,
    })
    .returning("id")) as { id: string }[];
  const row = (await selectNotifications(db).where("n.id", inserted!.id).first()) as NotificationRow;
  return presentNotification(row);
}

export function createNotification(work: Work, input: NewNotification): Promise<Notification> {
  return insertNotification(work, input);
}

export async function publishNotification(scope: Scope, customerId: string, notification: Notification): Promise<void> {
  await scope.deps.realtime.toCustomer(customerId, "newNotification", notification);
}

export async function notify(scope: Scope, input: NewNotification): Promise<Notification> {
  const notification = await insertNotification(scope, input);
  await publishNotification(scope, input.customerId, notification);
  return notification;
}

/** What a notification says, in every language: `{name}` marks a value that `fillIn` puts in. */
export interface NoticeTexts {
  title: TranslatedText;
  text: TranslatedText;
}

/**
 * `texts` with the value of each `{name}` put in, name after name in the
 * order `values` lists them (a value may differ by language).
 */
export function fillIn(
  texts: TranslatedText,
  values: Record<string, string | ((language: Language) => string)>,
): TranslatedText {
  const one = (language: Language) =>
    Object.entries(values).reduce(
      (out, [name, value]) => out.replaceAll(`{${name}}`, typeof value === "string" ? value : value(language)),
      texts[language],
    );
  return { en: one("en"), ar: one("ar"), fr: one("fr") };
}

/**
 * A notification recorded in the work, shown live once it commits; `also`
 * runs in that same step (a page's own live event), after the notification.
 */
export async function notifyAfterCommit(
  work: Work,
  input: NewNotification,
  also?: () => Promise<void>,
): Promise<Notification> {
  const notification = await createNotification(work, input);
  work.after(async () => {
    await publishNotification(work, input.customerId, notification);
    if (also) await also();
  });
  return notification;
}

/** A notification about one of the customer's parcels, shown live once the work commits. */
export function notifyOfParcel(
  work: Work,
  parcel: { id: string; customer_id: string; warehouse_id: string | null },
  notice: NoticeTexts,
  also?: () => Promise<void>,
): Promise<Notification> {
  const about = { customerId: parcel.customer_id, warehouseId: parcel.warehouse_id, parcelId: parcel.id };
  return notifyAfterCommit(work, { ...about, ...notice }, also);
}

/**
 * A row of a queue changed: the back office's queue and the customer's page
 * reload once the work commits, each told by its own event with `data`.
 */
export function afterChangeOf(
  work: Work,
  events: { staff: string; customer: string },
  customerId: string,
  data: unknown,
): void {
  work.after(async () => {
    await work.deps.realtime.toStaff(events.staff, data);
    await work.deps.realtime.toCustomer(customerId, events.customer, data);
  });
}

/** Whom a customer's e-mails go to, in their language and to the site they last used. */
export interface MailRecipient {
  email: string;
  first_name: string;
  language: Language;
  site_origin: string | null;
}

/** The customer an e-mail goes to; none once the account is deleted. */
export async function mailRecipient(work: Work, customerId: string): Promise<MailRecipient | undefined> {
  return (await work
    .trx("customers")
    .where({ id: customerId })
    .whereNull("deleted_at")
    .first("email", "first_name", "language", "site_origin")) as MailRecipient | undefined;
}
