import { contract } from "@ipf/shared/contract";
import type { LoginLogsQuery } from "@ipf/shared/schemas/login-history";
import { caller, type ApiRequest } from "./client";

const { staffAuth } = contract;

/** The staff login history (admins, permission loginHistory.view). */
export function loginHistoryCalls(request: ApiRequest) {
  const call = caller(request);
  return {
    /** Attempts newest first, by staff member, status and time. */
    loginLogs: ({ page, perPage, staffId, status, from, to }: LoginLogsQuery) =>
      call(staffAuth.signInHistory, { query: { page, perPage, staffId, status, from, to } }),
  };
}
