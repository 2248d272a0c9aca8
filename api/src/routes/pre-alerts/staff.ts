import {
  preAlertMatchQuerySchema,
  preAlertMatchResponseSchema,
  staffPreAlertListQuerySchema,
  staffPreAlertListResponseSchema,
} from "@ipf/shared/schemas/pre-alerts";
import type { Api } from "../../lib/api.js";
import type { Deps } from "../../deps.js";
import { presentStaffPreAlert } from "../../presenters/pre-alert.js";
import { listExpectedPreAlerts, matchPreAlerts, type StaffPreAlertRow } from "../../services/pre-alerts.js";
import { resourceRoutes } from "../kit-legacy.js";

/** What the back office reads of pre-alerts: the intake desk's match, and the list of expected ones. */
export function registerStaffPreAlertRoutes(api: Api, deps: Deps) {
  const routes = resourceRoutes(api, { tags: ["pre-alerts"] });
  const present = (rows: readonly StaffPreAlertRow[], now = deps.now()) =>
    rows.map((row) => presentStaffPreAlert(row, now));

  routes.get(
    "/api/admins/pre-alerts/match",
    {
      summary: "The expected pre-alerts a scanned track number matches (its number or its end), else close ones",
      auth: { staff: "parcels.add" },
      schemas: { query: preAlertMatchQuerySchema, response: preAlertMatchResponseSchema },
    },
    async (_ctx, { query }) => {
      const { matches, suggestions } = await matchPreAlerts(deps.db, query.trackNumber);
      return { error: false as const, matches: present(matches), suggestions: present(suggestions) };
    },
  );

  routes.get(
    "/api/admins/pre-alerts",
    {
      summary: "Expected pre-alerts, oldest first, by customer code or part of a track number",
      auth: { staff: "parcels.view" },
      schemas: { query: staffPreAlertListQuerySchema, response: staffPreAlertListResponseSchema },
    },
    async (_ctx, { query }) => {
      const now = deps.now();
      const { rows, count } = await listExpectedPreAlerts(deps.db, query, now);
      return {
        error: false as const,
        preAlerts: present(rows, now),
        count,
        pageCount: Math.ceil(count / query.perPage),
      };
    },
  );
}
