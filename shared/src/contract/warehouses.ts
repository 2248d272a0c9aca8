import { idParamsSchema } from "../schemas/common.js";
import {
  staffWarehousesResponseSchema,
  warehouseFormSchema,
  warehouseResponseSchema,
  warehousesResponseSchema,
} from "../schemas/warehouses.js";
import { endpoints } from "./endpoint.js";

const manage = { staff: "warehouses.manage" } as const;

/** The warehouses customers ship to: a public list of the open ones, the rest for staff who manage them. */
export const warehouses = endpoints(
  "warehouses",
  { tags: ["warehouses"] },
  {
    list: {
      method: "get",
      path: "/api/addresses/company",
      summary: "Active warehouses; with a customer token, line two ends with the customer's code",
      schemas: { response: warehousesResponseSchema },
    },
    listAll: {
      method: "get",
      path: "/api/admins/address/all",
      summary: "Every warehouse, active or not, and how many customers see the open ones",
      auth: manage,
      schemas: { response: staffWarehousesResponseSchema },
    },
    add: {
      method: "post",
      path: "/api/admins/address/add",
      summary: "Add a warehouse (multipart, with the flag as the file `image`); it starts inactive",
      auth: manage,
      schemas: { form: warehouseFormSchema, response: warehouseResponseSchema },
      upload: { maxFiles: 1 },
    },
    // The body is a multipart form or JSON: the handler reads it (the document shows no request body).
    update: {
      method: "put",
      path: "/api/admins/address/:id",
      summary:
        "Edit a warehouse (multipart with every field of address/add, the flag optional) or switch it: {isActive} alone, as JSON or multipart",
      auth: manage,
      schemas: { params: idParamsSchema, response: warehouseResponseSchema },
      errors: [404],
    },
  },
);
