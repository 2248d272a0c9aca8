import type { ParcelReportKind } from "@ipf/shared/schemas/parcel-reports";

/**
 * A parcel error report as the support thread reads it, beside the message
 * that carries its note and photo. Apart from the service so that support.ts
 * reads it without importing the service that builds on support.ts.
 */
export interface ReportRow {
  id: string;
  parcel_id: string;
  parcel_code: string;
  kind: ParcelReportKind;
  line_position: number | null;
  line_description: string | null;
  resolved_at: string | null;
}

/** The report of the message `m` (aliased so), as one JSON object, or NULL when the message reports nothing. */
export const REPORT_OF_MESSAGE = `SELECT json_build_object('id', r.id, 'parcel_id', r.parcel_id, 'parcel_code', p.parcel_code,
    'kind', r.kind, 'line_position', r.line_position, 'line_description', r.line_description,
    'resolved_at', r.resolved_at)
  FROM parcel_reports r JOIN parcels p ON p.id = r.parcel_id WHERE r.message_id = m.id`;
