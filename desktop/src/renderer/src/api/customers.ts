import { z } from "zod";
import {
  customerDetailResponseSchema,
  customerResponseSchema,
  customerRowSchema,
  customersResponseSchema,
  type EditCustomerRequest,
  type SuspiciousRequest,
} from "@ipf/shared/schemas/customers-admin";
import { messageResponseSchema } from "@ipf/shared/schemas/common";
import { searched, type PageRequest } from "./calls";
import type { ApiRequest } from "./client";

/** The paged list answers the long form of each customer (the short one is for `all=true`). */
const customerPageSchema = customersResponseSchema.extend({ users: z.array(customerRowSchema) });

export type CustomerDetail = z.infer<typeof customerDetailResponseSchema>["user"];

/** Customers (back-office-operations 2, 4, 6, 7): manage users, user detail, edit, delete, suspicious. */
export function customerCalls(request: ApiRequest) {
  const path = (id: string) => encodeURIComponent(id);
  return {
    /** GET /api/users?page&perPage&query: names, e-mails, customer codes and phone numbers. */
    customers: ({ page, perPage, query }: PageRequest) =>
      request({
        method: "GET",
        path: "/api/users",
        query: { page, perPage, query: searched(query) },
        answer: customerPageSchema,
      }),
    /** GET /api/users/id/{id}: the customer with their parcels, transactions and sign-ins. */
    customer: async (id: string) =>
      (await request({ method: "GET", path: `/api/users/id/${path(id)}`, answer: customerDetailResponseSchema })).user,
    /** POST /api/admins/users/edit/{id} */
    editCustomer: async (id: string, body: EditCustomerRequest) =>
      (
        await request({
          method: "POST",
          path: `/api/admins/users/edit/${path(id)}`,
          body,
          answer: customerResponseSchema,
        })
      ).user,
    /** GET /api/admins/users/delete/{id} (a GET in the old product; the token rides in the header). */
    deleteCustomer: (id: string) =>
      request({ method: "GET", path: `/api/admins/users/delete/${path(id)}`, answer: messageResponseSchema }),
    /** POST /api/users/update/suspicious/{id}: {sus: true, reason} or {sus: false}. */
    setSuspicious: async (id: string, body: SuspiciousRequest) =>
      (
        await request({
          method: "POST",
          path: `/api/users/update/suspicious/${path(id)}`,
          body,
          answer: customerResponseSchema,
        })
      ).user,
  };
}
