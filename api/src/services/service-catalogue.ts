/**
 * The catalogue of services sold on a parcel (table `services`): reading an
 * entry by its stable code, the active list in display order, and the price
 * rule's view of a row (`servicePrice`, for `serviceFeeCents` of
 * @ipf/shared/rules/services), and the admins' changes, each logged in the
 * change log (change-log.ts).
 */
import type { TranslatedText } from "@ipf/shared/schemas/common";
import { centsOfUnits, unitsOfCents } from "@ipf/shared/format";
import type { ServiceDeliverable, ServicePrice } from "@ipf/shared/rules/services";
import type { ServiceCreate, ServiceEdit } from "@ipf/shared/schemas/services";
import { ConflictError, NotFoundError } from "../lib/errors.js";
import { logChange } from "./change-log.js";
import type { Scope, Work } from "./work.js";

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

const MESSAGES = {
  notFound: "This service was not found.",
  exists: "A service with this code exists already.",
} as const;

/** The table's columns of a service's fields (validated by the shared schema): dollars to cents, percent to basis points. */
function columnsOf(fields: ServiceEdit) {
  return {
    name: fields.name,
    description: fields.description,
    price_cents: fields.price === null ? null : centsOfUnits(fields.price),
    share_basis_points: fields.sharePercent === null ? null : Math.round(fields.sharePercent * 100),
    minimum_cents: fields.minimum === null ? null : centsOfUnits(fields.minimum),
    active: fields.active,
    locker_only: fields.lockerOnly,
    mail_only: fields.mailOnly,
    exclusive: fields.exclusive,
    deliverables: fields.deliverables,
    turnaround_hours: fields.turnaroundHours,
    position: fields.position,
  };
}

/** A service's fields as the API speaks them: what the change log keeps, and its answers show after the code. */
export const serviceFields = (row: ServiceRow): ServiceEdit => ({
  name: row.name,
  description: row.description,
  price: row.price_cents === null ? null : unitsOfCents(row.price_cents),
  sharePercent: row.share_basis_points === null ? null : row.share_basis_points / 100,
  minimum: row.minimum_cents === null ? null : unitsOfCents(row.minimum_cents),
  active: row.active,
  lockerOnly: row.locker_only,
  mailOnly: row.mail_only,
  exclusive: row.exclusive,
  deliverables: row.deliverables,
  turnaroundHours: row.turnaround_hours,
  position: row.position,
});

/** POST /api/admins/services: a new service, logged. */
export async function createService(work: Work, input: ServiceCreate): Promise<ServiceRow> {
  const { code, ...fields } = input;
  const [row] = (await work
    .trx("services")
    .insert({ code, ...columnsOf(fields) })
    .onConflict("code")
    .ignore()
    .returning("*")) as ServiceRow[];
  if (!row) throw ConflictError("SERVICE_EXISTS", MESSAGES.exists, { fields: { code: "serviceCodeInvalid" } });
  await logChange(work, { subject: "service", key: code, before: null, after: serviceFields(row) });
  return row;
}

/** Locks a service by code: two admins saving at once each log the fields they replaced. */
async function lockService(work: Work, code: string): Promise<ServiceRow> {
  const row = (await work.trx("services").where({ code }).forUpdate().first()) as ServiceRow | undefined;
  if (!row) throw NotFoundError(MESSAGES.notFound);
  return row;
}

/** PUT /api/admins/services/:code: completed requests keep the fee they were given. */
export async function editService(work: Work, code: string, fields: ServiceEdit): Promise<ServiceRow> {
  const before = await lockService(work, code);
  const [after] = (await work.trx("services").where({ code }).update(columnsOf(fields)).returning("*")) as ServiceRow[];
  await logChange(work, { subject: "service", key: code, before: serviceFields(before), after: serviceFields(after!) });
  return after!;
}

/** POST /api/admins/services/:code/deactivate: customers can no longer ask for it; open requests go on. */
export async function deactivateService(work: Work, code: string): Promise<ServiceRow> {
  const before = await lockService(work, code);
  const [after] = (await work.trx("services").where({ code }).update({ active: false }).returning("*")) as ServiceRow[];
  await logChange(work, { subject: "service", key: code, before: serviceFields(before), after: serviceFields(after!) });
  return after!;
}
