import type { StaffAlert } from "@ipf/shared/schemas/alerts";
import type { AlertRow } from "../services/parcels/alerts.js";

export function presentAlert(row: AlertRow): StaffAlert {
  return {
    _id: row.id,
    alertId: row.alert_code,
    type: row.type,
    kind: row.kind,
    text: row.text,
    cleared: row.cleared,
    clearedAt: row.cleared_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    packageId: row.package_id,
    user: row.user_id
      ? {
          _id: row.user_id,
          fullName: row.full_name ?? "",
          addressHash: row.customer_code ?? "",
          suspicious: row.suspicious ?? false,
        }
      : null,
    createdBy: row.created_by_name,
  };
}
