import type { z } from "zod";
import type { labelSchema } from "@ipf/shared/schemas/labels";
import type { LabelRow } from "../services/labels.js";

/** A label as the ship desk sees it: no storage key, the engine's cost in its currency. */
export function presentLabel(row: LabelRow): z.infer<typeof labelSchema> {
  return {
    id: row.id,
    state: row.state,
    carrier: row.engine_carrier,
    service: row.engine_service,
    format: row.label_format,
    trackNumber: row.tracking_number,
    trackLink: row.tracking_url,
    cost: row.cost_cents === null ? null : { amount: row.cost_cents / 100, currency: row.cost_currency ?? "EUR" },
    purchasedAt: row.purchased_at ? row.purchased_at.toISOString() : null,
    customsDocument: row.customs_document_key !== null,
  };
}
