import type { ZodType } from "zod";
import {
  packagesByCompanyResponseSchema,
  packagesByCountryResponseSchema,
  packagesByMonthResponseSchema,
  totalResponseSchema,
  transactionsTotalResponseSchema,
} from "@ipf/shared/schemas/statistics";
import type { ApiRequest } from "./client";

/** A range of whole days, both ends included (YYYY-MM-DD). */
export interface StatisticsRange {
  from: string;
  to: string;
}

/** GET /api/admins/statistics/*: the dashboard's numbers (back-office-configuration-and-support 7). */
export function statisticsCalls(request: ApiRequest) {
  const stat = <T>(name: string, range: StatisticsRange, answer: ZodType<T>) =>
    request({
      method: "GET",
      path: `/api/admins/statistics/${name}`,
      query: { from: range.from, to: range.to },
      answer,
    });

  return {
    parcelsByCountry: async (range: StatisticsRange) =>
      (await stat("packages-location", range, packagesByCountryResponseSchema)).packagesByCountry,

    parcelsByCarrier: async (range: StatisticsRange) =>
      (await stat("packages-company", range, packagesByCompanyResponseSchema)).packagesByCompany.map((row) => ({
        carrier: row._id,
        warehouseCountry: row.warehouseCountry,
        count: row.packagesCount,
      })),

    shippedByMonth: async (range: StatisticsRange) =>
      (await stat("packages-month", range, packagesByMonthResponseSchema)).packagesByMonth.map((row) => ({
        month: row._id,
        count: row.shippedCount,
      })),

    statisticsTotals: async (range: StatisticsRange) => {
      const [logins, parcels, customers] = await Promise.all(
        (["total-logins", "total-packages", "new-users"] as const).map(
          async (name) => (await stat(name, range, totalResponseSchema)).num,
        ),
      );
      return { logins: logins ?? 0, parcels: parcels ?? 0, customers: customers ?? 0 };
    },

    transactionTotals: async (range: StatisticsRange) => {
      const answer = await stat("total-transactions", range, transactionsTotalResponseSchema);
      return {
        count: answer.transactionsNum,
        volume: answer.transactionsVolume.map((row) => ({ currency: row._id, sum: row.sum })),
      };
    },
  };
}
