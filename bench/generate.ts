/**
 * The benchmark's data set, written straight into PostgreSQL with COPY:
 * customers, parcels in every state with items, photos, shipping addresses,
 * offers, transactions and requests. Secondary indexes are dropped during the
 * load and rebuilt after it, as a restore would do.
 */
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { PARCEL_COLUMNS, type ParcelColumn } from "@ipf/db/parcel-columns";
import { COUNTRIES } from "@ipf/shared/data/countries";
import { Random, uniqueCode } from "./random.js";

export interface DataSetSize {
  parcels: number;
  customers: number;
}

export interface DataSet {
  warehouseIds: string[];
  staffId: string;
  /** Customers with exactly 50 parcels in their lockers (the locker scenario). */
  lockerCustomerIds: string[];
  /** Track numbers of existing parcels (search terms of the staff list scenario). */
  sampleTrackNumbers: string[];
  countries: string[];
}

const STATE_WEIGHTS: [string, number][] = [
  ["in_locker", 0.4],
  ["awaiting_assemble", 0.03],
  ["awaiting_disassemble", 0.01],
  ["awaiting_approval", 0.06],
  ["approved", 0.05],
  ["paid", 0.05],
  ["shipped", 0.35],
  ["merged", 0.04],
  ["split", 0.01],
];
const LOCKER_CUSTOMERS = 100;
const DAY = 86_400_000;
const NOW = Date.parse("2026-11-01T12:00:00Z");
const FIRST_NAMES = [
  "Amina",
  "Yacine",
  "Sara",
  "Omar",
  "Lina",
  "Karim",
  "Nour",
  "Walid",
  "Ines",
  "Hamza",
  "Lea",
  "Lucas",
];
const LAST_NAMES = [
  "Benali",
  "Haddad",
  "Mansour",
  "Khelifi",
  "Dupont",
  "Martin",
  "Saidi",
  "Bouzid",
  "Amrani",
  "Rahmani",
];
const DESCRIPTIONS = [
  ["T-shirt", "610910"],
  ["Sneakers", "640411"],
  ["Mobile phone", "851713"],
  ["Perfume", "330300"],
  ["Book", "490199"],
  ["Headphones", "851830"],
  ["Handbag", "420222"],
  ["Vitamins", "210690"],
] as const;
const MADE_IN = ["CN", "FR", "DE", "IT", "VN", "TR", "US", "ES"];
const DESTINATIONS = ["DZ", "MA", "TN", "SA", "AE", "EG", "US", "CA", "GB", "LB", "QA", "KW", "JO", "SN"];
const CARRIERS = [
  { name: "Colissimo", nameAr: "كوليسيمو", divisor: 5000, min: 5, max: 10, base: 1400, perKg: 500 },
  { name: "DHL Express", nameAr: "دي إتش إل", divisor: 5000, min: 2, max: 5, base: 2900, perKg: 800 },
  { name: "Aramex", nameAr: "أرامكس", divisor: 6000, min: 4, max: 8, base: 1900, perKg: 600 },
];
const BANDS = [0, 500, 1000, 2000, 5000, 10000, 20000, 30000];

function esc(value: unknown): string {
  if (value === null || value === undefined) return "\\N";
  if (value instanceof Date) return value.toISOString();
  return String(value).replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r");
}

const row = (values: unknown[]) => values.map(esc).join("\t") + "\n";

/** The tables of a million rows or so: their secondary indexes are dropped for the load. */
const BIG_TABLES = [
  "customers",
  "parcels",
  "parcel_items",
  "parcel_images",
  "parcel_shipping_addresses",
  "shipping_offers",
  "transactions",
];

/**
 * The bulk tables, loaded frozen (COPY FREEZE, in the transaction that
 * truncated them): their pages are all-visible at once, as after the vacuum
 * that follows a restore, so index-only scans read no heap and autovacuum
 * finds nothing to do while the scenarios run.
 */
const FROZEN = new Set([...BIG_TABLES, "consolidations", "consolidation_parcels", "split_requests", "image_requests"]);

async function copyRows(client: pg.Client, table: string, columns: string[], rows: () => Iterable<string>) {
  const source = Readable.from(
    (function* () {
      let batch = "";
      for (const line of rows()) {
        batch += line;
        if (batch.length > 1 << 16) {
          yield batch;
          batch = "";
        }
      }
      if (batch) yield batch;
    })(),
  );
  const freeze = FROZEN.has(table) ? " WITH (FREEZE)" : "";
  const sink = client.query(copyFrom(`COPY ${table} (${columns.join(", ")}) FROM STDIN${freeze}`));
  await pipeline(source, sink);
}

interface Parcel {
  id: string;
  index: number;
  customerId: string;
  ownerSuspicious: boolean;
  warehouseId: string;
  state: string;
  createdAt: Date;
  deleted: boolean;
  consolidationId: string | null;
  random: Random;
}

interface Customer {
  id: string;
  index: number;
  warehouseId: string;
  parcelCount: number;
  firstParcel: number;
  suspicious: boolean;
}

function pickState(random: Random): string {
  let roll = random.next();
  for (const [state, weight] of STATE_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return state;
  }
  return "in_locker";
}

export async function generate(client: pg.Client, size: DataSetSize, log: (line: string) => void): Promise<DataSet> {
  const started = Date.now();
  const seed = new Random(42);
  const warehouseIds = ["FR", "DE", "ES"].map(() => seed.uuid());
  const staffId = seed.uuid();

  // Customers: the first LOCKER_CUSTOMERS get 50 parcels each, the rest share what is left.
  const customers: Customer[] = [];
  let nextParcel = 0;
  const restCustomers = Math.max(1, size.customers - LOCKER_CUSTOMERS);
  const restParcels = Math.max(0, size.parcels - LOCKER_CUSTOMERS * 50);
  const base = Math.floor(restParcels / restCustomers);
  const extra = restParcels % restCustomers;
  for (let i = 0; i < size.customers; i++) {
    const random = new Random(1_000_000 + i);
    const j = i - LOCKER_CUSTOMERS;
    const count = i < LOCKER_CUSTOMERS ? 50 : base + (j < extra ? 1 : 0);
    customers.push({
      id: random.uuid(),
      index: i,
      warehouseId: warehouseIds[random.next() < 0.7 ? 0 : random.next() < 0.6 ? 1 : 2]!,
      parcelCount: count,
      firstParcel: nextParcel,
      suspicious: i >= LOCKER_CUSTOMERS && random.chance(0.02),
    });
    nextParcel += count;
  }

  function* parcelsOf(customer: Customer): Generator<Parcel> {
    let openGroup: string | null = null;
    for (let k = 0; k < customer.parcelCount; k++) {
      const index = customer.firstParcel + k;
      const random = new Random(50_000_000 + index);
      const id = random.uuid();
      // The locker customers keep every parcel in the locker.
      let state = customer.index < LOCKER_CUSTOMERS ? "in_locker" : pickState(random);
      let consolidationId: string | null = null;
      if (state === "awaiting_assemble") {
        // Consolidations need two parcels: pair this one with the next, else leave it in the locker.
        if (openGroup) {
          consolidationId = openGroup;
          openGroup = null;
        } else if (k + 1 < customer.parcelCount) {
          openGroup = new Random(70_000_000 + index).uuid();
          consolidationId = openGroup;
        } else state = "in_locker";
      } else if (openGroup) {
        state = "awaiting_assemble";
        consolidationId = openGroup;
        openGroup = null;
      }
      const age =
        state === "shipped" ? random.int(20, 540) : state === "in_locker" ? random.int(0, 240) : random.int(0, 30);
      yield {
        id,
        index,
        customerId: customer.id,
        ownerSuspicious: customer.suspicious,
        warehouseId: customer.warehouseId,
        state,
        createdAt: new Date(NOW - age * DAY - random.int(0, DAY)),
        deleted: random.chance(0.01),
        consolidationId,
        random,
      };
    }
  }
  function* allParcels(): Generator<Parcel> {
    for (const customer of customers) yield* parcelsOf(customer);
  }

  await client.query("SET session_replication_role = replica");

  await client.query(
    `INSERT INTO warehouses (id, country, state, city, zip, phone, address_line_one, address_line_two, is_active)
     VALUES ($1, 'FR', 'Ile-de-France', 'Roissy', '95700', '+33100000000', '1 rue du Fret', 'Bat. A', true),
            ($2, 'DE', 'Hessen', 'Frankfurt', '60549', '+49690000000', 'Cargo City Sued 1', 'Halle 3', true),
            ($3, 'ES', 'Madrid', 'Madrid', '28042', '+34910000000', 'Calle Carga 5', 'Nave 2', true)`,
    warehouseIds,
  );
  await client.query(
    `INSERT INTO staff (id, username, full_name, group_id, password_hash) VALUES ($1, 'bench-admin', 'Bench Admin', 1, 'x')`,
    [staffId],
  );

  // Zones: five, covering every country; carriers: three per warehouse with bands to 30 kg.
  const europe = new Set([
    "FR",
    "DE",
    "ES",
    "IT",
    "BE",
    "NL",
    "PT",
    "AT",
    "CH",
    "GB",
    "IE",
    "PL",
    "SE",
    "DK",
    "FI",
    "NO",
  ]);
  const maghreb = new Set(["DZ", "MA", "TN", "LY", "MR", "EG"]);
  const gulf = new Set(["SA", "AE", "QA", "KW", "BH", "OM", "JO", "LB", "IQ"]);
  const america = new Set(["US", "CA", "MX"]);
  const zones = ["Europe", "Maghreb", "Middle East", "North America", "Rest of the world"].map((name) => ({
    name,
    id: seed.uuid(),
  }));
  const zoneOf = (iso: string) =>
    europe.has(iso) ? 0 : maghreb.has(iso) ? 1 : gulf.has(iso) ? 2 : america.has(iso) ? 3 : 4;
  for (const zone of zones) await client.query("INSERT INTO zones (id, name) VALUES ($1, $2)", [zone.id, zone.name]);
  await copyRows(client, "zone_countries", ["zone_id", "country"], function* () {
    for (const country of COUNTRIES) yield row([zones[zoneOf(country.iso2)]!.id, country.iso2]);
  });
  const carrierRows: string[] = [];
  const rangeRows: string[] = [];
  for (const warehouseId of warehouseIds) {
    for (const carrier of CARRIERS) {
      const id = seed.uuid();
      carrierRows.push(
        row([id, warehouseId, "main", carrier.name, carrier.nameAr, carrier.divisor, carrier.min, carrier.max, true]),
      );
      zones.forEach((zone, z) => {
        for (let b = 0; b + 1 < BANDS.length; b++) {
          const kg = BANDS[b + 1]! / 1000;
          const price = Math.round((carrier.base + carrier.perKg * kg) * (1 + z * 0.25));
          rangeRows.push(row([seed.uuid(), id, zone.id, BANDS[b], BANDS[b + 1], price]));
        }
      });
    }
  }
  await copyRows(
    client,
    "carriers",
    [
      "id",
      "warehouse_id",
      "rate_card",
      "name",
      "name_ar",
      "dimensional_divisor",
      "min_ship_days",
      "max_ship_days",
      "is_active",
    ],
    () => carrierRows,
  );
  await copyRows(
    client,
    "carrier_ranges",
    ["id", "carrier_id", "zone_id", "from_grams", "to_grams", "price_cents"],
    () => rangeRows,
  );
  const firstCarrier = (await client.query("SELECT id, warehouse_id FROM carriers")).rows as {
    id: string;
    warehouse_id: string;
  }[];
  const carriersOf = new Map<string, string[]>();
  for (const c of firstCarrier) carriersOf.set(c.warehouse_id, [...(carriersOf.get(c.warehouse_id) ?? []), c.id]);

  const dropped = await dropSecondaryIndexes(client);
  log(`  dropped ${dropped.length} secondary indexes for the load`);
  await client.query("BEGIN");
  // Empty already: truncated only so that COPY may freeze them (CASCADE reaches their empty dependants).
  await client.query(`TRUNCATE ${[...FROZEN].join(", ")} CASCADE`);

  // One password hash for every generated customer: nobody signs in with it.
  await copyRows(
    client,
    "customers",
    [
      "id",
      "first_name",
      "last_name",
      "email",
      "phone",
      "country",
      "password_hash",
      "address_code",
      "language",
      "is_confirmed",
      "suspicious",
      "suspicion_reason",
      "created_at",
    ],
    function* () {
      for (const c of customers) {
        const random = new Random(2_000_000 + c.index);
        yield row([
          c.id,
          random.pick(FIRST_NAMES),
          random.pick(LAST_NAMES),
          `customer${c.index}@bench.example`,
          `+2135${String(50_000_000 + c.index).padStart(8, "0")}`,
          "DZ",
          "$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hiZW5jaA$YmVuY2hiZW5jaGJlbmNoYmVuY2hiZW5jaGJlbmNoMA",
          uniqueCode(c.index, 6),
          random.pick(["ar", "en", "fr"] as const),
          true,
          c.suspicious,
          c.suspicious ? "Chargeback on a previous order" : null,
          new Date(NOW - random.int(30, 900) * DAY),
        ]);
      }
    },
  );
  log(`  customers: ${customers.length}`);

  const trackOf = (p: Parcel) => {
    const r = new Random(90_000_000 + p.index);
    return r.chance(0.5)
      ? `1Z${uniqueCode(p.index, 8)}${r.int(10_000_000, 99_999_999)}`
      : `LX${String(r.int(100_000_000, 999_999_999))}FR`;
  };
  const sampleTrackNumbers: string[] = [];
  await copyRows(
    client,
    "parcels",
    // Its trigger is off during the load (session_replication_role = replica).
    [...PARCEL_COLUMNS, "owner_suspicious"],
    function* () {
      for (const p of allParcels()) {
        const r = p.random;
        const t = p.createdAt.getTime();
        const later = (days: number) => new Date(t + days * DAY);
        const reached = (state: string) => {
          const order = ["awaiting_approval", "approved", "paid", "shipped"];
          return order.indexOf(p.state) >= order.indexOf(state) && order.includes(p.state);
        };
        const track = trackOf(p);
        if (p.index % 997 === 0 && sampleTrackNumbers.length < 1000) sampleTrackNumbers.push(track);
        const carrier = r.pick(carriersOf.get(p.warehouseId)!);
        const parcel: Record<ParcelColumn, unknown> = {
          id: p.id,
          parcel_code: `P${uniqueCode(p.index, 7)}`,
          track_number: track,
          customer_id: p.customerId,
          warehouse_id: p.warehouseId,
          state: p.state,
          weight_grams: r.int(80, 12_000),
          length_cm: r.int(10, 60),
          width_cm: r.int(10, 40),
          height_cm: r.int(2, 30),
          fees_cents: r.chance(0.2) ? r.int(100, 900) : 0,
          is_consolidated: r.chance(0.02),
          from_split_of: null,
          has_dangerous: r.chance(0.02),
          has_lithium: r.chance(0.05),
          remove_bills: false,
          remove_shoe_boxes: false,
          additional_note: null,
          assemble_requested_at: p.state === "awaiting_assemble" ? later(1) : null,
          approval_requested_at: reached("awaiting_approval") ? later(2) : null,
          approved_at: reached("approved") ? later(3) : null,
          paid_at: reached("paid") ? later(4) : null,
          shipped_at: p.state === "shipped" ? later(6) : null,
          shipped_track_number: p.state === "shipped" ? `JD${r.int(100_000_000, 999_999_999)}` : null,
          track_link: p.state === "shipped" ? "https://tracking.example/track" : null,
          ship_weight_grams: p.state === "shipped" ? r.int(100, 12_000) : null,
          ship_length_cm: null,
          ship_width_cm: null,
          ship_height_cm: null,
          ship_carrier_id: p.state === "shipped" ? carrier : null,
          ship_price_cents: p.state === "shipped" ? r.int(1500, 9000) : null,
          chosen_offer_id: null,
          created_by: staffId,
          created_at: p.createdAt,
          arrived_at: p.createdAt,
          updated_at: p.createdAt,
          deleted_at: p.deleted ? later(10) : null,
          deleted_by: p.deleted ? staffId : null,
          delete_reason: p.deleted ? "Duplicate registration" : null,
        };
        yield row([...PARCEL_COLUMNS.map((column) => parcel[column]), p.ownerSuspicious]);
      }
    },
  );
  log(`  parcels: ${nextParcel}`);

  await copyRows(
    client,
    "parcel_items",
    ["parcel_id", "position", "description", "quantity", "price_cents", "made_in", "type", "hs_code"],
    function* () {
      for (const p of allParcels()) {
        const r = new Random(110_000_000 + p.index);
        const lines = r.int(1, 2);
        for (let i = 0; i < lines; i++) {
          const [description, hs] = r.pick(DESCRIPTIONS);
          yield row([p.id, i, description, r.int(1, 3), r.int(500, 25_000), r.pick(MADE_IN), "Parcels", hs]);
        }
      }
    },
  );
  await copyRows(client, "parcel_images", ["parcel_id", "path", "position", "created_by"], function* () {
    for (const p of allParcels()) {
      const count = 1 + (p.index % 2);
      for (let i = 0; i < count; i++) yield row([p.id, `bench/${p.index}-${i}.webp`, i, staffId]);
    }
  });
  log("  items and photos");

  const shipping = new Set(["awaiting_approval", "approved", "paid", "shipped"]);
  await copyRows(
    client,
    "parcel_shipping_addresses",
    ["parcel_id", "name", "national_id", "country", "city", "zip", "address_line_one", "phone", "created_at"],
    function* () {
      for (const p of allParcels()) {
        if (!shipping.has(p.state)) continue;
        const r = new Random(130_000_000 + p.index);
        const country = r.pick(DESTINATIONS);
        yield row([
          p.id,
          "Amina Benali",
          country === "DZ" ? "123456789012" : null,
          country,
          "Alger",
          "16000",
          "12 rue Didouche Mourad",
          "+213555123456",
          // Written with the shipping request (the parcel's approval_requested_at): the dashboard counts
          // destinations on that day.
          new Date(p.createdAt.getTime() + 2 * DAY),
        ]);
      }
    },
  );
  const offered = new Set(["approved", "paid", "shipped"]);
  await copyRows(client, "shipping_offers", ["parcel_id", "carrier_id", "price_cents", "created_by"], function* () {
    for (const p of allParcels()) {
      if (!offered.has(p.state)) continue;
      for (const carrier of carriersOf.get(p.warehouseId)!.slice(0, 2))
        yield row([p.id, carrier, 1500 + (p.index % 7000), staffId]);
    }
  });
  await copyRows(
    client,
    "transactions",
    [
      "customer_id",
      "parcel_id",
      "payment_id",
      "type",
      "amount_cents",
      "currency",
      "state",
      "created_at",
      "completed_at",
    ],
    function* () {
      for (const p of allParcels()) {
        if (p.state !== "paid" && p.state !== "shipped") continue;
        const at = new Date(p.createdAt.getTime() + 4 * DAY);
        yield row([
          p.customerId,
          p.id,
          `PAY${uniqueCode(p.index, 9)}`,
          "card",
          1500 + (p.index % 7000),
          "USD",
          "complete",
          at,
          at,
        ]);
      }
    },
  );
  log("  addresses, offers, transactions");

  await copyRows(
    client,
    "consolidations",
    ["id", "customer_id", "warehouse_id", "state", "requested_at"],
    function* () {
      const seen = new Set<string>();
      for (const p of allParcels()) {
        if (!p.consolidationId || seen.has(p.consolidationId)) continue;
        seen.add(p.consolidationId);
        yield row([p.consolidationId, p.customerId, p.warehouseId, "open", new Date(p.createdAt.getTime() + DAY)]);
      }
    },
  );
  await copyRows(
    client,
    "consolidation_parcels",
    ["consolidation_id", "parcel_id", "customer_id", "warehouse_id"],
    function* () {
      for (const p of allParcels())
        if (p.consolidationId) yield row([p.consolidationId, p.id, p.customerId, p.warehouseId]);
    },
  );
  await copyRows(client, "split_requests", ["parcel_id", "customer_id", "note", "state", "requested_at"], function* () {
    for (const p of allParcels()) {
      if (p.state === "awaiting_disassemble")
        yield row([p.id, p.customerId, "Please split the shoes from the shirts", "open", p.createdAt]);
    }
  });
  await copyRows(
    client,
    "image_requests",
    ["parcel_id", "customer_id", "complete", "completed_at", "created_at"],
    function* () {
      for (const p of allParcels()) {
        if (p.state !== "in_locker" || p.index % 50 !== 0) continue;
        const done = p.index % 100 === 0;
        yield row([p.id, p.customerId, done, done ? p.createdAt : null, p.createdAt]);
      }
    },
  );
  log("  consolidations, splits, image requests");

  await client.query("COMMIT");
  await client.query("SET session_replication_role = origin");
  await client.query("SET maintenance_work_mem = '512MB'");
  await client.query("SET max_parallel_maintenance_workers = 2");
  const indexStarted = Date.now();
  for (const definition of dropped) await client.query(definition);
  log(`  rebuilt ${dropped.length} indexes in ${((Date.now() - indexStarted) / 1000).toFixed(1)} s`);
  // The load ran with triggers off: the dashboard's daily counts and the lists' totals are taken
  // from the rows loaded.
  const countsStarted = Date.now();
  await client.query("SELECT statistics_rebuild()");
  await client.query("SELECT parcel_counts_rebuild()");
  log(`  counted the statistics in ${((Date.now() - countsStarted) / 1000).toFixed(1)} s`);
  await client.query("ANALYZE");
  log(`  loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // A database in service has been through autovacuum, which marks the pages all-visible so that
  // counts read the indexes alone; rows just copied in have not. Done after the load is timed.
  const vacuumStarted = Date.now();
  await client.query("VACUUM (ANALYZE false)");
  log(`  vacuumed in ${((Date.now() - vacuumStarted) / 1000).toFixed(1)} s`);

  return {
    warehouseIds,
    staffId,
    lockerCustomerIds: customers.slice(0, LOCKER_CUSTOMERS).map((c) => c.id),
    sampleTrackNumbers,
    countries: DESTINATIONS,
  };
}

/** Drops the indexes that back no constraint on the big tables; answers their definitions. */
async function dropSecondaryIndexes(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
       JOIN pg_class t ON t.oid = i.indrelid
      WHERE t.relname = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [BIG_TABLES],
  );
  for (const index of rows) await client.query(`DROP INDEX ${index.name}`);
  return rows.map((index) => index.definition);
}
