import type { Warehouse } from "@ipf/shared/schemas/warehouses";
import { uploadUrl } from "../lib/signed-uploads.js";
import type { WarehouseDbRow } from "../services/warehouses.js";

export function presentWarehouse(row: WarehouseDbRow, customerCode?: string): Warehouse {
  return {
    _id: row.id,
    id: row.id,
    country: row.country,
    state: row.state,
    city: row.city,
    zip: row.zip,
    phone: row.phone,
    addressLineOne: row.address_line_one,
    // The customer's code on line two is what routes a parcel to their locker.
    addressLineTwo: customerCode ? `${row.address_line_two} ${customerCode}`.trim() : row.address_line_two,
    color: row.color,
    flagImage: uploadUrl(row.flag_image_path),
    isActive: row.is_active,
  };
}
