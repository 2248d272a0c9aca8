import { messageResponseSchema } from "../schemas/common.js";
import { disassembleRequestSchema } from "../schemas/parcels-customer.js";
import { parcelIdParamsSchema } from "../schemas/parcels-fields.js";
import { endpoints } from "./endpoint.js";

/**
 * The customer's own call of the splits resource (./splits.ts), in a module
 * of its own: the site imports it, so a phone builds none of the staff's
 * schemas of the resource.
 */
export const customerSplits = endpoints(
  "splits",
  { tags: ["packages"] },
  {
    request: {
      method: "post",
      path: "/api/packages/disassemble-request/:id",
      summary: "Ask for a parcel free in the locker to be taken apart (a note is required)",
      tags: ["locker"],
      auth: "customer",
      schemas: { params: parcelIdParamsSchema, body: disassembleRequestSchema, response: messageResponseSchema },
      errors: [404, 409],
    },
  },
);
