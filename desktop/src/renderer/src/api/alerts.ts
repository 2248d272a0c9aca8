import { contract } from "@ipf/shared/contract";
import type { AlertCreateInput } from "@ipf/shared/schemas/alerts";
import type { PageRequest } from "./calls";
import { caller, type ApiRequest } from "./client";

const { alerts } = contract;

const managing = { clear: alerts.clear, delete: alerts.remove } as const;

/** Alerts: list, write, clear, delete. */
export function alertCalls(request: ApiRequest) {
  const call = caller(request);

  return {
    /** `query` is an alertId or a packageId; `cleared` filters. */
    alerts: ({ page, perPage, query }: PageRequest, cleared?: boolean) =>
      call(alerts.list, { query: { page, perPage, alertId: query || undefined, cleared } }),
    createAlert: async (body: AlertCreateInput) => (await call(alerts.create, { body })).alert,
    manageAlert: (action: "clear" | "delete", alertId: string) => call(managing[action], { body: { alertId } }),
  };
}
