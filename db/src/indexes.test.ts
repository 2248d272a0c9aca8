/**
 * Sanity checks that the list screens' queries can use their indexes. The
 * test tables are tiny, so sequential scans are switched off for the plan:
 * this proves an index is usable, not that the planner prefers it at any size.
 */
import { describe, expect, it } from "vitest";
import { seedDemo, seedReference } from "./seed/index.js";
import { createTestDatabase } from "./testing/database.js";

const { db } = await createTestDatabase();
await seedReference(db);
await seedDemo(db);

async function plan(sql: string, bindings: readonly string[] = []): Promise<string> {
  return db.transaction(async (trx) => {
    await trx.raw("SET LOCAL enable_seqscan = off");
    const { rows } = await trx.raw<{ rows: { "QUERY PLAN": unknown }[] }>(`EXPLAIN (FORMAT JSON) ${sql}`, bindings);
    return JSON.stringify(rows[0]!["QUERY PLAN"]);
  });
}

describe("list queries", () => {
  it("read only the trackers still awaited (and the returned) for the shipment problems queue", async () => {
    const sql = `SELECT t.id FROM parcel_trackers t
                 WHERE t.delivered_at IS NULL AND t.status NOT IN ('delivered', 'cancelled')`;
    expect(await plan(sql)).toContain("parcel_trackers_undelivered");
  });

  it("find parcels by part of a track number or parcel code through trigram indexes", async () => {
    expect(await plan("SELECT id FROM parcels WHERE track_number ILIKE ?", ["%94E304%"])).toContain(
      "parcels_track_number_trgm",
    );
    expect(await plan("SELECT id FROM parcels WHERE parcel_code ILIKE ?", ["%ABC%"])).toContain(
      "parcels_parcel_code_trgm",
    );
    const paged = await plan(
      `SELECT id FROM parcels WHERE deleted_at IS NULL AND (track_number ILIKE ? OR parcel_code ILIKE ?)
       ORDER BY created_at DESC LIMIT 10`,
      ["%94E304%", "%94E304%"],
    );
    expect(paged).toMatch(/parcels_(track_number_trgm|parcel_code_trgm|created_at)/);
  });

  it("find parcels by four characters or more of a track number through the index of grams", async () => {
    const sql = "SELECT id FROM parcels WHERE search_grams(track_number) @> search_grams(?) AND track_number ILIKE ?";
    expect(await plan(sql, ["94E304", "%94E304%"])).toContain("parcels_track_number_grams");
  });

  it("list parcels awaiting approval, oldest first, through the partial index", async () => {
    for (const suspicious of [false, true]) {
      const sql = `SELECT p.id FROM parcels p
                   WHERE p.state = 'awaiting_approval' AND p.deleted_at IS NULL AND p.owner_suspicious = ?
                   ORDER BY p.approval_requested_at LIMIT 10`;
      expect(await plan(sql, [String(suspicious)])).toContain("parcels_awaiting_approval");
    }
  });

  it("search customers by name, e-mail or customer code through trigram indexes", async () => {
    expect(
      await plan("SELECT id FROM customers WHERE (first_name || ' ' || last_name) ILIKE ?", ["%mina ben%"]),
    ).toContain("customers_full_name_trgm");
    expect(await plan("SELECT id FROM customers WHERE email ILIKE ?", ["%ipf.example%"])).toContain(
      "customers_email_trgm",
    );
    expect(await plan("SELECT id FROM customers WHERE address_code ILIKE ?", ["%K7%"])).toContain(
      "customers_address_code_trgm",
    );
  });

  it("load a customer's locker and unseen notifications by index", async () => {
    const locker = await plan(
      `SELECT id FROM parcels WHERE customer_id = ? AND state = 'in_locker' AND deleted_at IS NULL
       ORDER BY created_at DESC`,
      ["00000000-0000-0000-0000-000000000000"],
    );
    expect(locker).toContain("parcels_customer_state");
    expect(
      await plan("SELECT count(*) FROM notifications WHERE customer_id = ? AND seen_at IS NULL", [
        "00000000-0000-0000-0000-000000000000",
      ]),
    ).toContain("notifications_unseen");
  });

  it("suggest catalogue descriptions in each language through its trigram index", async () => {
    const texts = {
      en: "description",
      ar: "coalesce(description_ar, description)",
      fr: "coalesce(description_fr, description)",
    };
    for (const [language, text] of Object.entries(texts)) {
      const sql = `SELECT id FROM package_descriptions
        WHERE search_key(${text}) LIKE '%' || search_key(?) || '%' OR search_key(?) <% search_key(${text})`;
      expect(await plan(sql, ["chauss", "chauss"])).toContain(`package_descriptions_${language}_trgm`);
    }
  });

  it("quote a weight through the range exclusion index", async () => {
    const sql = `SELECT price_cents FROM carrier_ranges
                 WHERE carrier_id = ? AND zone_id = ? AND int4range(from_grams, to_grams, '(]') @> 2500`;
    const ids = ["00000000-0000-0000-0000-000000000000", "00000000-0000-0000-0000-000000000000"];
    expect(await plan(sql, ids)).toContain("carrier_ranges_no_overlap");
  });

  it("read the trackers delivered in a range through the partial index", async () => {
    const sql = `SELECT parcel_id FROM parcel_trackers WHERE delivered_at >= ? AND delivered_at < ?`;
    expect(await plan(sql, ["2026-08-01", "2026-11-01"])).toContain("parcel_trackers_delivered_at");
  });

  it("find a webhook's tracker by the engine's id through its index", async () => {
    const sql = `SELECT id FROM parcel_trackers WHERE engine_tracker_id = ?`;
    expect(await plan(sql, ["trk_1"])).toContain("parcel_trackers_engine_tracker_id");
  });
});
