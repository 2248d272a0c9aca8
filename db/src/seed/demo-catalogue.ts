/**
 * Demo seed, first part: the configuration a working installation needs
 * (warehouses, zones, carriers and prices, shops, posts).
 */
import { randomUUID } from "node:crypto";
import type { Knex } from "knex";
import { COUNTRIES } from "@ipf/shared/data/countries";
import {
  BANDS,
  CARRIERS,
  REST_OF_WORLD_NAME,
  WAREHOUSES,
  ZONES,
  bandPriceCents,
  type CarrierSeed,
  type WarehouseKey,
  type ZoneKey,
} from "./data/demo-catalogue.js";
import { POSTS, SHOP_CATEGORIES, SHOPS } from "./data/demo-market.js";

export interface DemoCarrier {
  id: string;
  seed: CarrierSeed;
}

export interface DemoCatalogue {
  warehouses: Record<WarehouseKey, string>;
  zones: Record<ZoneKey, string>;
  carriers: DemoCarrier[];
}

/** Where the demo carriers' logos are named; the API draws the missing ones outside production. */
export const DEMO_LOGO_FOLDER = "logos/demo/";

const ALL_ZONES: readonly ZoneKey[] = ["europe", "maghreb", "middleEast", "northAmerica", "restOfWorld"];

export async function seedDemoCatalogue(trx: Knex.Transaction, now: Date): Promise<DemoCatalogue> {
  const warehouses = await insertWarehouses(trx);
  const zones = await insertZones(trx);
  const carriers = await insertCarriers(trx, warehouses, zones);
  await insertShops(trx);
  await insertPosts(trx, warehouses, now);
  return { warehouses, zones, carriers };
}

async function insertWarehouses(trx: Knex.Transaction): Promise<Record<WarehouseKey, string>> {
  const ids = {} as Record<WarehouseKey, string>;
  for (const w of WAREHOUSES) {
    const [row] = await trx("warehouses")
      .insert({
        country: w.country,
        state: w.state,
        city: w.city,
        zip: w.zip,
        phone: w.phone,
        address_line_one: w.addressLineOne,
        address_line_two: w.addressLineTwo,
        color: w.color,
        is_active: w.isActive,
      })
      .returning<{ id: string }[]>("id");
    ids[w.key] = row!.id;
  }
  return ids;
}

/** Five zones that together hold every country exactly once. */
async function insertZones(trx: Knex.Transaction): Promise<Record<ZoneKey, string>> {
  const listed = new Set(Object.values(ZONES).flatMap((zone) => zone.countries));
  const members: Record<ZoneKey, { name: string; countries: readonly string[] }> = {
    ...ZONES,
    restOfWorld: { name: REST_OF_WORLD_NAME, countries: COUNTRIES.map((c) => c.iso2).filter((c) => !listed.has(c)) },
  };
  const ids = {} as Record<ZoneKey, string>;
  for (const key of ALL_ZONES) {
    const zone = members[key];
    const [row] = await trx("zones").insert({ name: zone.name }).returning<{ id: string }[]>("id");
    ids[key] = row!.id;
    await trx("zone_countries").insert(zone.countries.map((country) => ({ zone_id: row!.id, country })));
  }
  return ids;
}

async function insertCarriers(
  trx: Knex.Transaction,
  warehouses: Record<WarehouseKey, string>,
  zones: Record<ZoneKey, string>,
): Promise<DemoCarrier[]> {
  const carriers: DemoCarrier[] = [];
  for (const seed of CARRIERS) {
    const [row] = await trx("carriers")
      .insert({
        warehouse_id: warehouses[seed.warehouse],
        rate_card: seed.rateCard,
        name: seed.name,
        name_ar: seed.nameAr,
        dimensional_divisor: seed.divisor,
        min_ship_days: seed.minDays,
        max_ship_days: seed.maxDays,
        // A wordmark of the carrier's own name, drawn by the API outside production (services/demo-logos.ts).
        logo_path: `${DEMO_LOGO_FOLDER}${randomUUID()}.webp`,
        is_active: true,
        engine_carrier: seed.engine?.carrier ?? null,
        engine_service: seed.engine?.service ?? null,
      })
      .returning<{ id: string }[]>("id");
    const ranges = (seed.zones ?? ALL_ZONES).flatMap((zone) =>
      BANDS.map(([from, to], band) => ({
        carrier_id: row!.id,
        zone_id: zones[zone],
        from_grams: from,
        to_grams: to,
        price_cents: bandPriceCents(seed, zone, band),
      })),
    );
    await trx("carrier_ranges").insert(ranges);
    carriers.push({ id: row!.id, seed });
  }
  return carriers;
}

async function insertShops(trx: Knex.Transaction): Promise<void> {
  const categories = await trx("shop_categories")
    .insert(SHOP_CATEGORIES.map((name) => ({ name })))
    .returning<{ id: string; name: string }[]>(["id", "name"]);
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));
  await trx("shops").insert(
    SHOPS.map((shop) => ({
      name: shop.name,
      link: shop.link,
      category_id: categoryId.get(shop.category),
      country: shop.country,
      color: shop.color,
    })),
  );
}

async function insertPosts(trx: Knex.Transaction, warehouses: Record<WarehouseKey, string>, now: Date): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  await trx("posts").insert(
    POSTS.map((post) => ({
      type: post.type,
      title: JSON.stringify(post.title),
      content: JSON.stringify(post.content),
      warehouse_id: warehouses[post.warehouse],
      discount: post.discount,
      website: post.website ? JSON.stringify(post.website) : null,
      expires_at: new Date(now.getTime() + post.expiresInDays * day),
    })),
  );
}
