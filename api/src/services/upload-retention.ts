/**
 * How long private files outlive what they belong to (docs/security.md,
 * "Files"). They are unreachable at once (services/upload-access.ts);
 * this sweep, run hourly by the jobs, removes them from the disk or the
 * bucket and then drops their records:
 * - the photos of a parcel deleted DELETED_PARCEL_DAYS ago (kept meanwhile
 *   for a dispute about the deletion, seen by no one);
 * - every photo of a deleted customer's parcels and every attachment of
 *   their tickets, at the first sweep after the deletion;
 * - the photo of an error report on a parcel deleted DELETED_PARCEL_DAYS ago;
 * - a service's PDF scan, as its parcel's photos (its photos are the parcel's).
 * A file is removed before its record: a sweep cut short leaves records
 * whose files are gone, which the next sweep takes again (removing a
 * missing file is no error), never a file without a record.
 */
import type { Scope } from "./work.js";

export const DELETED_PARCEL_DAYS = 30;
/** Files handled per statement: a sweep after a large deletion goes in steps. */
const BATCH = 200;

const EXPIRED_PHOTOS_SQL = `SELECT i.id, i.path FROM parcel_images i JOIN parcels p ON p.id = i.parcel_id
  WHERE p.deleted_at < ? OR p.customer_id IN (SELECT id FROM customers WHERE deleted_at IS NOT NULL)
  LIMIT ${BATCH}`;

const EXPIRED_ATTACHMENTS_SQL = `SELECT m.id, m.file_path AS path FROM support_messages m
  JOIN support_tickets t ON t.id = m.ticket_id
  WHERE m.file_path IS NOT NULL
    AND (t.customer_id IN (SELECT id FROM customers WHERE deleted_at IS NOT NULL)
      OR EXISTS (SELECT 1 FROM parcel_reports r JOIN parcels p ON p.id = r.parcel_id
                  WHERE r.message_id = m.id AND p.deleted_at < ?))
  LIMIT ${BATCH}`;

const EXPIRED_SCANS_SQL = `SELECT r.id, r.scan_path AS path FROM service_requests r JOIN parcels p ON p.id = r.parcel_id
  WHERE r.scan_path IS NOT NULL
    AND (p.deleted_at < ? OR p.customer_id IN (SELECT id FROM customers WHERE deleted_at IS NOT NULL))
  LIMIT ${BATCH}`;

interface Expired {
  id: string;
  path: string;
}

/** Removes the files past their retention; answers how many photos, attachments and scans went. */
export async function sweepPrivateUploads(
  scope: Scope,
): Promise<{ photos: number; attachments: number; scans: number }> {
  // On the pool whatever the caller: each batch's records go as soon as its files have.
  const { deps, now } = scope;
  const cutoff = new Date(now.getTime() - DELETED_PARCEL_DAYS * 86_400_000);
  const removeAll = async (rows: readonly Expired[]) => {
    for (const { path } of rows) await deps.storage.remove(path);
  };
  const sweep = async (sql: string, drop: (ids: string[]) => Promise<unknown>) => {
    let removed = 0;
    for (;;) {
      const { rows } = (await deps.db.raw(sql, [cutoff])) as { rows: Expired[] };
      if (rows.length === 0) return removed;
      await removeAll(rows);
      await drop(rows.map((row) => row.id));
      removed += rows.length;
    }
  };
  const photos = await sweep(EXPIRED_PHOTOS_SQL, (ids) => deps.db("parcel_images").whereIn("id", ids).delete());
  const attachments = await sweep(EXPIRED_ATTACHMENTS_SQL, (ids) =>
    deps.db("support_messages").whereIn("id", ids).update({ file_path: null, file_name: null, file_removed_at: now }),
  );
  const scans = await sweep(EXPIRED_SCANS_SQL, (ids) =>
    deps.db("service_requests").whereIn("id", ids).update({ scan_path: null }),
  );
  return { photos, attachments, scans };
}
