/**
 * The catalogue of services sold on a parcel (table `services`): reading an
 * entry by its stable code, the active list in display order, and the price
 * rule's view of a row (`servicePrice`, for `serviceFeeCents` of
 * @ipf/shared/rules/services).
 */
import type { TranslatedText } from "@ipf/shared/schemas/accounts";
import type { ServiceDeliverable, ServicePrice } from "@ipf/shared/rules/services";
import type { Scope } from "./work.js";

export interface ServiceRow {
  id: string;
  code: string;
  name: TranslatedText;
  description: TranslatedText;
  price_cents: number | null;
  share_basis_points: number | null;
  minimum_cents: number | null;
  active: boolean;
  locker_only: boolean;
  mail_only: boolean;
  exclusive: boolean;
  deliverables: ServiceDeliverable[];
  turnaround_hours: number;
  position: number;
  created_at: Date;
  updated_at: Date;
}

/** One entry by its code (active or not), or undefined. */
export async function serviceByCode(scope: Scope, code: string): Promise<ServiceRow | undefined> {
  return (await scope.db("services").where({ code }).first()) as ServiceRow | undefined;
}

/** The whole catalogue in display order; `activeOnly` for what customers may ask for. */
export async function listServices(scope: Scope, { activeOnly }: { activeOnly: boolean }): Promise<ServiceRow[]> {
  const query = scope.db("services").orderBy([{ column: "position" }, { column: "code" }]);
  if (activeOnly) void query.where({ active: true });
  return (await query.select()) as ServiceRow[];
}

/** The row's price as the shared fee rule reads it (the table's checks keep it one of the two shapes). */
export function servicePrice(
  row: Pick<ServiceRow, "price_cents" | "share_basis_points" | "minimum_cents">,
): ServicePrice {
  return row.price_cents !== null
    ? { priceCents: row.price_cents, shareBasisPoints: null, minimumCents: null }
    : { priceCents: null, shareBasisPoints: row.share_basis_points ?? 0, minimumCents: row.minimum_cents };
}
