import { messageResponseSchema } from "../schemas/common.js";
import { imageRequestsResponseSchema } from "../schemas/parcels.js";
import { imageRequestListQuerySchema, imageUploadFormSchema, requestIdBodySchema } from "../schemas/parcels-staff.js";
import { endpoints, sharing } from "./endpoint.js";
import { customerPhotoRequests } from "./photo-requests-customer.js";

const manage = { staff: "imageRequests.manage" } as const;

/** The staff's calls of the resource. */
const staffPhotoRequests = endpoints(
  "photoRequests",
  { tags: ["packages"] },
  {
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

/**
 * A customer's request for more photos of a parcel, and the staff answering
 * it. The customer's call comes first, from its own module
 * (./photo-requests-customer.ts).
 */
export const photoRequests = { ...customerPhotoRequests, ...staffPhotoRequests };
