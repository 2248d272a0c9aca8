import {
  alertCreateRequestSchema,
  alertCreateResponseSchema,
  alertListQuerySchema,
  alertListResponseSchema,
} from "../schemas/alerts.js";
import { messageResponseSchema } from "../schemas/common.js";
import { alertIdBodySchema } from "../schemas/parcels-staff.js";
import { endpoints } from "./endpoint.js";

/** The staff's alerts to a customer or about a parcel, shown live until cleared. */
export const alerts = endpoints(
  "alerts",
  { tags: ["alerts"], auth: { staff: "alerts.manage" } },
  {
    list: {
      method: "get",
      path: "/api/admins/alert/getAlerts",
      summary: "Alerts, newest first; alertId narrows to one alert or to a parcel's alerts (by packageId)",
      schemas: { query: alertListQuerySchema, response: alertListResponseSchema },
    },
    create: {
      method: "post",
      path: "/api/admins/alert/create",
      summary: "Write an alert (type, text in ar, en and fr) for a customer or about a parcel; they see it live",
      schemas: { body: alertCreateRequestSchema, response: alertCreateResponseSchema },
      errors: [404],
    },
    clear: {
      method: "post",
      path: "/api/admins/alert/clear",
      summary: "Clear an alert (while not cleared)",
      schemas: { body: alertIdBodySchema, response: messageResponseSchema },
      errors: [404, 409],
    },
    remove: {
      method: "post",
      path: "/api/admins/alert/delete",
      summary: "Delete a cleared alert",
      schemas: { body: alertIdBodySchema, response: messageResponseSchema },
      errors: [404, 409],
    },
  },
);
