import type { ShipmentProblem } from "@ipf/shared/schemas/shipment-problems";
import { reasonsOf, type ShipmentProblemRow } from "../services/shipment-problems.js";
import { presentOwner } from "./parcel.js";

/** A row of the shipment problems queue, its reasons counted at `now`. */
export function presentShipmentProblem(row: ShipmentProblemRow, now: Date): ShipmentProblem {
  return {
    _id: row.id,
    packageId: row.parcel_code,
    trackNumber: row.tracking_number,
    trackLink: row.tracking_url ?? row.track_link,
    shippedAt: row.shipped_at.toISOString(),
    user: {
      ...presentOwner({ ...row, id: row.customer_id }),
      firstName: row.first_name,
      language: row.language,
    },
    carrier: { name: row.carrier_name, nameAr: row.carrier_name_ar, maxShipDays: row.max_ship_days },
    destination: row.country ? { country: row.country, city: row.city ?? "" } : null,
    status: row.status,
    lastEvent: row.event_at
      ? {
          at: row.event_at.toISOString(),
          status: row.event_status ?? "",
          description: row.event_description ?? "",
          location: row.event_location,
        }
      : null,
    reasons: reasonsOf(row, now),
    ticket: row.ticket_id && row.ticket_status ? { _id: row.ticket_id, status: row.ticket_status } : null,
  };
}
