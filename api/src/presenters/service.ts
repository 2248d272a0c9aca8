import { unitsOfCents } from "@ipf/shared/format";
import type { ParcelService, Service, ServiceRequestView, StaffServiceRequest } from "@ipf/shared/schemas/services";
import type { AdminChange } from "@ipf/shared/schemas/change-log";
import type { AdminChangeRow } from "../services/change-log.js";
import { serviceFields, type ServiceRow } from "../services/service-catalogue.js";
import type { ServiceRequestRow, StaffServiceRequestRow } from "../services/service-requests.js";
import { presentOwner } from "./parcel.js";

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const dollars = (cents: number | null) => (cents === null ? null : unitsOfCents(cents));

export function presentService(row: ServiceRow): Service {
  return { code: row.code, ...serviceFields(row) };
}

export function presentParcelService(entry: {
  service: ServiceRow;
  feeCents: number;
  unavailable: ParcelService["unavailable"];
}): ParcelService {
  const { service } = entry;
  return {
    code: service.code,
    name: service.name,
    description: service.description,
    deliverables: service.deliverables,
    turnaroundHours: service.turnaround_hours,
    fee: unitsOfCents(entry.feeCents),
    unavailable: entry.unavailable,
  };
}

/** A request as the customer sees it; `link` signs the private files (lib/signed-uploads.ts). */
export function presentServiceRequest(row: ServiceRequestRow, link: (path: string) => string): ServiceRequestView {
  return {
    _id: row.id,
    code: row.code,
    name: row.name,
    state: row.state,
    note: row.note,
    fee: dollars(row.fee_cents),
    paid: row.paid,
    turnaroundHours: row.turnaround_hours,
    requestedAt: row.requested_at.toISOString(),
    startedAt: iso(row.started_at),
    completedAt: iso(row.completed_at),
    cancelledAt: iso(row.cancelled_at),
    refusedAt: iso(row.refused_at),
    refuseReason: row.refuse_reason,
    result:
      row.state === "completed"
        ? {
            photos: row.photos.map(link),
            scan: row.scan_path ? link(row.scan_path) : null,
            checklist: row.checklist ?? [],
            note: row.result_note,
          }
        : null,
  };
}

export function presentStaffServiceRequest(
  row: StaffServiceRequestRow,
  link: (path: string) => string,
): StaffServiceRequest {
  return {
    ...presentServiceRequest(row, link),
    parcel: { _id: row.parcel_id, packageId: row.parcel_code, trackNumber: row.track_number, state: row.parcel_state },
    user: presentOwner(row.owner),
    deliverables: row.deliverables,
    startedBy: row.started_by_name,
    completedBy: row.completed_by_name,
  };
}

export function presentChange(row: AdminChangeRow): AdminChange {
  return {
    subject: row.subject,
    key: row.key,
    before: row.before ?? null,
    after: row.after,
    changedBy: row.changed_by,
    changedAt: row.changed_at.toISOString(),
  };
}
