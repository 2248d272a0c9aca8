import { messageResponseSchema } from "../schemas/common.js";
import { groupResponseSchema, packagesGroupsResponseSchema, parcelResponseSchema } from "../schemas/parcels.js";
import {
  addAssembleFormSchema,
  groupIdParamsSchema,
  packageIdBodySchema,
  packageIdParamsSchema,
  queueQuerySchema,
  requestIdBodySchema,
} from "../schemas/parcels-staff.js";
import { customerConsolidations } from "./consolidations-customer.js";
import { endpoints, sharing } from "./endpoint.js";

const view = { staff: "consolidations.view" } as const;
const manage = { staff: "consolidations.manage" } as const;

/** The staff's calls of the resource. */
const staffConsolidations = endpoints(
  "consolidations",
  { tags: ["packages"] },
  {
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

/**
 * Consolidations: a customer's request to pack parcels into one, and the
 * staff's queue of them. The customer's calls come first, from their own
 * module (./consolidations-customer.ts).
 */
export const consolidations = { ...customerConsolidations, ...staffConsolidations };
