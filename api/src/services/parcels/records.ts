/**
 * Everything a parcel answer shows, gathered for a page of parcels in a
 * fixed number of statements, and kept in the instance's store as long as
 * it holds (docs/architecture.md, *Speed*). Owners (customers) are read
 * with each page: 100,000 of them are not kept.
 */
import { runStatement } from "../../lib/prepared.js";
import { linkExpiry, uploadLink } from "../../lib/signed-uploads.js";
import type { Scope } from "../work.js";
import { keep, type OwnRecord, type References } from "./parcel-store.js";
import type {
  CarrierRow,
  OfferRow,
  ParcelImageRow,
  ParcelItemRow,
  ParcelOwnerRow,
  ParcelRow,
  ShippingAddressRow,
} from "./rows.js";
import { PARCEL_COLUMNS, type ParcelColumn } from "@ipf/db/parcel-columns";

// Every column of ParcelRow is one of the table's, and the other way round: a missing one fails to compile here.
const sameColumns: [Exclude<keyof ParcelRow, ParcelColumn>, Exclude<ParcelColumn, keyof ParcelRow>] extends [
  never,
  never,
]
  ? true
  : never = true;
void sameColumns;

/** A parcel with everything its answer shows, as `loadParcelRecords` gathers it. */
export interface ParcelRecord {
  /**
   * The same object for as long as everything here but the owner stays the
   * same (the parcel at one revision, with the same reference tables, and
   * photo links of the same hour): the presenter keeps its answer's JSON on
   * it (presenters/parcel.ts, `parcelJson`).
   */
  stable?: { json?: string };
  row: ParcelRow;
  warehouse: { id: string; country: string; flag_image_path: string | null };
  owner: ParcelOwnerRow;
  items: ParcelItemRow[];
  images: ParcelImageRow[];
  /** The signed link of a photo for this answer (lib/signed-uploads.ts): photos are private. */
  photoLink: (path: string) => string;
  address: ShippingAddressRow | null;
  offers: { offer: OfferRow; carrier: CarrierRow }[];
  shipCarrier: CarrierRow | null;
  splitFromCode: string | null;
  /** A photo request of the parcel waits on staff. */
  imagesRequested: boolean;
  /** The customer reported an error on it that staff have not answered yet. */
  underReview: boolean;
  /** A service requested or under way keeps it from being consolidated, split or shipped. */
  serviceOpen: boolean;
  /** Raised by every change of the parcel. */
  revision: number;
  deletedByName: string | null;
}

interface OwnRow extends ParcelRow {
  revision: string;
  reference_version: string;
  items: ParcelItemRow[];
  images: ParcelImageRow[];
  address: ShippingAddressRow | null;
  offers: OfferRow[];
  split_from_code: string | null;
  images_requested: boolean;
  under_review: boolean;
  service_open: boolean;
}

/** The related rows come as JSON from subqueries, each on its key, so any number of parcels costs one statement. */
const OWN_SQL = `SELECT ${PARCEL_COLUMNS.map((column) => `p.${column}`).join(", ")}, p.revision,
  (SELECT version FROM reference_version) AS reference_version,
  (SELECT coalesce(json_agg(i ORDER BY i.position), '[]') FROM parcel_items i WHERE i.parcel_id = p.id) AS items,
  (SELECT coalesce(json_agg(json_build_object('parcel_id', im.parcel_id, 'path', im.path, 'position', im.position)
     ORDER BY im.position), '[]') FROM parcel_images im WHERE im.parcel_id = p.id) AS images,
  (SELECT to_jsonb(a) FROM parcel_shipping_addresses a WHERE a.parcel_id = p.id) AS address,
  (SELECT coalesce(json_agg(so ORDER BY so.price_cents, so.created_at), '[]')
     FROM shipping_offers so WHERE so.parcel_id = p.id) AS offers,
  (SELECT o.parcel_code FROM parcels o WHERE o.id = p.from_split_of) AS split_from_code,
  EXISTS (SELECT 1 FROM image_requests r WHERE r.parcel_id = p.id AND NOT r.complete) AS images_requested,
  EXISTS (SELECT 1 FROM parcel_reports pr WHERE pr.parcel_id = p.id AND pr.resolved_at IS NULL) AS under_review,
  EXISTS (SELECT 1 FROM service_requests sr
           WHERE sr.parcel_id = p.id AND sr.state IN ('requested', 'in_progress')) AS service_open
FROM parcels p WHERE p.id = ANY($1::uuid[])`;

/** Rows by a list of ids: read by primary key whatever the ids, so one plan serves every call. */
const BY_IDS = { generic: true } as const;

const OWNERS_SQL = `SELECT id, first_name, last_name, email, phone, address_code, suspicious, language
  FROM customers WHERE id = ANY($1::uuid[])`;

const REFERENCES_SQL = `SELECT (SELECT version FROM reference_version) AS version,
  (SELECT coalesce(json_agg(json_build_object('id', w.id, 'country', w.country, 'flag_image_path', w.flag_image_path)),
     '[]') FROM warehouses w) AS warehouses,
  (SELECT coalesce(json_agg(c), '[]') FROM carriers c) AS carriers,
  (SELECT coalesce(json_agg(json_build_object('id', s.id, 'full_name', s.full_name)), '[]') FROM staff s) AS staff`;

async function referencesAt(scope: Scope, version: number): Promise<References> {
  const { parcels: store, statements } = scope.deps;
  if (store.references && store.references.version >= version) return store.references;
  const [row] = await runStatement<{
    version: string;
    warehouses: ParcelRecord["warehouse"][];
    carriers: CarrierRow[];
    staff: { id: string; full_name: string }[];
  }>(statements, scope.db, REFERENCES_SQL, []);
  const loaded: References = {
    version: Number(row!.version),
    warehouses: new Map(row!.warehouses.map((w) => [w.id, w])),
    carriers: new Map(row!.carriers.map((c) => [c.id, c])),
    staffNames: new Map(row!.staff.map((s) => [s.id, s.full_name])),
  };
  // Answers may come back out of order: keep the newest.
  if (!store.references || loaded.version >= store.references.version) store.references = loaded;
  return loaded;
}

function found<T>(map: Map<string, T>, id: string, what: string): T {
  const value = map.get(id);
  if (value === undefined) throw new Error(`${what} ${id} is missing from the reference tables.`);
  return value;
}

export interface Known {
  /** The revision of each parcel, read with the page: a parcel kept at that revision is not read again. */
  revisions?: ReadonlyMap<string, number>;
  /** The reference version read with the page. */
  referenceVersion?: number;
  /** The owner of every parcel asked (a customer's own lists): not read again. */
  owner?: ParcelOwnerRow;
}

/**
 * Everything the answers show about these parcels, in the order of `ids`
 * (missing ids skipped). What it reads is kept for every request of the
 * instance, so it reads outside a change (a rolled-back revision must not be kept).
 */
export async function loadParcelRecords(
  scope: Scope,
  ids: readonly string[],
  known: Known = {},
): Promise<ParcelRecord[]> {
  if (ids.length === 0) return [];
  const { db, deps, now } = scope;
  const { statements, parcels: store } = deps;
  const unique = [...new Set(ids)];
  const own = new Map<string, OwnRecord>();
  const missing: string[] = [];
  for (const id of unique) {
    const record = store.kept.get(id);
    const revision = known.revisions?.get(id);
    if (record && revision !== undefined && record.revision === revision) own.set(id, record);
    else missing.push(id);
  }

  let version = known.referenceVersion ?? 0;
  if (missing.length) {
    for (const row of await runStatement<OwnRow>(statements, db, OWN_SQL, [missing], BY_IDS)) {
      const {
        revision,
        reference_version,
        items,
        images,
        address,
        offers,
        split_from_code,
        images_requested,
        under_review,
        service_open,
        ...parcel
      } = row;
      const record: OwnRecord = {
        row: parcel,
        revision: Number(revision),
        items,
        images,
        address,
        offers,
        splitFromCode: split_from_code,
        imagesRequested: images_requested,
        underReview: under_review,
        serviceOpen: service_open,
      };
      version = Math.max(version, Number(reference_version));
      own.set(record.row.id, record);
      keep(store, record);
    }
  }
  if (!version) {
    const [row] = await runStatement<{ version: string }>(statements, db, "SELECT version FROM reference_version", []);
    version = Number(row!.version);
  }

  const [refs, owners] = await Promise.all([
    referencesAt(scope, version),
    known.owner
      ? new Map([[known.owner.id, known.owner]])
      : runStatement<ParcelOwnerRow>(
          statements,
          db,
          OWNERS_SQL,
          [[...new Set([...own.values()].map((r) => r.row.customer_id))]],
          BY_IDS,
        ).then((rows) => new Map(rows.map((row) => [row.id, row]))),
  ]);

  const linksUntil = linkExpiry(now);
  const photoLink = (path: string) => uploadLink(deps.config.jwtSecret, path, now);
  return ids.flatMap((id) => {
    const record = own.get(id);
    if (!record) return [];
    const { row } = record;
    if (record.stable?.references !== refs || record.stable.linksUntil !== linksUntil) {
      record.stable = { references: refs, linksUntil, answer: {} };
    }
    return [
      {
        stable: record.stable.answer,
        row,
        warehouse: found(refs.warehouses, row.warehouse_id, "Warehouse"),
        owner: known.owner ?? found(owners, row.customer_id, "Customer"),
        items: record.items,
        images: record.images,
        photoLink,
        address: record.address,
        offers: record.offers.map((offer) => ({ offer, carrier: found(refs.carriers, offer.carrier_id, "Carrier") })),
        shipCarrier: row.ship_carrier_id ? found(refs.carriers, row.ship_carrier_id, "Carrier") : null,
        splitFromCode: record.splitFromCode,
        imagesRequested: record.imagesRequested,
        underReview: record.underReview,
        serviceOpen: record.serviceOpen,
        revision: record.revision,
        deletedByName: row.deleted_by ? (refs.staffNames.get(row.deleted_by) ?? null) : null,
      },
    ];
  });
}
