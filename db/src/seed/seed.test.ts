import { verify } from "@node-rs/argon2";
import { afterEach, describe, expect, it } from "vitest";
import { COUNTRIES } from "@ipf/shared/data/countries";
import { LANDED_COST_TABLE } from "@ipf/shared/data/landed-cost";
import { PARCEL_STATES } from "@ipf/shared/rules/parcel-state";
import { FAQ, PROHIBITED } from "./data/content.js";
import { PACKAGE_DESCRIPTIONS } from "./data/package-descriptions.js";
import { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD, DEMO_STAFF, seedDemo, seedReference } from "./index.js";
import { createTestDatabase } from "../testing/database.js";

const { db } = await createTestDatabase();

/** Row count of every table, to prove a second run writes nothing. */
async function tableCounts(): Promise<Record<string, number>> {
  const { rows } = await db.raw<{ rows: { tablename: string }[] }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of rows) {
    const [row] = await db(tablename).count<{ count: number }[]>("* as count");
    counts[tablename] = Number(row!.count);
  }
  return counts;
}

const originalNodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = originalNodeEnv;
});

describe("seedReference", () => {
  it("writes the countries, texts and descriptions, and a second run changes nothing", async () => {
    await seedReference(db);
    const first = await tableCounts();
    expect(first.countries).toBe(COUNTRIES.length);
    expect(first.content_entries).toBe(FAQ.length + PROHIBITED.length);
    expect(first.package_descriptions).toBe(PACKAGE_DESCRIPTIONS.length);
    const { updated_at: stamp } = (await db("countries").where({ iso2: "DZ" }).first("updated_at")) as {
      updated_at: Date;
    };

    await seedReference(db);
    expect(await tableCounts()).toEqual(first);
    const again = (await db("countries").where({ iso2: "DZ" }).first("updated_at")) as { updated_at: Date };
    expect(again.updated_at).toEqual(stamp);
  });

  it("lists the twelve prohibited categories in three languages", async () => {
    const rows = (await db("content_entries").where({ kind: "prohibited" }).orderBy("position")) as {
      title: Record<string, string>;
    }[];
    expect(rows).toHaveLength(12);
    for (const row of rows) expect(Object.keys(row.title).sort()).toEqual(["ar", "en", "fr"]);
  });

  it("gives every seeded description a 6-digit HS code unless it is mail", async () => {
    const rows = (await db("package_descriptions")) as { category: string; hs_code: string | null }[];
    for (const row of rows) {
      if (row.category === "Mail") expect(row.hs_code).toBeNull();
      else expect(row.hs_code).toMatch(/^\d{6}$/);
    }
  });

  it("describes every seeded entry in Arabic and French", async () => {
    const rows = (await db("package_descriptions")) as {
      description_ar: string | null;
      description_fr: string | null;
    }[];
    expect(rows.filter((row) => !row.description_ar || !row.description_fr)).toEqual([]);
  });

  it("translates, once, a catalogue seeded before it had Arabic and French", async () => {
    await db("package_descriptions")
      .where({ description: "Socks" })
      .update({ description_ar: null, description_fr: null });
    await db("package_descriptions").where({ description: "Books" }).update({ description_fr: null });
    await db("package_descriptions").where({ description: "Chocolate" }).update({ description_ar: "شوكولا" });
    await db("app_meta").where({ key: "package_descriptions_translated_at" }).delete();
    await seedReference(db);
    const row = async (description: string) =>
      (await db("package_descriptions").where({ description }).first("description_ar", "description_fr")) as {
        description_ar: string;
        description_fr: string;
      };
    expect(await row("Socks")).toEqual({ description_ar: "جوارب", description_fr: "Chaussettes" });
    expect(await row("Books")).toEqual({ description_ar: "كتب", description_fr: "Livres" });
    expect((await row("Chocolate")).description_ar).toBe("شوكولا");

    await db("package_descriptions").where({ description: "Socks" }).update({ description_fr: null });
    await seedReference(db);
    expect((await row("Socks")).description_fr).toBeNull();
  });

  it("leaves the description catalogue to staff once written", async () => {
    await db("package_descriptions").where({ description: "Chocolate" }).delete();
    await seedReference(db);
    expect(await db("package_descriptions").where({ description: "Chocolate" })).toHaveLength(0);
  });

  it("writes each destination's landed-cost row once and keeps an admin's edit", async () => {
    await seedReference(db);
    expect(await db("landed_cost_rates").count<{ count: number }[]>("* as count")).toEqual([
      { count: LANDED_COST_TABLE.length },
    ]);
    const uk = (await db("landed_cost_rates").where({ country: "GB" }).first()) as {
      duty_de_minimis_cents: number;
      vat_de_minimis_cents: number | null;
    };
    expect(uk).toMatchObject({ duty_de_minimis_cents: 17685, vat_de_minimis_cents: null });

    await db("landed_cost_rates").where({ country: "GB" }).update({ vat_rate: 21 });
    await seedReference(db);
    expect(await db("landed_cost_rates").where({ country: "GB" }).first("vat_rate")).toEqual({ vat_rate: 21 });
  });
});

describe("seedDemo", () => {
  it("refuses to run in production", async () => {
    process.env.NODE_ENV = "production";
    await expect(seedDemo(db)).rejects.toThrow(/production/);
    expect(await db("app_meta").where({ key: "demo_seeded_at" })).toHaveLength(0);
  });

  it("seeds once and answers false the second time, writing nothing", async () => {
    expect(await seedDemo(db)).toBe(true);
    const counts = await tableCounts();
    expect(await seedDemo(db)).toBe(false);
    expect(await tableCounts()).toEqual(counts);
  });

  it("creates the demo logins with the demo password", async () => {
    const customer = (await db("customers").whereRaw("lower(email) = ?", [DEMO_CUSTOMER_EMAIL]).first()) as {
      password_hash: string;
      is_confirmed: boolean;
      phone: string;
      language: string;
    };
    expect(customer.is_confirmed).toBe(true);
    expect(customer.language).toBe("ar");
    expect(customer.phone).toMatch(/^\+\d{8,15}$/);
    expect(await verify(customer.password_hash, DEMO_PASSWORD)).toBe(true);
    expect(customer.password_hash).toMatch(/^\$argon2id\$/);

    for (const member of DEMO_STAFF) {
      const staff = (await db("staff").where({ username: member.username }).first()) as {
        group_id: number;
        password_hash: string;
      };
      expect(staff.group_id).toBe(member.groupId);
      expect(await verify(staff.password_hash, DEMO_PASSWORD)).toBe(true);
    }
    expect(DEMO_STAFF.map((s) => s.username)).toEqual(["admin", "support", "intake", "ops"]);
  });

  it("gives the demo customer a parcel in every state", async () => {
    const rows = (await db("parcels as p")
      .join("customers as c", "c.id", "p.customer_id")
      .where("c.email", DEMO_CUSTOMER_EMAIL)
      .whereNull("p.deleted_at")
      .distinct("p.state")) as { state: string }[];
    expect(rows.map((r) => r.state).sort()).toEqual([...PARCEL_STATES].sort());
  });

  it("tells each state's story with its related rows", async () => {
    const one = async (sql: string) => ((await db.raw(sql)) as { rows: { n: number }[] }).rows[0]!.n;
    expect(await one("SELECT count(*)::int AS n FROM consolidations WHERE state = 'open'")).toBe(1);
    expect(await one("SELECT count(*)::int AS n FROM split_requests WHERE state = 'open'")).toBe(1);
    expect(
      await one(`SELECT count(*)::int AS n FROM parcels p JOIN parcel_shipping_addresses a ON a.parcel_id = p.id
                 WHERE p.state = 'awaiting_approval'`),
    ).toBe(2);
    expect(
      await one(`SELECT min(n)::int AS n FROM (SELECT count(*) AS n FROM shipping_offers o
                 JOIN parcels p ON p.id = o.parcel_id WHERE p.state = 'approved' GROUP BY p.id) t`),
    ).toBeGreaterThanOrEqual(1);
    expect(
      await one(`SELECT count(*)::int AS n FROM parcels p JOIN transactions t ON t.parcel_id = p.id
                 WHERE p.state = 'paid' AND t.state = 'complete' AND p.chosen_offer_id = t.offer_id`),
    ).toBe(1);
    expect(
      await one(`SELECT count(*)::int AS n FROM parcels p JOIN customers c ON c.id = p.customer_id
                 WHERE c.email = '${DEMO_CUSTOMER_EMAIL}' AND p.state = 'shipped' AND p.shipped_track_number IS NOT NULL
                 AND p.track_link IS NOT NULL AND p.ship_carrier_id IS NOT NULL`),
    ).toBe(3);
    // Claims: an insured shipped parcel, and an insured one returned to the sender with an open claim.
    expect(
      await one(`SELECT count(*)::int AS n FROM transactions t JOIN parcels p ON p.id = t.parcel_id
                 WHERE p.state = 'shipped' AND t.insurance_cover_cents IS NOT NULL`),
    ).toBe(2);
    expect(
      await one(`SELECT count(*)::int AS n FROM claims cl JOIN parcel_trackers t ON t.parcel_id = cl.parcel_id
                 WHERE cl.state = 'open' AND t.status = 'returned'`),
    ).toBe(1);
    // The shipment problems queue shows a failed delivery, and a parcel late and without news for six days.
    expect(
      await one(`SELECT count(*)::int AS n FROM parcel_trackers t JOIN parcels p ON p.id = t.parcel_id
                 WHERE p.state = 'shipped' AND (t.status = 'delivery_failed'
                   OR (t.status = 'in_transit' AND t.last_event_at < now() - interval '5 days'))`),
    ).toBe(2);
    expect(
      await one(`SELECT count(*)::int AS n FROM consolidations c JOIN parcels r ON r.id = c.result_parcel_id
                 WHERE c.state = 'accepted' AND r.is_consolidated`),
    ).toBe(1);
    expect(
      await one(`SELECT count(*)::int AS n FROM split_request_parcels s JOIN parcels p ON p.id = s.parcel_id
                 JOIN parcels o ON o.id = p.from_split_of WHERE o.state = 'split'`),
    ).toBe(2);
    expect(
      await one(`SELECT count(*)::int AS n FROM parcels p JOIN customers c ON c.id = p.customer_id
                 WHERE c.suspicious AND p.state = 'awaiting_approval'`),
    ).toBe(1);
    expect(
      await one(`SELECT count(*)::int AS n FROM address_book WHERE country = 'DZ' AND national_id IS NOT NULL`),
    ).toBeGreaterThanOrEqual(1);
    for (const table of ["image_requests", "alerts", "notifications", "support_messages", "shops", "posts"]) {
      expect(await one(`SELECT count(*)::int AS n FROM ${table}`), table).toBeGreaterThan(0);
    }
    const types = (await db("posts").distinct("type")) as { type: string }[];
    expect(types.map((t) => t.type).sort()).toEqual(["BLOG", "LIMITED", "RESTOCK", "SALES"]);
  });

  it("gives the dashboard's delivery times several carriers to Algeria and others, delivered in the last 90 days", async () => {
    const { rows } = await db.raw<{ rows: { country: string; carriers: number; most: number }[] }>(
      `SELECT country, count(*)::int AS carriers, max(n)::int AS most
       FROM (
         SELECT a.country, p.ship_carrier_id, count(*) AS n
         FROM parcel_trackers t
         JOIN parcels p ON p.id = t.parcel_id
         JOIN parcel_shipping_addresses a ON a.parcel_id = p.id
         JOIN carriers c ON c.id = p.ship_carrier_id AND c.engine_carrier IS NOT NULL
         WHERE t.status = 'delivered' AND t.delivered_at > now() - interval '90 days'
           AND t.delivered_at > p.shipped_at AND p.deleted_at IS NULL
         GROUP BY 1, 2
       ) lanes
       GROUP BY country
       ORDER BY country`,
    );
    const dz = rows.find((row) => row.country === "DZ");
    expect(dz?.carriers).toBeGreaterThanOrEqual(3);
    expect(dz?.most).toBeGreaterThanOrEqual(5);
    expect(rows.filter((row) => row.country !== "DZ").length).toBeGreaterThanOrEqual(2);
    const events = (await db.raw(
      `SELECT count(*)::int AS n FROM parcel_trackers t
       WHERE t.delivered_at IS NOT NULL AND NOT EXISTS (
         SELECT 1 FROM parcel_tracking_events e WHERE e.tracker_id = t.id AND e.status = 'delivered')`,
    )) as { rows: { n: number }[] };
    expect(events.rows[0]!.n).toBe(0);
  });

  it("prices 0 to 30 kg, without gaps, for every zone at every active carrier of an active warehouse", async () => {
    const ranges = (await db("carrier_ranges as r")
      .join("carriers as c", "c.id", "r.carrier_id")
      .join("warehouses as w", "w.id", "c.warehouse_id")
      .where({ "w.is_active": true, "c.is_active": true, "c.rate_card": "main" })
      .whereNull("c.deleted_at")
      .orderBy(["r.carrier_id", "r.zone_id", "r.from_grams"])
      .select("r.carrier_id", "r.zone_id", "r.from_grams", "r.to_grams", "r.price_cents")) as {
      carrier_id: string;
      zone_id: string;
      from_grams: number;
      to_grams: number;
      price_cents: number;
    }[];
    const zones = (await db("zones").pluck("id")) as string[];
    const carriers = new Set(ranges.map((r) => r.carrier_id));
    const warehouses = (await db("warehouses").where({ is_active: true }).pluck("id")) as string[];
    expect(warehouses.length).toBeGreaterThanOrEqual(2);
    expect(carriers.size).toBeGreaterThanOrEqual(warehouses.length * 2);
    for (const carrier of carriers) {
      for (const zone of zones) {
        const bands = ranges.filter((r) => r.carrier_id === carrier && r.zone_id === zone);
        expect(bands[0]?.from_grams, `carrier ${carrier} zone ${zone}`).toBe(0);
        expect(bands.at(-1)?.to_grams).toBe(30_000);
        for (let i = 1; i < bands.length; i++) expect(bands[i]!.from_grams).toBe(bands[i - 1]!.to_grams);
        for (const band of bands) expect(band.price_cents).toBeGreaterThan(0);
      }
    }
  });

  it("puts every country in exactly one of the zones each carrier prices", async () => {
    const { rows } = await db.raw<{ rows: { carrier_id: string; countries: number; max_zones: number }[] }>(
      `SELECT carrier_id, count(*)::int AS countries, max(zones)::int AS max_zones
       FROM (
         SELECT r.carrier_id, zc.country, count(DISTINCT r.zone_id) AS zones
         FROM carrier_ranges r
         JOIN carriers c ON c.id = r.carrier_id AND c.rate_card = 'main'
         JOIN zone_countries zc ON zc.zone_id = r.zone_id
         GROUP BY r.carrier_id, zc.country
       ) per_country
       GROUP BY carrier_id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.countries).toBe(COUNTRIES.length);
      expect(row.max_zones).toBe(1);
    }
  });

  it("keeps a small side rate card", async () => {
    const side = (await db("carriers").where({ rate_card: "side" })) as { id: string }[];
    expect(side.length).toBeGreaterThan(0);
    const [ranges] = await db("carrier_ranges")
      .whereIn(
        "carrier_id",
        side.map((c) => c.id),
      )
      .count<{ count: number }[]>("* as count");
    expect(Number(ranges!.count)).toBeGreaterThan(0);
  });
});
