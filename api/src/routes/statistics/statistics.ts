import { statistics } from "@ipf/shared/contract/statistics";
import { statisticsRange, type DateRange } from "@ipf/shared/schemas/statistics";
import type { Answer, Api } from "../../lib/api.js";
import type { Deps } from "../../deps.js";
import {
  deliveryTimes,
  newCustomers,
  packagesByCarrier,
  packagesByCountry,
  shippedByMonth,
  totalLogins,
  totalPackages,
  transactionTotals,
  claimTotals,
} from "../../services/statistics.js";
import { readScope, type Scope } from "../../services/work.js";

type Statistic = (typeof statistics)[keyof typeof statistics];

/** GET /api/admins/statistics/* ?from&to: the dashboard's cards and charts. */
export function registerStatisticsRoutes(api: Api, deps: Deps) {
  const stat = <const E extends Statistic>(
    entry: E,
    compute: (scope: Scope, range: DateRange) => Promise<Omit<Answer<E>, "error">>,
    kind: "default" | "byMonth" | "delivery" = "default",
  ) =>
    api.bind(entry, async (_ctx, { query }) => {
      const scope = readScope(deps);
      return {
        error: false as const,
        ...(await compute(scope, statisticsRange(query ?? {}, scope.now, kind))),
      } as Answer<E>;
    });

  stat(statistics.parcelsByCountry, async (scope, range) => ({
    packagesByCountry: await packagesByCountry(scope, range),
  }));

  stat(statistics.parcelsByCarrier, async (scope, range) => ({
    packagesByCompany: (await packagesByCarrier(scope, range)).map((row) => ({
      _id: row.name,
      carrierId: row.id,
      warehouseCountry: row.country,
      packagesCount: row.count,
    })),
  }));

  stat(
    statistics.shippedByMonth,
    async (scope, range) => ({
      packagesByMonth: (await shippedByMonth(scope, range)).map((row) => ({
        _id: row.month,
        shippedCount: row.count,
      })),
    }),
    "byMonth",
  );

  stat(
    statistics.deliveryTimes,
    async (scope, range) => ({ deliveryTimes: await deliveryTimes(scope, range) }),
    "delivery",
  );

  stat(statistics.staffSignIns, async (scope, range) => ({ num: await totalLogins(scope, range) }));

  stat(statistics.parcelsReceived, async (scope, range) => ({ num: await totalPackages(scope, range) }));

  stat(statistics.newCustomers, async (scope, range) => ({ num: await newCustomers(scope, range) }));

  stat(statistics.transactionTotals, async (scope, range) => {
    const totals = await transactionTotals(scope, range);
    return {
      transactionsNum: totals.count,
      transactionsVolume: totals.volume.map((v) => ({ _id: v.currency, sum: v.sum })),
    };
  });

  stat(statistics.claimTotals, async (scope, range) => claimTotals(scope, range));
}
