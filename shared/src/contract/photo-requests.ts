import { messageResponseSchema } from "../schemas/common.js";
import { imageRequestsResponseSchema } from "../schemas/parcels.js";
import { imageRequestRequestSchema } from "../schemas/parcels-customer.js";
import { imageRequestListQuerySchema, imageUploadFormSchema, requestIdBodySchema } from "../schemas/parcels-staff.js";
import { endpoints, sharing } from "./endpoint.js";

const manage = { staff: "imageRequests.manage" } as const;

/** A customer's request for more photos of a parcel, and the staff answering it. */
export const photoRequests = endpoints(
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
    list: {
      method: "get",
      path: "/api/packages/images/get",
      summary: "Photo requests, pending first",
      auth: { staff: "imageRequests.view" },
      schemas: { query: imageRequestListQuerySchema, response: imageRequestsResponseSchema },
    },
    ...sharing(
      { auth: manage },
      {
        upload: {
          method: "post",
          path: "/api/packages/images/update",
          summary: "Upload the photos a customer asked for (multipart); completes the request",
          schemas: { form: imageUploadFormSchema, response: messageResponseSchema },
          upload: { maxFiles: 10 },
          errors: [404, 409],
        },
        complete: {
          method: "post",
          path: "/api/packages/images/complete",
          summary: "Mark a photo request complete",
          schemas: { body: requestIdBodySchema, response: messageResponseSchema },
          errors: [404, 409],
        },
        remove: {
          method: "post",
          path: "/api/packages/images/delete",
          summary: "Delete a photo request",
          schemas: { body: requestIdBodySchema, response: messageResponseSchema },
          errors: [404],
        },
      },
    ),
  },
);
