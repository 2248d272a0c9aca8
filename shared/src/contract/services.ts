import { changesQuerySchema, changesResponseSchema } from "../schemas/change-log.js";
import { messageResponseSchema } from "../schemas/common.js";
import {
  parcelServiceParamsSchema,
  parcelServiceRequestParamsSchema,
  parcelServicesResponseSchema,
  serviceCompleteFormSchema,
  serviceCreateSchema,
  serviceEditSchema,
  serviceParamsSchema,
  serviceQueueQuerySchema,
  serviceQueueResponseSchema,
  serviceRefuseSchema,
  serviceRequestBodySchema,
  serviceRequestCreatedSchema,
  serviceRequestParamsSchema,
  serviceSavedResponseSchema,
  servicesResponseSchema,
  staffServiceRequestResponseSchema,
} from "../schemas/services.js";
import { endpoints, sharing } from "./endpoint.js";

/** The catalogue of services sold on a parcel: public to read, admins edit it. */
export const services = endpoints(
  "services",
  { tags: ["services"], auth: { staff: "services.manage" } },
  {
    publicList: {
      method: "get",
      path: "/api/services",
      summary: "The active services with their prices (dollars, or a share of the declared value) and promises",
      tags: ["public"],
      auth: undefined,
      schemas: { response: servicesResponseSchema },
    },
    list: {
      method: "get",
      path: "/api/admins/services",
      summary: "The whole catalogue, active or not, in display order",
      schemas: { response: servicesResponseSchema },
    },
    create: {
      method: "post",
      path: "/api/admins/services",
      summary: "Add a service; 409 SERVICE_EXISTS when the code is taken. Logged in the change log",
      schemas: { body: serviceCreateSchema, response: serviceSavedResponseSchema },
      errors: [409],
    },
    edit: {
      method: "put",
      path: "/api/admins/services/:code",
      summary: "Replace a service's fields (its code stays); requests already completed keep their fee. Logged",
      schemas: { params: serviceParamsSchema, body: serviceEditSchema, response: serviceSavedResponseSchema },
      errors: [404],
    },
    deactivate: {
      method: "post",
      path: "/api/admins/services/:code/deactivate",
      summary: "Stop selling a service; open requests for it go on. Logged",
      schemas: { params: serviceParamsSchema, response: serviceSavedResponseSchema },
      errors: [404],
    },
  },
);

/** A customer's requests for services on their parcels, and the staff fulfilling them. */
export const serviceRequests = endpoints(
  "serviceRequests",
  { tags: ["services"], auth: { staff: "serviceRequests.handle" } },
  {
    ...sharing(
      { auth: "customer" },
      {
        forParcel: {
          method: "get",
          path: "/api/packages/:id/services",
          summary:
            "The services a parcel of the customer's can take (each with its fee for it, or why not) and its requests",
          tags: ["locker"],
          schemas: { params: parcelServiceParamsSchema, response: parcelServicesResponseSchema },
          errors: [404],
        },
        request: {
          method: "post",
          path: "/api/packages/:id/services",
          summary:
            "Ask for a service on a parcel in the locker, with a note; 409 SERVICE_UNAVAILABLE with the reason when it cannot take it now",
          tags: ["locker"],
          schemas: {
            params: parcelServiceParamsSchema,
            body: serviceRequestBodySchema,
            response: serviceRequestCreatedSchema,
          },
          errors: [404, 409],
        },
        cancel: {
          method: "post",
          path: "/api/packages/:id/services/:requestId/cancel",
          summary: "Cancel a request staff have not started; 409 REQUEST_CLOSED once they have",
          tags: ["locker"],
          schemas: { params: parcelServiceRequestParamsSchema, response: messageResponseSchema },
          errors: [404, 409],
        },
      },
    ),
    queue: {
      method: "get",
      path: "/api/admins/service-requests",
      summary: "Service requests by tab: open (requested and in progress, oldest first), or one state, newest first",
      auth: { staff: "serviceRequests.view" },
      schemas: { query: serviceQueueQuerySchema, response: serviceQueueResponseSchema },
    },
    start: {
      method: "post",
      path: "/api/admins/service-requests/:id/start",
      summary:
        "Start a request: the customer can no longer cancel it; 409 REQUEST_CLOSED when it was cancelled meanwhile",
      schemas: { params: serviceRequestParamsSchema, response: staffServiceRequestResponseSchema },
      errors: [404, 409],
    },
    complete: {
      method: "post",
      path: "/api/admins/service-requests/:id/complete",
      summary:
        "Complete a request with its result (multipart: photos in `images`, a PDF in `scan`, the checklist as JSON, a note); fixes its fee; the customer is told by notification and e-mail",
      schemas: {
        params: serviceRequestParamsSchema,
        form: serviceCompleteFormSchema,
        response: staffServiceRequestResponseSchema,
      },
      upload: { maxFiles: 11 },
      errors: [404, 409],
    },
    refuse: {
      method: "post",
      path: "/api/admins/service-requests/:id/refuse",
      summary: "Refuse a request with a reason the customer reads; no fee is charged",
      schemas: {
        params: serviceRequestParamsSchema,
        body: serviceRefuseSchema,
        response: staffServiceRequestResponseSchema,
      },
      errors: [404, 409],
    },
  },
);

/** The one change log of the admin settings (storage fee, customs, duty and VAT, services). */
export const changeLog = endpoints(
  "changeLog",
  { tags: ["settings"], auth: { staff: "changes.view" } },
  {
    list: {
      method: "get",
      path: "/api/admins/changes",
      summary: "The latest changes of one kind of setting (or of one record of it), newest first",
      schemas: { query: changesQuerySchema, response: changesResponseSchema },
    },
  },
);
