import {
  preAlertCarriersResponseSchema,
  preAlertFormSchema,
  preAlertIdSchema,
  preAlertListQuerySchema,
  preAlertListResponseSchema,
  preAlertResponseSchema,
  preAlertUpdateSchema,
} from "@ipf/shared/schemas/pre-alerts";
import type { Api } from "../../lib/api.js";
import { currentCustomer } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import { presentPreAlert } from "../../presenters/pre-alert.js";
import {
  addPreAlert,
  cancelPreAlert,
  listPreAlerts,
  listShippingCarriers,
  updatePreAlert,
  type PreAlertRow,
} from "../../services/pre-alerts.js";
import { changeRoutes, resourceRoutes } from "../kit-legacy.js";

const MESSAGES = {
  added: "The pre-alert has been saved",
  updated: "Updated Successfully",
  cancelled: "The pre-alert was cancelled",
} as const;

const TAGS = ["pre-alerts"];

/** The customer's pre-alerts: list, add, rewrite and cancel while expected. */
export function registerCustomerPreAlertRoutes(api: Api, deps: Deps) {
  const routes = resourceRoutes(api, { tags: TAGS, auth: "customer" });
  const change = changeRoutes(api, deps, { tags: TAGS, auth: "customer" });
  const answer = (row: PreAlertRow) => ({ preAlert: presentPreAlert(row, deps.now()) });

  routes.get(
    "/api/users/pre-alerts",
    {
      summary: "The customer's pre-alerts, newest first",
      schemas: { query: preAlertListQuerySchema, response: preAlertListResponseSchema },
    },
    async (ctx, { query }) => {
      const { rows, count } = await listPreAlerts(deps.db, currentCustomer(ctx).id, query);
      const now = deps.now();
      return {
        error: false as const,
        preAlerts: rows.map((row) => presentPreAlert(row, now)),
        count,
        pageCount: Math.ceil(count / query.perPage),
      };
    },
  );

  routes.get(
    "/api/users/pre-alerts/carriers",
    {
      summary: "The carriers a pre-alert may ask to ship on arrival with: the active ones, by warehouse",
      schemas: { response: preAlertCarriersResponseSchema },
    },
    async () => ({
      error: false as const,
      carriers: (await listShippingCarriers(deps.db)).map((c) => ({
        _id: c.id,
        name: c.name,
        warehouseId: c.warehouse_id,
      })),
    }),
  );

  change("/api/users/pre-alerts/add", MESSAGES.added, {
    summary: "Announce an expected parcel",
    schemas: { body: preAlertFormSchema, response: preAlertResponseSchema },
    created: true,
    run: (work, { body }, ctx) => addPreAlert(work, currentCustomer(ctx).id, body),
    answer,
  });

  change("/api/users/pre-alerts/update", MESSAGES.updated, {
    summary: "Rewrite one of the customer's expected pre-alerts",
    schemas: { body: preAlertUpdateSchema, response: preAlertResponseSchema },
    errors: [404, 409],
    run: (work, { body }, ctx) => updatePreAlert(work, currentCustomer(ctx).id, body.id, body),
    answer,
  });

  change("/api/users/pre-alerts/cancel", MESSAGES.cancelled, {
    summary: "Cancel one of the customer's expected pre-alerts",
    schemas: { body: preAlertIdSchema, response: preAlertResponseSchema },
    errors: [404, 409],
    run: (work, { body }, ctx) => cancelPreAlert(work, currentCustomer(ctx).id, body.id),
    answer,
  });
}
