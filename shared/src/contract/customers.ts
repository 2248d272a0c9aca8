import { idParamsSchema, messageResponseSchema } from "../schemas/common.js";
import {
  customerDetailResponseSchema,
  customerResponseSchema,
  customersQuerySchema,
  customersResponseSchema,
  editCustomerRequestSchema,
  suspiciousRequestSchema,
} from "../schemas/customers-admin.js";
import { endpoints } from "./endpoint.js";

/** The customers as the staff manage them: the list, one customer's detail, edits, deletion and the suspicious flag. */
export const customers = endpoints(
  "customers",
  { tags: ["customers"], auth: { staff: "customers.view" } },
  {
    list: {
      method: "get",
      path: "/api/users",
      summary: "Customers, newest first, paged; `query` searches names, e-mails, customer codes and phone numbers",
      schemas: { query: customersQuerySchema, response: customersResponseSchema },
    },
    detail: {
      method: "get",
      path: "/api/users/id/:id",
      summary: "One customer with parcels, parcels in the locker, deleted parcels, transactions and sign-ins",
      schemas: { params: idParamsSchema, response: customerDetailResponseSchema },
      errors: [404],
    },
    edit: {
      method: "post",
      path: "/api/admins/users/edit/:id",
      summary: "Edit a customer's names, e-mail and phone (all four required)",
      auth: { staff: "customers.edit" },
      schemas: { params: idParamsSchema, body: editCustomerRequestSchema, response: customerResponseSchema },
      errors: [404, 409],
    },
    remove: {
      method: "get",
      path: "/api/admins/users/delete/:id",
      summary: "Delete a customer: refused while parcels or payments are in progress; the account is anonymised",
      auth: { staff: "customers.delete" },
      schemas: { params: idParamsSchema, response: messageResponseSchema },
      errors: [404, 409],
    },
    setSuspicious: {
      method: "post",
      path: "/api/users/update/suspicious/:id",
      summary: "Mark a customer suspicious ({sus: true, reason}) or clear it ({sus: false})",
      auth: { staff: "customers.flagSuspicious" },
      schemas: { params: idParamsSchema, body: suspiciousRequestSchema, response: customerResponseSchema },
      errors: [404],
    },
  },
);
