import { preAlerts } from "@ipf/shared/contract/pre-alerts";
import type { Api } from "../../lib/api.js";
import type { Deps } from "../../deps.js";
import { presentStaffPreAlert } from "../../presenters/pre-alert.js";
import { listExpectedPreAlerts, matchPreAlerts, type StaffPreAlertRow } from "../../services/pre-alerts.js";
import { readScope } from "../../services/work.js";

/** What the back office reads of pre-alerts: the intake desk's match, and the list of expected ones. */
export function registerStaffPreAlertRoutes(api: Api, deps: Deps) {
  const present = (rows: readonly StaffPreAlertRow[], now = deps.now()) =>
    rows.map((row) => presentStaffPreAlert(row, now));

  api.bind(preAlerts.match, async (_ctx, { query }) => {
    const { matches, suggestions } = await matchPreAlerts(readScope(deps), query.trackNumber);
    return { error: false as const, matches: present(matches), suggestions: present(suggestions) };
  });

  api.bind(preAlerts.listExpected, async (_ctx, { query }) => {
    const scope = readScope(deps);
    const { rows, count } = await listExpectedPreAlerts(scope, query);
    return {
      error: false as const,
      preAlerts: present(rows, scope.now),
      count,
      pageCount: Math.ceil(count / query.perPage),
    };
  });
}
