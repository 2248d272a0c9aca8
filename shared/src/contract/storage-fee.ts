import {
  customerStorageFeeResponseSchema,
  storageFeeRequestSchema,
  storageFeeResponseSchema,
  storageFeeSavedResponseSchema,
} from "../schemas/storage.js";
import { endpoints } from "./endpoint.js";

/** The daily storage fee: admins read and set it beside the rates; customers read it. */
export const storageFee = endpoints(
  "storageFee",
  { tags: ["rates"], auth: { staff: "rates.manage" } },
  {
    read: {
      method: "get",
      path: "/api/storage-fee",
      summary: "The daily storage fee after free storage (dollars) and its latest changes",
      schemas: { response: storageFeeResponseSchema },
    },
    set: {
      method: "put",
      path: "/api/storage-fee",
      summary: "Set the daily storage fee (dollars, 0 to 100, whole cents); the change is recorded",
      schemas: { body: storageFeeRequestSchema, response: storageFeeSavedResponseSchema },
    },
    readForCustomer: {
      method: "get",
      path: "/api/users/storage_fee",
      summary: "The daily storage fee a parcel accrues once its free storage has ended (dollars)",
      tags: ["locker"],
      auth: "customer",
      schemas: { response: customerStorageFeeResponseSchema },
    },
  },
);
