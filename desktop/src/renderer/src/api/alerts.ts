import { alertCreateResponseSchema, alertListResponseSchema, type AlertCreateInput } from "@ipf/shared/schemas/alerts";
import { verbs, type PageRequest } from "./calls";
import type { ApiRequest } from "./client";

/** Alerts (back-office-operations 2, 4 and 7): list, write, clear, delete. */
export function alertCalls(request: ApiRequest) {
  const { post } = verbs(request);

  return {
    /** GET /api/admins/alert/getAlerts: `query` is an alertId or a packageId; `cleared` filters. */
    alerts: ({ page, perPage, query }: PageRequest, cleared?: boolean) =>
      request({
        method: "GET",
        path: "/api/admins/alert/getAlerts",
        query: { page, perPage, alertId: query || undefined, cleared },
        answer: alertListResponseSchema,
      }),
    /** POST /api/admins/alert/create */
    createAlert: async (body: AlertCreateInput) =>
      (await request({ method: "POST", path: "/api/admins/alert/create", body, answer: alertCreateResponseSchema }))
        .alert,
    /** POST /api/admins/alert/{clear,delete} */
    manageAlert: (action: "clear" | "delete", alertId: string) => post(`/api/admins/alert/${action}`, { alertId }),
  };
}
