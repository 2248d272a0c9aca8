/**
 * Who may still see a private upload, by its records: a signed link proves
 * who was given the file, this proves the file is still theirs to see. A
 * parcel photo (an intake photo, or a claim's, stored beside them) goes dark
 * the moment its parcel is deleted or its customer is (a service's scan
 * alike); a ticket attachment when the ticket's customer is deleted, or when it
 * is the photo of an error report on a parcel since deleted. One indexed
 * look-up per file served (browsers keep the file for up to an hour).
 */
import type { UploadAccess } from "../lib/storage-http.js";
import type { Scope } from "./work.js";

const PARCEL_PHOTO_SQL = `SELECT NULL AS file_name FROM parcel_images i
  JOIN parcels p ON p.id = i.parcel_id
  JOIN customers c ON c.id = p.customer_id
  WHERE i.path = ? AND p.deleted_at IS NULL AND c.deleted_at IS NULL
  UNION ALL
  SELECT NULL FROM claim_photos cp
  JOIN claims cl ON cl.id = cp.claim_id
  JOIN parcels p ON p.id = cl.parcel_id
  JOIN customers c ON c.id = cl.customer_id
  WHERE cp.path = ? AND p.deleted_at IS NULL AND c.deleted_at IS NULL
  LIMIT 1`;

const ATTACHMENT_SQL = `SELECT m.file_name FROM support_messages m
  JOIN support_tickets t ON t.id = m.ticket_id
  JOIN customers c ON c.id = t.customer_id
  WHERE m.file_path = ? AND c.deleted_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM parcel_reports r JOIN parcels p ON p.id = r.parcel_id
                     WHERE r.message_id = m.id AND p.deleted_at IS NOT NULL)
  LIMIT 1`;

/** A service's PDF scan: as long as its parcel and customer are there. */
const SERVICE_SCAN_SQL = `SELECT 'scan.pdf' AS file_name FROM service_requests r
  JOIN parcels p ON p.id = r.parcel_id
  JOIN customers c ON c.id = p.customer_id
  WHERE r.scan_path = ? AND p.deleted_at IS NULL AND c.deleted_at IS NULL
  LIMIT 1`;

/** The uploads middleware's `access` (an UploadAccess) for the file of `key`. */
export async function uploadAccess(scope: Scope, key: string): ReturnType<UploadAccess> {
  const sql = key.startsWith("parcels/")
    ? PARCEL_PHOTO_SQL
    : key.startsWith("support/")
      ? ATTACHMENT_SQL
      : key.startsWith("services/")
        ? SERVICE_SCAN_SQL
        : null;
  if (!sql) return undefined;
  const { rows } = (await scope.db.raw(sql, sql === PARCEL_PHOTO_SQL ? [key, key] : [key])) as {
    rows: { file_name: string | null }[];
  };
  return rows[0] ? { fileName: rows[0].file_name } : undefined;
}
