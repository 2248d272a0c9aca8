import type { ZodType } from "zod";
import {
  packagesByCompanyResponseSchema,
  packagesByCountryResponseSchema,
  packagesByMonthResponseSchema,
  statisticsQuerySchema,
  statisticsRange,
  totalResponseSchema,
  transactionsTotalResponseSchema,
  type DateRange,
} from "@ipf/shared/schemas/statistics";
import type { Api } from "../../lib/api.js";
import type { Deps } from "../../deps.js";
import {
  newCustomers,
  packagesByCarrier,
  packagesByCountry,
  shippedByMonth,
  totalLogins,
  totalPackages,
  transactionTotals,
} from "../../services/statistics.js";

/** GET /api/admins/statistics/* ?from&to: the dashboard's cards and charts. */
export function registerStatisticsRoutes(api: Api, deps: Deps) {
  const stat = (
    name: string,
    summary: string,
    response: ZodType,
    compute: (range: DateRange) => Promise<Record<string, unknown>>,
    kind: "default" | "byMonth" = "default",
  ) =>
    api.get(
      `/api/admins/statistics/${name}`,
      {
        summary,
        tags: ["statistics"],
        auth: { staff: "statistics.view" },
        schemas: { query: statisticsQuerySchema, response },
      },
      async (_ctx, { query }) => ({
        error: false as const,
        ...(await compute(statisticsRange(query, deps.now(), kind))),
      }),
    );

  stat("packages-location", "Parcels by destination country", packagesByCountryResponseSchema, async (range) => ({
    packagesByCountry: await packagesByCountry(deps.db, range),
  }));

  stat("packages-company", "Parcels by carrier", packagesByCompanyResponseSchema, async (range) => ({
    packagesByCompany: (await packagesByCarrier(deps.db, range)).map((row) => ({
      _id: row.name,
      carrierId: row.id,
      warehouseCountry: row.country,
      packagesCount: row.count,
    })),
  }));

  stat(
    "packages-month",
    "Shipped parcels by month (by default since 1 January of last year)",
    packagesByMonthResponseSchema,
    async (range) => ({
      packagesByMonth: (await shippedByMonth(deps.db, range)).map((row) => ({
        _id: row.month,
        shippedCount: row.count,
      })),
    }),
    "byMonth",
  );

  stat("total-logins", "Successful staff sign-ins", totalResponseSchema, async (range) => ({
    num: await totalLogins(deps.db, range),
  }));

  stat("total-packages", "Parcels received", totalResponseSchema, async (range) => ({
    num: await totalPackages(deps.db, range),
  }));

  stat("new-users", "New customers", totalResponseSchema, async (range) => ({
    num: await newCustomers(deps.db, range),
  }));

  stat(
    "total-transactions",
    "Completed payments: how many, and the volume per currency",
    transactionsTotalResponseSchema,
    async (range) => {
      const totals = await transactionTotals(deps.db, range);
      return {
        transactionsNum: totals.count,
        transactionsVolume: totals.volume.map((v) => ({ _id: v.currency, sum: v.sum })),
      };
    },
  );
}
