import type { Knex } from "knex";
import type { Db } from "@ipf/db";
import { leftInNoZone } from "@ipf/shared/rules/zones";
import { ConflictError, NotFoundError } from "../lib/errors.js";
import type { Scope, Work } from "./work.js";

/** Zones: named sets of destination countries that carriers price by. */

const MESSAGES = {
  notFound: "This zone was not found.",
  exists: "A zone with this name already exists.",
  uncovered: "These countries would be in no zone: no carrier would price them.",
} as const;

const UNIQUE_VIOLATION = "23505";

export interface ZoneView {
  id: string;
  name: string;
  countries: string[];
}

function zonesQuery(db: Db | Knex.Transaction) {
  return db("zones as z")
    .leftJoin("zone_countries as zc", "zc.zone_id", "z.id")
    .groupBy("z.id")
    .select(
      "z.id",
      "z.name",
      db.raw(
        "coalesce(array_agg(zc.country::text ORDER BY zc.country) FILTER (WHERE zc.country IS NOT NULL), '{}') AS countries",
      ),
    );
}

/** Every zone, by name (case-blind) or by number of countries, then name; `desc` reverses the first key. */
export async function listZones(
  scope: Scope,
  order: { sort?: "name" | "countries" | undefined; desc?: boolean } = {},
): Promise<ZoneView[]> {
  const direction = order.desc ? "desc" : "asc";
  return (await zonesQuery(scope.db).modify((q) => {
    if (order.sort === "countries") q.orderByRaw(`count(zc.country) ${direction}`).orderByRaw("lower(z.name) asc");
    else q.orderByRaw(`lower(z.name) ${direction}`);
    q.orderBy("z.id");
  })) as ZoneView[];
}

async function renamed<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw ConflictError("ZONE_EXISTS", MESSAGES.exists);
    throw error;
  }
}

export async function addZone({ trx }: Work, name: string, countries: string[]): Promise<ZoneView> {
  const [row] = await renamed(() => trx("zones").insert({ name }).returning("id"));
  const id = (row as { id: string }).id;
  if (countries.length) await trx("zone_countries").insert(countries.map((country) => ({ zone_id: id, country })));
  return (await zonesQuery(trx).where("z.id", id).first()) as ZoneView;
}

/**
 * Replaces the zone's countries (and its name when given). Countries it
 * drops that no other zone holds would get no price: unless `allowUncovered`
 * lists each of them (the ones the admin was shown), that answers 409
 * COUNTRIES_UNCOVERED naming them all, and changes nothing.
 * Every zone is locked first, in one order, so that two edits dropping the
 * same country from two zones run one after the other, and the second sees
 * that the first left it in no zone.
 */
export async function editZone(
  { trx }: Work,
  id: string,
  change: { countries: string[]; name?: string | undefined; allowUncovered: string[] },
): Promise<ZoneView> {
  const locked = (await trx("zones").orderBy("id").forUpdate().select("id")) as { id: string }[];
  if (!locked.some((zone) => zone.id === id)) throw NotFoundError(MESSAGES.notFound);
  const { countries, name } = change;
  const held = (await trx("zone_countries").select("zone_id", "country")) as { zone_id: string; country: string }[];
  const before = held.filter((row) => row.zone_id === id).map((row) => row.country);
  const others = held.filter((row) => row.zone_id !== id).map((row) => row.country);
  const uncovered = leftInNoZone(before, countries, [others]);
  const allowed = new Set(change.allowUncovered);
  if (uncovered.some((country) => !allowed.has(country))) {
    throw ConflictError("COUNTRIES_UNCOVERED", MESSAGES.uncovered, { extra: { countries: uncovered } });
  }
  if (name !== undefined) await renamed(() => trx("zones").where({ id }).update({ name }));
  await trx("zone_countries").where({ zone_id: id }).delete();
  if (countries.length) await trx("zone_countries").insert(countries.map((country) => ({ zone_id: id, country })));
  return (await zonesQuery(trx).where("z.id", id).first()) as ZoneView;
}
