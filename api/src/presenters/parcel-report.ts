import type { ParcelReport } from "@ipf/shared/schemas/parcel-reports";
import type { ReportRow } from "../services/parcel-report-rows.js";

export function presentReport(row: ReportRow): ParcelReport {
  return {
    _id: row.id,
    packageId: row.parcel_code,
    parcelId: row.parcel_id,
    kind: row.kind,
    line: row.line_position,
    lineDescription: row.line_description,
    underReview: row.resolved_at === null,
  };
}
