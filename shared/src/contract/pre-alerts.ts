import {
  preAlertCarriersResponseSchema,
  preAlertFormSchema,
  preAlertIdSchema,
  preAlertListQuerySchema,
  preAlertListResponseSchema,
  preAlertMatchQuerySchema,
  preAlertMatchResponseSchema,
  preAlertResponseSchema,
  preAlertUpdateSchema,
  staffPreAlertListQuerySchema,
  staffPreAlertListResponseSchema,
} from "../schemas/pre-alerts.js";
import { endpoints } from "./endpoint.js";

/** Pre-alerts: the customer's announced parcels (customer unless an entry says staff), and the back office's reads of them. */
export const preAlerts = endpoints(
  "preAlerts",
  { tags: ["pre-alerts"], auth: "customer" },
  {
    list: {
      method: "get",
      path: "/api/users/pre-alerts",
      summary: "The customer's pre-alerts, newest first",
      schemas: { query: preAlertListQuerySchema, response: preAlertListResponseSchema },
    },
    listCarriers: {
      method: "get",
      path: "/api/users/pre-alerts/carriers",
      summary: "The carriers a pre-alert may ask to ship on arrival with: the active ones, by warehouse",
      schemas: { response: preAlertCarriersResponseSchema },
    },
    add: {
      method: "post",
      path: "/api/users/pre-alerts/add",
      summary: "Announce an expected parcel",
      schemas: { body: preAlertFormSchema, response: preAlertResponseSchema },
    },
    update: {
      method: "post",
      path: "/api/users/pre-alerts/update",
      summary: "Rewrite one of the customer's expected pre-alerts",
      schemas: { body: preAlertUpdateSchema, response: preAlertResponseSchema },
      errors: [404, 409],
    },
    cancel: {
      method: "post",
      path: "/api/users/pre-alerts/cancel",
      summary: "Cancel one of the customer's expected pre-alerts",
      schemas: { body: preAlertIdSchema, response: preAlertResponseSchema },
      errors: [404, 409],
    },
    match: {
      method: "get",
      path: "/api/admins/pre-alerts/match",
      summary: "The expected pre-alerts a scanned track number matches (its number or its end), else close ones",
      auth: { staff: "parcels.add" },
      schemas: { query: preAlertMatchQuerySchema, response: preAlertMatchResponseSchema },
    },
    listExpected: {
      method: "get",
      path: "/api/admins/pre-alerts",
      summary: "Expected pre-alerts, oldest first, by customer code or part of a track number",
      auth: { staff: "parcels.view" },
      schemas: { query: staffPreAlertListQuerySchema, response: staffPreAlertListResponseSchema },
    },
  },
);
