import { contract } from "@ipf/shared/contract";
import { caller, type ApiRequest } from "./client";

/** A range of whole days, both ends included (YYYY-MM-DD). */
export interface StatisticsRange {
  from: string;
  to: string;
}

const { statistics } = contract;

/** The dashboard's numbers, each over a range of days. */
export function statisticsCalls(request: ApiRequest) {
  const call = caller(request);
  const query = (range: StatisticsRange) => ({ query: { from: range.from, to: range.to } });

  return {
    parcelsByCountry: async (range: StatisticsRange) =>
      (await call(statistics.parcelsByCountry, query(range))).packagesByCountry,

    parcelsByCarrier: async (range: StatisticsRange) =>
      (await call(statistics.parcelsByCarrier, query(range))).packagesByCompany.map((row) => ({
        carrier: row._id,
        warehouseCountry: row.warehouseCountry,
        count: row.packagesCount,
      })),

    shippedByMonth: async (range: StatisticsRange) =>
      (await call(statistics.shippedByMonth, query(range))).packagesByMonth.map((row) => ({
        month: row._id,
        count: row.shippedCount,
      })),

    /** Without a range: the last 90 days. */
    deliveryTimes: async (range?: StatisticsRange) =>
      (await call(statistics.deliveryTimes, range ? query(range) : { query: {} })).deliveryTimes,

    statisticsTotals: async (range: StatisticsRange) => {
      const [logins, parcels, customers] = await Promise.all(
        [statistics.staffSignIns, statistics.parcelsReceived, statistics.newCustomers].map(
          async (entry) => (await call(entry, query(range))).num,
        ),
      );
      return { logins: logins ?? 0, parcels: parcels ?? 0, customers: customers ?? 0 };
    },

    transactionTotals: async (range: StatisticsRange) => {
      const answer = await call(statistics.transactionTotals, query(range));
      return {
        count: answer.transactionsNum,
        volume: answer.transactionsVolume.map((row) => ({ currency: row._id, sum: row.sum })),
      };
    },

    /** Claims filed, approved, and what those paid back per currency. */
    claimTotals: async (range: StatisticsRange) => {
      const { filed, approved, paid } = await call(statistics.claimTotals, query(range));
      return { filed, approved, paid };
    },
  };
}
