import { statistics } from "@ipf/shared/contract/statistics";
import { statisticsRange, type DateRange } from "@ipf/shared/schemas/statistics";
import type { Answer, Api } from "../../lib/api.js";
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

type Statistic = (typeof statistics)[keyof typeof statistics];

/** GET /api/admins/statistics/* ?from&to: the dashboard's cards and charts. */
export function registerStatisticsRoutes(api: Api, deps: Deps) {
  const stat = <const E extends Statistic>(
    entry: E,
    compute: (range: DateRange) => Promise<Omit<Answer<E>, "error">>,
    kind: "default" | "byMonth" = "default",
  ) =>
    api.bind(
      entry,
      async (_ctx, { query }) =>
        ({ error: false as const, ...(await compute(statisticsRange(query ?? {}, deps.now(), kind))) }) as Answer<E>,
    );

  stat(statistics.parcelsByCountry, async (range) => ({
    packagesByCountry: await packagesByCountry(deps.db, range),
  }));

  stat(statistics.parcelsByCarrier, async (range) => ({
    packagesByCompany: (await packagesByCarrier(deps.db, range)).map((row) => ({
      _id: row.name,
      carrierId: row.id,
      warehouseCountry: row.country,
      packagesCount: row.count,
    })),
  }));

  stat(
    statistics.shippedByMonth,
    async (range) => ({
      packagesByMonth: (await shippedByMonth(deps.db, range)).map((row) => ({
        _id: row.month,
        shippedCount: row.count,
      })),
    }),
    "byMonth",
  );

  stat(statistics.staffSignIns, async (range) => ({ num: await totalLogins(deps.db, range) }));

  stat(statistics.parcelsReceived, async (range) => ({ num: await totalPackages(deps.db, range) }));

  stat(statistics.newCustomers, async (range) => ({ num: await newCustomers(deps.db, range) }));

  stat(statistics.transactionTotals, async (range) => {
    const totals = await transactionTotals(deps.db, range);
    return {
      transactionsNum: totals.count,
      transactionsVolume: totals.volume.map((v) => ({ _id: v.currency, sum: v.sum })),
    };
  });
}
