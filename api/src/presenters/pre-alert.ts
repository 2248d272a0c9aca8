import { preAlertStatus } from "@ipf/shared/rules/pre-alerts";
import type { PreAlert, StaffPreAlert } from "@ipf/shared/schemas/pre-alerts";
import type { PreAlertRow, StaffPreAlertRow } from "../services/pre-alerts.js";

export function presentPreAlert(row: PreAlertRow, now: Date): PreAlert {
  const shipOnArrival = row.ship_address_id !== null || row.ship_carrier_id !== null;
  return {
    _id: row.id,
    store: row.store,
    trackNumber: row.track_number,
    warehouseId: row.warehouse_id,
    lines: row.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      price: line.priceCents / 100,
      hsCode: line.hsCode,
    })),
    shipping: shipOnArrival ? { addressId: row.ship_address_id, carrierId: row.ship_carrier_id } : null,
    state: row.state,
    status: preAlertStatus(row.state, row.created_at, now),
    createdAt: row.created_at.toISOString(),
    arrivedAt: row.arrived_at?.toISOString() ?? null,
    parcelId: row.parcel_id,
    packageId: row.parcel_code,
  };
}

/** The back office's view: the customer as the intake's picker holds one (`customerCode` is addressHash). */
export function presentStaffPreAlert(row: StaffPreAlertRow, now: Date): StaffPreAlert {
  return {
    ...presentPreAlert(row, now),
    customer: {
      id: row.customer_id,
      fullName: `${row.first_name} ${row.last_name}`,
      email: row.email,
      customerCode: row.address_code,
    },
    carrierName: row.carrier_name,
  };
}
