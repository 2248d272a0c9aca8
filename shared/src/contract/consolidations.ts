import { messageResponseSchema, pageQuerySchema } from "../schemas/common.js";
import {
  consolidationPreviewRequestSchema,
  consolidationPreviewResponseSchema,
} from "../schemas/consolidation-preview.js";
import {
  createdGroupSchema,
  groupResponseSchema,
  packagesGroupsResponseSchema,
  parcelResponseSchema,
} from "../schemas/parcels.js";
import { groupCancelRequestSchema, groupRequestSchema } from "../schemas/parcels-customer.js";
import {
  addAssembleFormSchema,
  groupIdParamsSchema,
  packageIdBodySchema,
  packageIdParamsSchema,
  queueQuerySchema,
  requestIdBodySchema,
} from "../schemas/parcels-staff.js";
import { endpoints, sharing } from "./endpoint.js";

const view = { staff: "consolidations.view" } as const;
const manage = { staff: "consolidations.manage" } as const;

/** Consolidations: a customer's request to pack parcels into one, and the staff's queue of them. */
export const consolidations = endpoints(
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
    ...sharing(
      { auth: view },
      {
        listOpen: {
          method: "get",
          path: "/api/packages/groups",
          summary: "Open assemble requests, newest first",
          schemas: { query: queueQuerySchema, response: packagesGroupsResponseSchema },
        },
        listAccepted: {
          method: "get",
          path: "/api/packages/groups/complete",
          summary: "Accepted assemble requests, newest first",
          schemas: { query: queueQuerySchema, response: packagesGroupsResponseSchema },
        },
        get: {
          method: "get",
          path: "/api/packages/assemble/:packageId",
          summary: "One assemble request: by its id, or the one a parcel is in or came out of",
          schemas: { params: packageIdParamsSchema, response: groupResponseSchema },
          errors: [404],
        },
      },
    ),
    assemble: {
      method: "post",
      path: "/api/packages/add-assemble",
      summary:
        "Accept an assemble request: the packed parcel, measured and photographed (multipart, one photo at least)",
      auth: { staff: "consolidations.assemble" },
      schemas: { form: addAssembleFormSchema, response: parcelResponseSchema },
      upload: { maxFiles: 10 },
      errors: [404, 409],
    },
    ...sharing(
      { auth: manage, errors: [404, 409] },
      {
        cancel: {
          method: "post",
          path: "/api/packages/group/cancel",
          summary: "Cancel an unaccepted assemble request",
          schemas: { body: requestIdBodySchema, response: messageResponseSchema },
        },
        revert: {
          method: "post",
          path: "/api/packages/group/revert",
          summary: "Revert an accepted request while its parcel is free in the locker",
          schemas: { body: requestIdBodySchema, response: messageResponseSchema },
        },
        remove: {
          method: "post",
          path: "/api/packages/group/delete",
          summary: "Delete an accepted request from the lists",
          schemas: { body: requestIdBodySchema, response: messageResponseSchema },
        },
        removeParcel: {
          method: "post",
          path: "/api/packages/groups/remove-package/:groupId",
          summary: "Take one parcel out of an open request of 3 or more",
          schemas: { params: groupIdParamsSchema, body: packageIdBodySchema, response: messageResponseSchema },
        },
      },
    ),
  },
);
