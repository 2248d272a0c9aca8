/**
 * A customer's requests for services on their parcels (table
 * `service_requests`, rules/services.ts): the customer asks with a note and
 * may cancel until staff start; staff start, then complete with the result
 * (photos, a PDF scan, a checklist, a note) or refuse with a reason.
 *
 * Every change locks the parcel first, then the request, so the customer
 * cancelling and staff completing (or starting) the same request serialise:
 * the second finds the first's state and is refused. The fee is fixed when
 * staff complete, from the catalogue's price then and the parcel's declared
 * value (euros, at the day's rate, in dollar cents); it is charged with the
 * parcel's shipping payment (service-fees.ts).
 */
import type { TranslatedText } from "@ipf/shared/schemas/common";
import type { Knex } from "knex";
import {
  canServiceRequest,
  OPEN_SERVICE_STATES,
  serviceFeeCents,
  serviceUnavailable,
  type ServiceDeliverable,
  type ServiceRequestAction,
  type ServiceRequestState,
} from "@ipf/shared/rules/services";
import type { ChecklistItem, ServiceQueueTab } from "@ipf/shared/schemas/services";
import { ConflictError, NotFoundError, ValidationError } from "../lib/errors.js";
import type { UploadedFile } from "../lib/multipart.js";
import { isPdf } from "@ipf/shared/rules/files";
import { euroRate } from "./euro-rate.js";
import { announce } from "./parcels/announce.js";
import { findParcel } from "./parcels/find.js";
import { appendImages } from "./parcels/intake.js";
import type { ParcelOwnerRow, ParcelRow } from "./parcels/rows.js";
import { searchOf, whereParcelSearch } from "./parcels/search.js";
import { listServices, servicePrice, type ServiceRow } from "./service-catalogue.js";
import { notifyServiceDone } from "./service-notify.js";
import { dueServiceFees } from "./payments/service-fees.js";
import { actingStaff, type Scope, type Work } from "./work.js";

const MESSAGES = {
  notFound: "Request not found.",
  serviceNotFound: "This service was not found.",
  unavailable: "This parcel cannot take this service now.",
  closed: "This request is no longer open.",
  missing: (list: string) => `This service hands back ${list}: add them.`,
  scanNotPdf: "The scan must be a PDF.",
} as const;

const UNIQUE_VIOLATION = "23505";

/** A request with its service's code, name and promise, as the screens show it. */
export interface ServiceRequestRow {
  id: string;
  parcel_id: string;
  customer_id: string;
  service_id: string;
  code: string;
  name: TranslatedText;
  deliverables: ServiceDeliverable[];
  turnaround_hours: number;
  state: ServiceRequestState;
  note: string | null;
  fee_cents: number | null;
  charge_parcel_id: string | null;
  transaction_id: string | null;
  /** The payment it was charged in completed. */
  paid: boolean;
  photos: string[];
  scan_path: string | null;
  checklist: ChecklistItem[] | null;
  result_note: string | null;
  refuse_reason: string | null;
  requested_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
  cancelled_at: Date | null;
  refused_at: Date | null;
  started_by_name: string | null;
  completed_by_name: string | null;
}

/** A request of the staff queue: with its parcel and owner. */
export interface StaffServiceRequestRow extends ServiceRequestRow {
  parcel_code: string;
  track_number: string;
  parcel_state: string;
  owner: ParcelOwnerRow;
}

/** The owner of a queue row, as a parcel answer's owner. */
const OWNER_JSON =
  "json_build_object('id', c.id, 'first_name', c.first_name, 'last_name', c.last_name, 'email', c.email, 'phone', c.phone, 'address_code', c.address_code, 'suspicious', c.suspicious, 'language', c.language) AS owner";

function requestsQuery(db: Knex | Knex.Transaction): Knex.QueryBuilder {
  return db("service_requests as r")
    .join("services as s", "s.id", "r.service_id")
    .leftJoin("transactions as t", "t.id", "r.transaction_id")
    .leftJoin("staff as sb", "sb.id", "r.started_by")
    .leftJoin("staff as cb", "cb.id", "r.completed_by")
    .select(
      "r.*",
      "s.code",
      "s.name",
      "s.deliverables",
      "s.turnaround_hours",
      db.raw("coalesce(t.state = 'complete', false) AS paid"),
      "sb.full_name as started_by_name",
      "cb.full_name as completed_by_name",
    );
}

/** One request, with what the screens show. */
export async function serviceRequestById(scope: Scope, id: string): Promise<ServiceRequestRow | undefined> {
  return (await requestsQuery(scope.db).where("r.id", id).first()) as ServiceRequestRow | undefined;
}

/** The parcel's declared value in dollar cents: its lines (euro cents) at the day's rate. */
async function declaredValueUsdCents(scope: Scope, parcelId: string): Promise<number> {
  const row = (await scope
    .db("parcel_items")
    .where({ parcel_id: parcelId })
    .first(scope.db.raw("coalesce(sum(price_cents::bigint * quantity), 0) AS total"))) as { total: string | number };
  const euroCents = Number(row.total);
  return euroCents === 0 ? 0 : Math.round(euroCents * (await euroRate(scope)));
}

/** Mail: every declared line is mail (a parcel with no lines is not). */
async function isMail(scope: Scope, parcelId: string): Promise<boolean> {
  const row = (await scope
    .db("parcel_items")
    .where({ parcel_id: parcelId })
    .first(scope.db.raw("count(*) > 0 AND bool_and(type = 'Mail') AS mail"))) as { mail: boolean | null };
  return row.mail === true;
}

interface OpenOnParcel {
  openCodes: string[];
  openExclusive: boolean;
}

async function openOnParcel(scope: Scope, parcelId: string): Promise<OpenOnParcel> {
  const rows = (await scope
    .db("service_requests as r")
    .join("services as s", "s.id", "r.service_id")
    .where("r.parcel_id", parcelId)
    .whereIn("r.state", OPEN_SERVICE_STATES)
    .select("s.code", "s.exclusive")) as { code: string; exclusive: boolean }[];
  return { openCodes: rows.map((row) => row.code), openExclusive: rows.some((row) => row.exclusive) };
}

const ruleView = (service: ServiceRow) => ({
  code: service.code,
  lockerOnly: service.locker_only,
  mailOnly: service.mail_only,
  exclusive: service.exclusive,
});

/** GET /api/packages/:id/services: the active catalogue priced for this parcel, each available or why not, and its requests. */
export async function parcelServices(scope: Scope, customerId: string, ref: string) {
  const parcel = await findParcel(scope, ref, { customerId });
  const [catalogue, open, mail, value, requests, due] = await Promise.all([
    listServices(scope, { activeOnly: true }),
    openOnParcel(scope, parcel.id),
    isMail(scope, parcel.id),
    declaredValueUsdCents(scope, parcel.id),
    requestsQuery(scope.db).where("r.parcel_id", parcel.id).orderBy("r.requested_at", "desc") as Promise<
      ServiceRequestRow[]
    >,
    dueServiceFees(scope, parcel.id, { lock: false }),
  ]);
  const shape = { inLocker: parcel.state === "in_locker", isMail: mail, ...open };
  return {
    parcel,
    services: catalogue.map((service) => ({
      service,
      feeCents: serviceFeeCents(servicePrice(service), value),
      unavailable: serviceUnavailable(ruleView(service), shape),
    })),
    requests,
    dueFees: due.fees,
  };
}

/** POST /api/packages/:id/services: the parcel locked, so its checks and the insert cannot interleave with another request. */
export async function requestService(
  work: Work,
  customerId: string,
  ref: string,
  input: { code: string; note?: string | undefined },
): Promise<ServiceRequestRow> {
  const parcel = await findParcel(work, ref, { customerId, lock: true });
  const service = (await work.trx("services").where({ code: input.code, active: true }).first()) as
    ServiceRow | undefined;
  if (!service) throw NotFoundError(MESSAGES.serviceNotFound, "NOT_FOUND", { code: "notFound" });
  const reason = serviceUnavailable(ruleView(service), {
    inLocker: parcel.state === "in_locker",
    isMail: await isMail(work, parcel.id),
    ...(await openOnParcel(work, parcel.id)),
  });
  if (reason) throw ConflictError("SERVICE_UNAVAILABLE", MESSAGES.unavailable, { fields: { code: reason } });
  let id: string;
  try {
    const [row] = (await work
      .trx("service_requests")
      .insert({
        parcel_id: parcel.id,
        customer_id: customerId,
        service_id: service.id,
        note: input.note || null,
        requested_at: work.now,
      })
      .returning("id")) as { id: string }[];
    id = row!.id;
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
      throw ConflictError("SERVICE_UNAVAILABLE", MESSAGES.unavailable, { fields: { code: "alreadyOpen" } });
    }
    throw error;
  }
  announce(work, parcel, ["serviceRequests"]);
  return (await serviceRequestById(work, id))!;
}

/** Locks the parcel, then the request; 404 when the request is not of this parcel (and customer). */
async function lockRequest(
  work: Work,
  id: string,
  owner?: { customerId: string; parcelRef: string },
): Promise<{ parcel: ParcelRow; request: ServiceRequestRow }> {
  const found = (await work.trx("service_requests").where({ id }).first("parcel_id", "customer_id")) as
    { parcel_id: string; customer_id: string } | undefined;
  if (!found) throw NotFoundError(MESSAGES.notFound);
  const parcel = owner
    ? await findParcel(work, owner.parcelRef, { customerId: owner.customerId, lock: true })
    : await findParcel(work, found.parcel_id, { lock: true, includeDeleted: true });
  if (parcel.id !== found.parcel_id) throw NotFoundError(MESSAGES.notFound);
  await work.trx("service_requests").where({ id }).forUpdate().first("id");
  return { parcel, request: (await serviceRequestById(work, id))! };
}

function assertCan(request: ServiceRequestRow, action: ServiceRequestAction): void {
  if (!canServiceRequest(request.state, action)) {
    throw ConflictError("REQUEST_CLOSED", MESSAGES.closed, { extra: { state: request.state } });
  }
}

/** POST /api/packages/:id/services/:requestId/cancel: only before staff start. */
export async function cancelServiceRequest(
  work: Work,
  customerId: string,
  parcelRef: string,
  requestId: string,
): Promise<void> {
  const { parcel, request } = await lockRequest(work, requestId, { customerId, parcelRef });
  assertCan(request, "cancel");
  await work.trx("service_requests").where({ id: request.id }).update({ state: "cancelled", cancelled_at: work.now });
  announce(work, parcel, ["serviceRequests"]);
}

/** The staff queue: open (oldest first, the work to do) or one state (newest first). */
export async function serviceQueue(
  scope: Scope,
  filter: { tab: ServiceQueueTab; query?: string | undefined; page: number; perPage: number },
): Promise<{ rows: StaffServiceRequestRow[]; count: number }> {
  const { db } = scope;
  const base = () => {
    let query = db("service_requests as r").join("parcels as p", "p.id", "r.parcel_id");
    query = filter.tab === "open" ? query.whereIn("r.state", OPEN_SERVICE_STATES) : query.where("r.state", filter.tab);
    return whereParcelSearch(query, searchOf(filter.query), { alias: "p" });
  };
  const ids = (await base()
    .orderBy([
      { column: "r.requested_at", order: filter.tab === "open" ? "asc" : "desc" },
      { column: "r.id", order: "asc" },
    ])
    .offset(filter.page * filter.perPage)
    .limit(filter.perPage)
    .select("r.id")) as { id: string }[];
  const [counted] = (await base().count({ n: "*" })) as { n: string }[];
  if (ids.length === 0) return { rows: [], count: Number(counted?.n ?? 0) };
  const rows = (await requestsQuery(db)
    .join("parcels as p", "p.id", "r.parcel_id")
    .join("customers as c", "c.id", "r.customer_id")
    .whereIn(
      "r.id",
      ids.map((row) => row.id),
    )
    .select(
      "p.parcel_code",
      "p.track_number",
      "p.state as parcel_state",
      db.raw(OWNER_JSON),
    )) as StaffServiceRequestRow[];
  const order = new Map(ids.map((row, index) => [row.id, index]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return { rows, count: Number(counted?.n ?? 0) };
}

/** A staff request with its parcel and owner (the answer of a staff change). */
export async function staffServiceRequest(scope: Scope, id: string): Promise<StaffServiceRequestRow> {
  const row = (await requestsQuery(scope.db)
    .join("parcels as p", "p.id", "r.parcel_id")
    .join("customers as c", "c.id", "r.customer_id")
    .where("r.id", id)
    .select("p.parcel_code", "p.track_number", "p.state as parcel_state", scope.db.raw(OWNER_JSON))
    .first()) as StaffServiceRequestRow | undefined;
  if (!row) throw NotFoundError(MESSAGES.notFound);
  return row;
}

/** POST /api/admins/service-requests/:id/start: from now on the customer cannot cancel. */
export async function startServiceRequest(work: Work, id: string): Promise<string> {
  const { parcel, request } = await lockRequest(work, id);
  assertCan(request, "start");
  await work
    .trx("service_requests")
    .where({ id })
    .update({ state: "in_progress", started_at: work.now, started_by: actingStaff(work).id });
  announce(work, parcel, ["serviceRequests"]);
  return id;
}

/** POST /api/admins/service-requests/:id/refuse: no fee, the reason told to the customer. */
export async function refuseServiceRequest(work: Work, id: string, reason: string): Promise<string> {
  const { parcel, request } = await lockRequest(work, id);
  assertCan(request, "refuse");
  await work
    .trx("service_requests")
    .where({ id })
    .update({ state: "refused", refused_at: work.now, refused_by: actingStaff(work).id, refuse_reason: reason });
  await notifyServiceDone(work, parcel, (await serviceRequestById(work, id))!);
  announce(work, parcel, ["serviceRequests"]);
  return id;
}

/** The scan of a result form: a PDF (field `scan`), checked by its structure before anything is stored. */
export function scanOf(files: readonly UploadedFile[]): UploadedFile | undefined {
  const scan = files.find((file) => file.field === "scan" && file.bytes.length > 0);
  if (scan && !isPdf(scan.bytes)) throw ValidationError({ scan: "serviceScanNotPdf" }, MESSAGES.scanNotPdf);
  return scan;
}

/** The photos of a result form: every file but the scan. */
export const resultPhotos = (files: readonly UploadedFile[]) => files.filter((file) => file.field !== "scan");

/**
 * POST /api/admins/service-requests/:id/complete. The photos (stored before
 * the transaction, removed again if it fails) become the parcel's photos
 * too; the fee is fixed now. What the service hands back must be there.
 */
export async function completeServiceRequest(
  work: Work,
  id: string,
  input: { checklist?: ChecklistItem[] | undefined; note?: string | undefined },
  photos: readonly string[],
  scanPath: string | null,
): Promise<string> {
  const { parcel, request } = await lockRequest(work, id);
  assertCan(request, "complete");
  const given: Record<ServiceDeliverable, boolean> = {
    photos: photos.length > 0,
    scan: scanPath !== null,
    checklist: (input.checklist?.length ?? 0) > 0,
  };
  const missing = request.deliverables.filter((deliverable) => !given[deliverable]);
  if (missing.length) {
    throw ValidationError(
      Object.fromEntries(missing.map((deliverable) => [deliverable, "codeRequired"])),
      MESSAGES.missing(missing.join(", ")),
    );
  }
  const service = (await work.trx("services").where({ id: request.service_id }).first()) as ServiceRow;
  const fee = serviceFeeCents(servicePrice(service), await declaredValueUsdCents(work, parcel.id));
  await appendImages(work, parcel.id, photos);
  await work
    .trx("service_requests")
    .where({ id })
    .update({
      state: "completed",
      completed_at: work.now,
      completed_by: actingStaff(work).id,
      fee_cents: fee,
      charge_parcel_id: parcel.id,
      photos: photos as string[],
      scan_path: scanPath,
      checklist: input.checklist ? JSON.stringify(input.checklist) : null,
      result_note: input.note || null,
    });
  await notifyServiceDone(work, parcel, (await serviceRequestById(work, id))!);
  announce(work, parcel, ["serviceRequests"]);
  return id;
}

/** Whether a request still keeps its parcel from being consolidated, split or shipped. */
export async function parcelHasOpenService(scope: Scope, parcelIds: readonly string[]): Promise<boolean> {
  if (parcelIds.length === 0) return false;
  const row = await scope
    .db("service_requests")
    .whereIn("parcel_id", [...parcelIds])
    .whereIn("state", OPEN_SERVICE_STATES)
    .first("id");
  return row !== undefined;
}
