import { messageResponseSchema, pageQuerySchema } from "../schemas/common.js";
import {
  consolidationPreviewRequestSchema,
  consolidationPreviewResponseSchema,
} from "../schemas/consolidation-preview.js";
import { createdGroupSchema, packagesGroupsResponseSchema } from "../schemas/parcels.js";
import { groupCancelRequestSchema, groupRequestSchema } from "../schemas/parcels-customer.js";
import { endpoints, sharing } from "./endpoint.js";

/**
 * The customer's own calls of the consolidations resource
 * (./consolidations.ts), in a module of their own: the site imports these, so
 * a phone builds none of the staff's schemas of the resource.
 */
export const customerConsolidations = endpoints(
  "consolidations",
  { tags: ["packages"] },
  {
    ...sharing(
      { auth: "customer" },
      {
        request: {
          method: "post",
          path: "/api/packages/group",
          summary: "Ask for parcels of one warehouse, each free in the locker, to be consolidated",
          tags: ["locker"],
          schemas: { body: groupRequestSchema, response: createdGroupSchema },
          errors: [404, 409],
        },
        preview: {
          method: "post",
          path: "/api/packages/consolidation_preview",
          summary: "What consolidating these parcels would save, per carrier of their warehouse, to one destination",
          tags: ["locker"],
          schemas: { body: consolidationPreviewRequestSchema, response: consolidationPreviewResponseSchema },
          errors: [404, 409],
        },
        listOwn: {
          method: "get",
          path: "/api/packages/group/user",
          summary: "The customer's open assemble requests, newest first",
          tags: ["locker"],
          schemas: { query: pageQuerySchema, response: packagesGroupsResponseSchema },
        },
        cancelRequest: {
          method: "post",
          path: "/api/packages/group/user-cancel",
          summary: "Cancel one's assemble request within 15 minutes (named by packageId or requestId)",
          tags: ["locker"],
          schemas: { body: groupCancelRequestSchema, response: messageResponseSchema },
          errors: [404, 409],
        },
      },
    ),
  },
);
