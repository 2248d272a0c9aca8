import { loginLogsResponseSchema } from "@ipf/shared/schemas/customers-admin";
import type { LoginLogsQuery } from "@ipf/shared/schemas/login-history";
import type { ApiRequest } from "./client";

/** The staff login history (admins, permission loginHistory.view). */
export function loginHistoryCalls(request: ApiRequest) {
  return {
    /** GET /api/admins/login-logs: attempts newest first, by staff member, status and time. */
    loginLogs: (query: LoginLogsQuery) =>
      request({
        method: "GET",
        path: "/api/admins/login-logs",
        query: {
          page: query.page as number | undefined,
          perPage: query.perPage as number | undefined,
          staffId: query.staffId as string | undefined,
          status: query.status as string | undefined,
          from: query.from as string | undefined,
          to: query.to as string | undefined,
        },
        answer: loginLogsResponseSchema,
      }),
  };
}
