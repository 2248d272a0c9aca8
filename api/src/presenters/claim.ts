import { unitsOfCents } from "@ipf/shared/format";
import type { ClaimView, StaffClaimView } from "@ipf/shared/schemas/claims";
import type { ClaimWindow } from "@ipf/shared/rules/insurance";
import type { ClaimListRow } from "../services/claims/rows.js";

/** `link`: a signed link to a stored photo. */
export function presentClaim(row: ClaimListRow, link: (path: string) => string): ClaimView {
  return {
    _id: row.id,
    packageId: row.parcel_code,
    parcelId: row.parcel_id,
    kind: row.kind,
    description: row.description,
    state: row.state,
    insured: row.insured,
    covered: unitsOfCents(row.covered_cents),
    currency: row.currency,
    approved: row.approved_cents === null ? null : unitsOfCents(row.approved_cents),
    rejectReason: row.reject_reason,
    refundState: row.refund_state,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    photos: row.photo_paths.map(link),
  };
}

export function presentStaffClaim(row: ClaimListRow, link: (path: string) => string): StaffClaimView {
  return {
    ...presentClaim(row, link),
    user: {
      _id: row.customer_id,
      fullName: `${row.first_name} ${row.last_name}`.trim(),
      addressHash: row.address_code,
    },
    decidedBy: row.decided_by_name,
  };
}

export function presentWindow(window: ClaimWindow) {
  if (window.open) return { open: true, reason: null, date: null };
  const date = window.reason === "lostFrom" ? window.from : window.reason === "damageEnded" ? window.until : null;
  return { open: false, reason: window.reason, date: date?.toISOString() ?? null };
}
