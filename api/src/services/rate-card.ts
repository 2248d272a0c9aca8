import { randomUUID } from "node:crypto";
import {
  buildRateCard,
  RATE_CARDS,
  type RateCard,
  type RateCardName,
  type RateCarrier,
  type RateCardData,
} from "@ipf/shared/rules/pricing";
import type { Deps } from "../deps.js";
import { uploadUrl } from "../lib/signed-uploads.js";
import { readScope, type Scope } from "./work.js";

/**
 * The rate cards in memory. Quoting is the hot path, so it never touches
 * the database: the cards are loaded when the API starts and reloaded on
 * every instance when staff change carriers, ranges, zones or warehouses
 * (one message on the bus). A slow refresh also runs, in case a message was
 * lost while an instance's bus connection was down.
 */

export const RATES_CHANGED = "rates.changed";
const REFRESH_MS = 5 * 60 * 1000;

type Cards = Record<RateCardName, RateCard>;

export class RateCards {
  private cards: Cards | undefined;
  private started = 0;
  private applied = 0;
  private readonly instance = randomUUID();

  constructor(private readonly deps: Deps) {}

  start(): void {
    this.deps.bus.subscribe(RATES_CHANGED, (payload) => {
      if ((payload as { from?: string } | null)?.from === this.instance) return;
      void this.reload().catch((error) => this.deps.log.warn({ err: error }, "rate card reload failed"));
    });
    setInterval(() => void this.reload().catch(() => undefined), REFRESH_MS).unref();
    void this.reload().catch((error) => this.deps.log.warn({ err: error }, "rate card load failed"));
  }

  /** The card as loaded, or undefined before the first load completes. */
  peek(name: RateCardName): RateCard | undefined {
    return this.cards?.[name];
  }

  async get(name: RateCardName): Promise<RateCard> {
    return this.peek(name) ?? (await this.reload())[name];
  }

  /**
   * Loads both cards from one snapshot. Loads may overlap; a load started
   * later saw every change committed before it started, so an older load
   * that finishes last is dropped.
   */
  async reload(): Promise<Cards> {
    const generation = ++this.started;
    const data = await loadRateCards(readScope(this.deps));
    if (generation > this.applied) {
      this.applied = generation;
      this.cards = {
        main: buildRateCard(data.main),
        side: buildRateCard(data.side),
      };
    }
    return this.cards!;
  }

  /** After staff committed a change: this instance reloads now, the others on the message. */
  async changed(): Promise<void> {
    await this.reload();
    await this.deps.bus
      .publish(RATES_CHANGED, { from: this.instance })
      .catch((error) => this.deps.log.warn({ err: error }, "rate change not announced"));
  }
}

const instances = new WeakMap<Deps, RateCards>();

/** The rate cards of one API instance (one per Deps), started on first use. */
export function rateCardsOf(deps: Deps): RateCards {
  let cards = instances.get(deps);
  if (!cards) {
    cards = new RateCards(deps);
    instances.set(deps, cards);
    cards.start();
  }
  return cards;
}

interface CarrierRow {
  id: string;
  warehouse_id: string;
  rate_card: RateCardName;
  name: string;
  name_ar: string;
  logo_path: string | null;
  dimensional_divisor: number;
  min_ship_days: number;
  max_ship_days: number;
}

/** Both cards from one snapshot: a transaction of its own, whatever the caller's. */
export async function loadRateCards(scope: Scope): Promise<Record<RateCardName, RateCardData>> {
  return scope.deps.db.transaction(
    async (trx) => {
      const warehouses = await trx("warehouses").where({ is_active: true }).pluck<string[]>("id");
      const zones = await trx("zone_countries")
        .select("zone_id as id", trx.raw("array_agg(country::text ORDER BY country) AS countries"))
        .groupBy("zone_id");
      const carriers = (await trx("carriers")
        .whereNull("deleted_at")
        .andWhere({ is_active: true })
        .select(
          "id",
          "warehouse_id",
          "rate_card",
          "name",
          "name_ar",
          "logo_path",
          "dimensional_divisor",
          "min_ship_days",
          "max_ship_days",
        )) as CarrierRow[];
      const ranges = await trx("carrier_ranges as r")
        .join("carriers as c", "c.id", "r.carrier_id")
        .whereNull("c.deleted_at")
        .andWhere("c.is_active", true)
        .select("r.id", "r.carrier_id", "r.zone_id", "r.from_grams", "r.to_grams", "r.price_cents");

      const byCarrier = new Map<string, RateCarrier>();
      for (const row of carriers) {
        byCarrier.set(row.id, {
          id: row.id,
          warehouseId: row.warehouse_id,
          name: row.name,
          nameAr: row.name_ar,
          logo: uploadUrl(row.logo_path),
          divisor: row.dimensional_divisor,
          minDays: row.min_ship_days,
          maxDays: row.max_ship_days,
          isActive: true,
          ranges: [],
        });
      }
      for (const r of ranges) {
        byCarrier.get(r.carrier_id)?.ranges.push({
          id: r.id,
          zoneId: r.zone_id,
          fromGrams: r.from_grams,
          toGrams: r.to_grams,
          priceCents: r.price_cents,
        });
      }
      const zoneList = zones.map((z: { id: string; countries: string[] }) => ({
        id: z.id,
        countries: z.countries,
      }));
      const card = (name: RateCardName): RateCardData => ({
        activeWarehouseIds: warehouses,
        zones: zoneList,
        carriers: carriers.filter((c) => c.rate_card === name).map((c) => byCarrier.get(c.id)!),
      });
      return Object.fromEntries(RATE_CARDS.map((name) => [name, card(name)])) as Record<RateCardName, RateCardData>;
    },
    { isolationLevel: "repeatable read", readOnly: true },
  );
}
