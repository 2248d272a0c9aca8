import {
  staffWarehousesResponseSchema,
  warehouseResponseSchema,
  type WarehouseForm,
} from "@ipf/shared/schemas/warehouses";
import type { ApiRequest } from "./client";

function warehouseForm(fields: WarehouseForm, flag: Blob | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  if (flag) form.append("image", flag);
  return form;
}

/** Warehouses (the spec's company addresses): where parcels are received. */
export function warehouseCalls(request: ApiRequest) {
  return {
    /** GET /api/admins/address/all: every warehouse, open or not, and how many customers see the open ones. */
    staffWarehouses: () =>
      request({ method: "GET", path: "/api/admins/address/all", answer: staffWarehousesResponseSchema }),
    /** POST /api/admins/address/add (multipart, the flag as `image`): created inactive. */
    addWarehouse: (fields: WarehouseForm, flag: Blob | null) =>
      request({
        method: "POST",
        path: "/api/admins/address/add",
        form: warehouseForm(fields, flag),
        answer: warehouseResponseSchema,
      }),
    /** PUT /api/admins/address/{id} (multipart): every field, the flag only when a new one is chosen. */
    editWarehouse: (id: string, fields: WarehouseForm, flag: Blob | null) =>
      request({
        method: "PUT",
        path: `/api/admins/address/${encodeURIComponent(id)}`,
        form: warehouseForm(fields, flag),
        answer: warehouseResponseSchema,
      }),
    /** PUT /api/admins/address/{id} with {isActive} alone: open or close it. */
    switchWarehouse: (id: string, isActive: boolean) =>
      request({
        method: "PUT",
        path: `/api/admins/address/${encodeURIComponent(id)}`,
        body: { isActive },
        answer: warehouseResponseSchema,
      }),
  };
}
