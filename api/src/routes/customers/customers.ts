import {
  customerDetailResponseSchema,
  customerResponseSchema,
  customersQuerySchema,
  customersResponseSchema,
  editCustomerRequestSchema,
  suspiciousRequestSchema,
} from "@ipf/shared/schemas/customers-admin";
import { idParamsSchema } from "@ipf/shared/schemas/common";
import type { Api } from "../../lib/api.js";
import { currentStaff } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import {
  customerDetail,
  deleteCustomer,
  editCustomer,
  listCustomers,
  setSuspicious,
} from "../../services/customers-admin.js";
import {
  presentCustomerLogin,
  presentCustomerPick,
  presentCustomerRow,
  presentParcelSummary,
  presentTransactionSummary,
} from "../../presenters/customer.js";
import { inTransaction } from "../../services/work.js";
import { changeRoutes, resourceRoutes } from "../kit-legacy.js";

const MESSAGES = {
  updated: "Updated Successfully",
  deleted: "Deleted Successfully",
  flagged: "The customer is marked suspicious",
  cleared: "The customer is no longer marked suspicious",
} as const;

/** Customers, staff side (back-office-operations.md: manage users, user detail). */
export function registerCustomerRoutes(api: Api, deps: Deps) {
  const tags = ["customers"];
  const routes = resourceRoutes(api, { tags, auth: { staff: "customers.view" } });
  const change = changeRoutes(api, deps, { tags, errors: [404, 409] });

  routes.get(
    "/api/users",
    {
      summary: "Customers, newest first, paged; `query` searches names, e-mails, customer codes and phone numbers",
      schemas: { query: customersQuerySchema, response: customersResponseSchema },
    },
    async (_ctx, { query }) => {
      const { rows, count } = await listCustomers(deps.db, query);
      return {
        error: false as const,
        users: query.all ? rows.map(presentCustomerPick) : rows.map(presentCustomerRow),
        userCount: count,
        pageCount: query.all ? 1 : Math.ceil(count / query.perPage),
      };
    },
  );

  routes.get(
    "/api/users/id/:id",
    {
      summary: "One customer with parcels, parcels in the locker, deleted parcels, transactions and sign-ins",
      schemas: { params: idParamsSchema, response: customerDetailResponseSchema },
      errors: [404],
    },
    async (_ctx, { params }) => {
      const detail = await customerDetail(deps.db, params.id);
      return {
        error: false as const,
        user: {
          ...presentCustomerRow(detail.customer),
          packages: detail.packages.map(presentParcelSummary),
          storedPackages: detail.storedPackages.map(presentParcelSummary),
          trash: detail.trash.map(presentParcelSummary),
          transactions: detail.transactions.map(presentTransactionSummary),
          logins: detail.logins.map(presentCustomerLogin),
        },
      };
    },
  );

  change("/api/admins/users/edit/:id", MESSAGES.updated, {
    summary: "Edit a customer's names, e-mail and phone (all four required)",
    auth: { staff: "customers.edit" },
    schemas: { params: idParamsSchema, body: editCustomerRequestSchema, response: customerResponseSchema },
    run: (work, { params, body }) => editCustomer(work, params.id, body),
    answer: (row) => ({ user: presentCustomerRow(row) }),
  });

  change("/api/admins/users/delete/:id", MESSAGES.deleted, {
    method: "get",
    summary: "Delete a customer: refused while parcels or payments are in progress; the account is anonymised",
    auth: { staff: "customers.delete" },
    schemas: { params: idParamsSchema },
    run: (work, { params }, ctx) => deleteCustomer(work, params.id, currentStaff(ctx).id),
  });

  routes.post(
    "/api/users/update/suspicious/:id",
    {
      summary: "Mark a customer suspicious ({sus: true, reason}) or clear it ({sus: false})",
      auth: { staff: "customers.flagSuspicious" },
      schemas: {
        params: idParamsSchema,
        body: suspiciousRequestSchema,
        response: customerResponseSchema,
      },
      errors: [404],
    },
    async (_ctx, { params, body }) => {
      const row = await inTransaction(deps, (work) => setSuspicious(work, params.id, body.sus, body.reason));
      return {
        error: false as const,
        message: body.sus ? MESSAGES.flagged : MESSAGES.cleared,
        user: presentCustomerRow(row),
      };
    },
  );
}
