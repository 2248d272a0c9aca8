import {
  deliveryTimesResponseSchema,
  packagesByCompanyResponseSchema,
  packagesByCountryResponseSchema,
  packagesByMonthResponseSchema,
  statisticsQuerySchema,
  totalResponseSchema,
  transactionsTotalResponseSchema,
  claimsTotalResponseSchema,
} from "../schemas/statistics.js";
import type { ZodType } from "zod";
import { endpoints } from "./endpoint.js";

/** A card or chart of the dashboard: a GET under /api/admins/statistics/, over the range of dates asked. */
const chart = <R extends ZodType>(path: string, summary: string, response: R) =>
  ({
    method: "get",
    path: `/api/admins/statistics/${path}`,
    summary,
    schemas: { query: statisticsQuerySchema, response },
  }) as const;

/** The back office dashboard's cards and charts, each over a range of dates (`from`, `to`). */
export const statistics = endpoints(
  "statistics",
  { tags: ["statistics"], auth: { staff: "statistics.view" } },
  {
    parcelsByCountry: chart("packages-location", "Parcels by destination country", packagesByCountryResponseSchema),
    parcelsByCarrier: chart("packages-company", "Parcels by carrier", packagesByCompanyResponseSchema),
    shippedByMonth: chart(
      "packages-month",
      "Shipped parcels by month (by default since 1 January of last year)",
      packagesByMonthResponseSchema,
    ),
    deliveryTimes: chart(
      "delivery-times",
      "Days from shipped to delivered (median, 90th percentile) per carrier and destination, over the parcels delivered in the range (by default the last 90 days)",
      deliveryTimesResponseSchema,
    ),
    staffSignIns: chart("total-logins", "Successful staff sign-ins", totalResponseSchema),
    parcelsReceived: chart("total-packages", "Parcels received", totalResponseSchema),
    newCustomers: chart("new-users", "New customers", totalResponseSchema),
    transactionTotals: chart(
      "total-transactions",
      "Completed payments: how many, and the volume per currency",
      transactionsTotalResponseSchema,
    ),
    claimTotals: chart(
      "claims",
      "Claims filed, and claims approved with what they paid back per currency",
      claimsTotalResponseSchema,
    ),
  },
);
