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
import { endpoints } from "./endpoint.js";

const query = statisticsQuerySchema;

/** The back office dashboard's cards and charts, each over a range of dates (`from`, `to`). */
export const statistics = endpoints(
  "statistics",
  { tags: ["statistics"], auth: { staff: "statistics.view" } },
  {
    parcelsByCountry: {
      method: "get",
      path: "/api/admins/statistics/packages-location",
      summary: "Parcels by destination country",
      schemas: { query, response: packagesByCountryResponseSchema },
    },
    parcelsByCarrier: {
      method: "get",
      path: "/api/admins/statistics/packages-company",
      summary: "Parcels by carrier",
      schemas: { query, response: packagesByCompanyResponseSchema },
    },
    shippedByMonth: {
      method: "get",
      path: "/api/admins/statistics/packages-month",
      summary: "Shipped parcels by month (by default since 1 January of last year)",
      schemas: { query, response: packagesByMonthResponseSchema },
    },
    deliveryTimes: {
      method: "get",
      path: "/api/admins/statistics/delivery-times",
      summary:
        "Days from shipped to delivered (median, 90th percentile) per carrier and destination, over the parcels delivered in the range (by default the last 90 days)",
      schemas: { query, response: deliveryTimesResponseSchema },
    },
    staffSignIns: {
      method: "get",
      path: "/api/admins/statistics/total-logins",
      summary: "Successful staff sign-ins",
      schemas: { query, response: totalResponseSchema },
    },
    parcelsReceived: {
      method: "get",
      path: "/api/admins/statistics/total-packages",
      summary: "Parcels received",
      schemas: { query, response: totalResponseSchema },
    },
    newCustomers: {
      method: "get",
      path: "/api/admins/statistics/new-users",
      summary: "New customers",
      schemas: { query, response: totalResponseSchema },
    },
    transactionTotals: {
      method: "get",
      path: "/api/admins/statistics/total-transactions",
      summary: "Completed payments: how many, and the volume per currency",
      schemas: { query, response: transactionsTotalResponseSchema },
    },
    claimTotals: {
      method: "get",
      path: "/api/admins/statistics/claims",
      summary: "Claims filed, and claims approved with what they paid back per currency",
      schemas: { query, response: claimsTotalResponseSchema },
    },
  },
);
