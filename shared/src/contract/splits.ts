import { messageResponseSchema } from "../schemas/common.js";
import { splitRequestResponseSchema, splitRequestsResponseSchema } from "../schemas/parcels.js";
import {
  completeSplitRequestSchema,
  packageIdParamsSchema,
  requestIdBodySchema,
  requestIdParamsSchema,
  splitListQuerySchema,
} from "../schemas/parcels-staff.js";
import { endpoints } from "./endpoint.js";
import { customerSplits } from "./splits-customer.js";

const view = { staff: "splits.view" } as const;

/** The staff's calls of the resource. */
const staffSplits = endpoints(
  "splits",
  { tags: ["packages"] },
  {
    list: {
      method: "get",
      path: "/api/packages/requests/disassemble",
      summary: "Disassemble requests: complete=false awaiting, complete=true done; newest first",
      auth: view,
      schemas: { query: splitListQuerySchema, response: splitRequestsResponseSchema },
    },
    cancel: {
      method: "post",
      path: "/api/packages/requests/disassemble/cancel",
      summary: "Cancel an open disassemble request (admins only)",
      auth: { staff: "splits.cancel" },
      schemas: { body: requestIdBodySchema, response: messageResponseSchema },
      errors: [404, 409],
    },
    complete: {
      method: "post",
      path: "/api/packages/requests/disassemble/:id",
      summary: "Complete a disassemble request, linking the parcels taken in for it",
      auth: { staff: "splits.accept" },
      schemas: { params: requestIdParamsSchema, body: completeSplitRequestSchema, response: messageResponseSchema },
      errors: [404, 409],
    },
    get: {
      method: "get",
      path: "/api/packages/disassemble/get/:packageId",
      summary: "One disassemble request: by its id, or the latest of a parcel",
      auth: view,
      schemas: { params: packageIdParamsSchema, response: splitRequestResponseSchema },
      errors: [404],
    },
  },
);

/**
 * Splits: a customer's request to take a parcel apart, and the staff's queue
 * of them. The customer's call comes first, from its own module
 * (./splits-customer.ts).
 */
export const splits = { ...customerSplits, ...staffSplits };
