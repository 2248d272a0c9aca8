import {
  staffWarehousesResponseSchema,
  warehouseResponseSchema,
  type WarehouseForm,
} from "@ipf/shared/schemas/warehouses";
import { multipart } from "./calls";
import type { ApiRequest } from "./client";

const warehouseForm = (fields: WarehouseForm, flag: Blob | null) =>
  multipart({ ...fields }, { name: "image", blob: flag }, (value) => value !== undefined && value !== null);

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
