import type { Notification } from "@ipf/shared/schemas/accounts";
import type { NotificationRow } from "../db-rows.js";
import { uploadUrl } from "../lib/signed-uploads.js";

/** A notification as the bell shows it and the newNotification event carries it. */
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
