import { messageResponseSchema } from "../schemas/common.js";
import { parcelHistoryResponseSchema } from "../schemas/parcel-history.js";
import { parcelListResponseSchema, parcelReadResponseSchema, parcelResponseSchema } from "../schemas/parcels.js";
import { parcelIdParamsSchema } from "../schemas/parcels-fields.js";
import {
  deleteParcelRequestSchema,
  packageIdParamsSchema,
  parcelListQuerySchema,
  parcelUpdateFormSchema,
  searchQuerySchema,
} from "../schemas/parcels-staff.js";
import { endpoints, sharing } from "./endpoint.js";

/** A staff list of parcels with their owners: its sign-in checked by its page statement. */
const view = { staff: "parcels.view", riding: true } as const;
const deleting = { staff: "parcels.delete" } as const;

/** The staff's management of the parcels in the warehouses: lists, history, edits and deletions. */
export const parcels = endpoints(
  "parcels",
  { tags: ["packages"] },
  {
    ...sharing(
      { auth: view },
      {
        list: {
          method: "get",
          path: "/api/packages/get/all",
          summary: "Manage packages: every parcel, newest first; deleted=1 for the deleted ones",
          schemas: { query: parcelListQuerySchema, response: parcelListResponseSchema },
        },
        listExpired: {
          method: "get",
          path: "/api/packages/expired",
          summary: "Parcels still in the locker 6 months after they arrived, oldest first",
          schemas: { query: searchQuerySchema, response: parcelListResponseSchema },
        },
        listStorageEnding: {
          method: "get",
          path: "/api/packages/storage-ending",
          summary: "Parcels in the locker whose free storage ends within 30 days, soonest first",
          schemas: { query: searchQuerySchema, response: parcelListResponseSchema },
        },
      },
    ),
    get: {
      method: "get",
      path: "/api/admins/packages/:id",
      summary: "One parcel, whole, with its owner (a table's row opened)",
      auth: { staff: "parcels.view" },
      schemas: { params: parcelIdParamsSchema, response: parcelReadResponseSchema },
      errors: [404],
    },
    history: {
      method: "get",
      path: "/api/packages/history/:packageId",
      summary: "A parcel's history: arrival, each change of state, deletion; who and when, oldest first",
      auth: { staff: "parcels.view" },
      schemas: { params: packageIdParamsSchema, response: parcelHistoryResponseSchema },
      errors: [404],
    },
    edit: {
      method: "post",
      path: "/api/packages/update/:packageId",
      summary: "Edit a parcel (multipart); photos sent are added, removeImages drops some",
      auth: { staff: "parcels.edit" },
      schemas: { params: packageIdParamsSchema, form: parcelUpdateFormSchema, response: parcelResponseSchema },
      upload: { maxFiles: 10 },
      errors: [404, 409],
    },
    remove: {
      method: "post",
      path: "/api/packages/delete/:packageId",
      summary: "Delete a parcel (soft), with a reason",
      auth: deleting,
      schemas: { params: packageIdParamsSchema, body: deleteParcelRequestSchema, response: messageResponseSchema },
      errors: [404, 409],
    },
    removeExpired: {
      method: "delete",
      path: "/api/packages/:id",
      summary: "Delete an expired parcel (soft)",
      auth: deleting,
      schemas: { params: parcelIdParamsSchema, response: messageResponseSchema },
      errors: [404, 409],
    },
  },
);
