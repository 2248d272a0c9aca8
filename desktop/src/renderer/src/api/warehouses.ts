import { contract, type Endpoint } from "@ipf/shared/contract";
import type { WarehouseForm, warehouseFormSchema, warehouseSwitchSchema } from "@ipf/shared/schemas/warehouses";
import { multipart } from "./calls";
import { caller, type ApiRequest } from "./client";

const warehouseForm = (fields: WarehouseForm, flag: Blob | null) =>
  multipart({ ...fields }, { name: "image", blob: flag }, (value) => value !== undefined && value !== null);

const { warehouses } = contract;

/**
 * A warehouse's update takes a multipart form (an edit) or `{isActive}` as
 * JSON (a switch): its handler reads either, so its entry declares neither.
 * These two views of it say which one is sent.
 */
type Update<Sent> = Endpoint<typeof warehouses.update & { schemas: Sent }>;
const edit = warehouses.update as Update<{ form: typeof warehouseFormSchema }>;
const switching = warehouses.update as Update<{ body: typeof warehouseSwitchSchema }>;

/** Warehouses (company addresses on the wire): where parcels are received. */
export function warehouseCalls(request: ApiRequest) {
  const call = caller(request);
  return {
    /** Every warehouse, open or not, and how many customers see the open ones. */
    staffWarehouses: () => call(warehouses.listAll),
    /** Multipart, the flag as `image`: created inactive. */
    addWarehouse: (fields: WarehouseForm, flag: Blob | null) =>
      call(warehouses.add, { form: warehouseForm(fields, flag) }),
    /** Multipart: every field, the flag only when a new one is chosen. */
    editWarehouse: (id: string, fields: WarehouseForm, flag: Blob | null) =>
      call(edit, { params: { id }, form: warehouseForm(fields, flag) }),
    /** {isActive} alone: open or close it. */
    switchWarehouse: (id: string, isActive: boolean) => call(switching, { params: { id }, body: { isActive } }),
  };
}
