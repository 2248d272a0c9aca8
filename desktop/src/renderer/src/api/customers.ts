import { z } from "zod";
import { contract } from "@ipf/shared/contract";
import {
  type customerDetailResponseSchema,
  customerRowSchema,
  customersResponseSchema,
  type EditCustomerRequest,
  type SuspiciousRequest,
} from "@ipf/shared/schemas/customers-admin";
import { pageQuery, type PageRequest } from "./calls";
import { caller, type ApiRequest } from "./client";

/** The paged list answers the long form of each customer (the short one is for `all=true`). */
const customerPageSchema = customersResponseSchema.extend({ users: z.array(customerRowSchema) });

export type CustomerDetail = z.infer<typeof customerDetailResponseSchema>["user"];

const { customers } = contract;

/** Customers: the list, one customer's detail, edits, deletion and the suspicious flag. */
export function customerCalls(request: ApiRequest) {
  const call = caller(request);
  return {
    /** Searches names, e-mails, customer codes and phone numbers. */
    customers: (page: PageRequest) => call(customers.list, { query: pageQuery(page), answer: customerPageSchema }),
    /** The customer with their parcels, transactions and sign-ins. */
    customer: async (id: string) => (await call(customers.detail, { params: { id } })).user,
    /** Answers the customer as it now is. */
    editCustomer: async (id: string, body: EditCustomerRequest) =>
      (await call(customers.edit, { params: { id }, body })).user,
    /** A GET in the old product; the token rides in the header. */
    deleteCustomer: (id: string) => call(customers.remove, { params: { id } }),
    /** {sus: true, reason} or {sus: false}; answers the customer as it now is. */
    setSuspicious: async (id: string, body: SuspiciousRequest) =>
      (await call(customers.setSuspicious, { params: { id }, body })).user,
  };
}
