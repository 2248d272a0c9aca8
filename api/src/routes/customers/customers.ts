import { customers } from "@ipf/shared/contract/customers";
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
import { inTransaction, readScope } from "../../services/work.js";
import { changeRoutes } from "../kit.js";

const MESSAGES = {
  updated: "Updated Successfully",
  deleted: "Deleted Successfully",
  flagged: "The customer is marked suspicious",
  cleared: "The customer is no longer marked suspicious",
} as const;

/** Customers, staff side: the list of customers, one customer's detail, edits, deletion and the suspicious flag. */
export function registerCustomerRoutes(api: Api, deps: Deps) {
  const change = changeRoutes(api, deps);

  api.bind(customers.list, async (_ctx, { query }) => {
    const { rows, count } = await listCustomers(readScope(deps), query);
    return {
      error: false as const,
      users: query.all ? rows.map(presentCustomerPick) : rows.map(presentCustomerRow),
      userCount: count,
      pageCount: query.all ? 1 : Math.ceil(count / query.perPage),
    };
  });

  api.bind(customers.detail, async (_ctx, { params }) => {
    const detail = await customerDetail(readScope(deps), params.id);
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
  });

  change(customers.edit, MESSAGES.updated, {
    run: (work, { params, body }) => editCustomer(work, params.id, body),
    answer: (row) => ({ user: presentCustomerRow(row) }),
  });

  change(customers.remove, MESSAGES.deleted, {
    run: (work, { params }, ctx) => deleteCustomer(work, params.id, currentStaff(ctx).id),
  });

  api.bind(customers.setSuspicious, async (_ctx, { params, body }) => {
    const row = await inTransaction(deps, (work) => setSuspicious(work, params.id, body.sus, body.reason));
    return {
      error: false as const,
      message: body.sus ? MESSAGES.flagged : MESSAGES.cleared,
      user: presentCustomerRow(row),
    };
  });
}
