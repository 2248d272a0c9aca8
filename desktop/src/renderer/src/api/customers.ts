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
import { verbs, pageQuery, type PageRequest } from "./calls";
import type { ApiRequest } from "./client";

/** The paged list answers the long form of each customer (the short one is for `all=true`). */
const customerPageSchema = customersResponseSchema.extend({ users: z.array(customerRowSchema) });

export type CustomerDetail = z.infer<typeof customerDetailResponseSchema>["user"];

/** Customers (back-office-operations 2, 4, 6, 7): manage users, user detail, edit, delete, suspicious. */
export function customerCalls(request: ApiRequest) {
  const path = (id: string) => encodeURIComponent(id);
  const { get } = verbs(request);
  /** The customer's edits answer the customer as it now is. */
  const change = async (path: string, body: EditCustomerRequest | SuspiciousRequest) =>
    (await request({ method: "POST", path, body, answer: customerResponseSchema })).user;
  return {
    /** GET /api/users?page&perPage&query: names, e-mails, customer codes and phone numbers. */
    customers: (page: PageRequest) => get("/api/users", customerPageSchema, pageQuery(page)),
    /** GET /api/users/id/{id}: the customer with their parcels, transactions and sign-ins. */
    customer: async (id: string) => (await get(`/api/users/id/${path(id)}`, customerDetailResponseSchema)).user,
    /** POST /api/admins/users/edit/{id} */
    editCustomer: (id: string, body: EditCustomerRequest) => change(`/api/admins/users/edit/${path(id)}`, body),
    /** GET /api/admins/users/delete/{id} (a GET in the old product; the token rides in the header). */
    deleteCustomer: (id: string) => get(`/api/admins/users/delete/${path(id)}`, messageResponseSchema),
    /** POST /api/users/update/suspicious/{id}: {sus: true, reason} or {sus: false}. */
    setSuspicious: (id: string, body: SuspiciousRequest) => change(`/api/users/update/suspicious/${path(id)}`, body),
  };
}
