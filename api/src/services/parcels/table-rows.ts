/**
 * A page of parcels as the back office's tables show them (`view=rows`):
 * the parcel's own columns, its owner, its warehouse's country and the offers
 * sent (carrier and price), in one statement by primary key. No contents,
 * photos or address are read: a row's dialog reads the whole parcel.
 * Nothing here is kept: the rows are small and the owners change.
 */
import type { ParcelState } from "@ipf/shared/rules/parcel-state";
import { runStatement } from "../../lib/prepared.js";
import type { Scope } from "../work.js";
import type { ParcelOwnerRow } from "./rows.js";

export interface ParcelTableRow {
  id: string;
  parcel_code: string;
  track_number: string;
  state: ParcelState;
  weight_grams: number;
  warehouse_id: string;
  warehouse_country: string;
  revision: number;
  created_at: Date;
  arrived_at: Date;
  approval_requested_at: Date | null;
  approved_at: Date | null;
  paid_at: Date | null;
  is_consolidated: boolean;
  deleted: boolean;
  owner: ParcelOwnerRow;
  offers: { id: string; price_cents: number; carrier_id: string; carrier_name: string }[];
}

// The offers' order is the whole parcel's (records.ts): cheapest first, then oldest.
const ROWS_SQL = `SELECT p.id, p.parcel_code, p.track_number, p.state, p.weight_grams, p.warehouse_id,
  w.country AS warehouse_country, p.revision::float8 AS revision, p.created_at, p.arrived_at,
  p.approval_requested_at, p.approved_at, p.paid_at, p.is_consolidated, p.deleted_at IS NOT NULL AS deleted,
  json_build_object('id', c.id, 'first_name', c.first_name, 'last_name', c.last_name, 'email', c.email,
    'phone', c.phone, 'address_code', c.address_code, 'suspicious', c.suspicious, 'language', c.language) AS owner,
  (SELECT coalesce(json_agg(json_build_object('id', so.id, 'price_cents', so.price_cents,
      'carrier_id', so.carrier_id, 'carrier_name', ca.name) ORDER BY so.price_cents, so.created_at), '[]')
     FROM shipping_offers so JOIN carriers ca ON ca.id = so.carrier_id WHERE so.parcel_id = p.id) AS offers
FROM parcels p
JOIN customers c ON c.id = p.customer_id
JOIN warehouses w ON w.id = p.warehouse_id
WHERE p.id = ANY($1::uuid[])`;

/** The rows of these parcels, in the order of `ids` (missing ids skipped). */
export async function loadTableRows(scope: Scope, ids: readonly string[]): Promise<ParcelTableRow[]> {
  if (ids.length === 0) return [];
  const rows = await runStatement<ParcelTableRow>(scope.deps.statements, scope.db, ROWS_SQL, [[...new Set(ids)]], {
    generic: true,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
