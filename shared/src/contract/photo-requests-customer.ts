import { messageResponseSchema } from "../schemas/common.js";
import { imageRequestRequestSchema } from "../schemas/parcels-customer.js";
import { endpoints } from "./endpoint.js";

/**
 * The customer's own call of the photo requests resource
 * (./photo-requests.ts), in a module of its own: the site imports it, so a
 * phone builds none of the staff's schemas of the resource.
 */
export const customerPhotoRequests = endpoints(
  "photoRequests",
  { tags: ["packages"] },
  {
    request: {
      method: "post",
      path: "/api/packages/images/request",
      summary: "Ask for more photos of a parcel free in the locker; 409 REQUEST_SENT ('sent') when already asked",
      tags: ["locker"],
      auth: "customer",
      schemas: { body: imageRequestRequestSchema, response: messageResponseSchema },
      errors: [404, 409],
    },
  },
);
