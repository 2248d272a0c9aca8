import { can } from "@ipf/shared/permissions";
import {
  cancelTransactionRequestSchema,
  invoiceParamsSchema,
  paymentMessageResponseSchema,
  staffTransactionListQuerySchema,
  staffTransactionsResponseSchema,
  transactionIdParamsSchema,
  transactionListQuerySchema,
} from "@ipf/shared/schemas/payments";
import type { Api } from "../../lib/api.js";
import { currentStaff } from "../../lib/auth.js";
import { ForbiddenError, NotFoundError } from "../../lib/errors.js";
import type { Deps } from "../../deps.js";
import { invoiceFor } from "../../services/payments/invoice.js";
import { allTransactions, pendingTransactions, type Page } from "../../services/payments/lists.js";
import type { TransactionListRow } from "../../services/payments/rows.js";
import { cancelPayment, confirmPayment } from "../../services/payments/settle.js";
import { inTransaction } from "../../services/work.js";
import { sendInvoice } from "./customer.js";
import { requestPage } from "../../presenters/page.js";
import { presentStaffTransaction } from "../../presenters/payment.js";
import { changeRoutes, resourceRoutes } from "../kit-legacy.js";

const MESSAGES = {
  confirmed: "Confirmed Successfully",
  cancelled: "Request was canceled Successfully",
} as const;

const CONFIRM_ACTION = { bitcoin: "payments.bitcoin.confirm", offline: "payments.offline.confirm" } as const;

const listAnswer = (page: Page<TransactionListRow>) =>
  requestPage("transactions", page.rows.map(presentStaffTransaction), page);

export function registerStaffPaymentRoutes(api: Api, deps: Deps) {
  const routes = resourceRoutes(api, { tags: ["payments"] });
  const change = changeRoutes(api, deps, { tags: ["payments"], errors: [404, 409] });

  for (const type of ["bitcoin", "offline"] as const) {
    routes.get(
      `/api/admins/transactions/${type}`,
      {
        summary: `Pending ${type} payments, newest first; query searches track numbers, packageIds, payment ids`,
        auth: { staff: "payments.view" },
        schemas: { query: transactionListQuerySchema, response: staffTransactionsResponseSchema },
      },
      async (_ctx, { query }) => listAnswer(await pendingTransactions(deps.db, type, query)),
    );

    change(`/api/admins/transactions/${type}/cancel`, MESSAGES.cancelled, {
      summary: `Cancel a pending ${type} payment; the parcel stays awaiting payment`,
      auth: { staff: CONFIRM_ACTION[type] },
      schemas: { body: cancelTransactionRequestSchema, response: paymentMessageResponseSchema },
      run: (work, { body }) => cancelPayment(work, type, body),
    });
  }

  routes.get(
    "/api/admins/bitcoin/confirm_payment/:transactionId",
    {
      summary: "Confirm a pending bitcoin or offline payment: the parcel is paid, as by card",
      auth: { staff: "payments.view" },
      schemas: { params: transactionIdParamsSchema, response: paymentMessageResponseSchema },
      errors: [404, 409],
    },
    async (ctx, { params }) => {
      const staff = currentStaff(ctx);
      await inTransaction(
        deps,
        async (work) => {
          // Who may confirm depends on the kind, known only once the row is read.
          const row = (await work.trx("transactions").where({ id: params.transactionId }).first("type")) as
            { type: "card" | "bitcoin" | "offline" } | undefined;
          if (!row) throw NotFoundError("Transaction not found.");
          if (row.type !== "card" && !can(staff.group_id, CONFIRM_ACTION[row.type])) throw ForbiddenError();
          return confirmPayment(work, params.transactionId, staff);
        },
        { staff },
      );
      return { error: false as const, message: MESSAGES.confirmed };
    },
  );

  routes.get(
    "/api/admins/transactions",
    {
      summary:
        "Every transaction, newest first, searchable by payment id, packageId, track number, e-mail or code, " +
        "filtered by state, method (type) and creation time",
      auth: { staff: "transactions.view" },
      schemas: { query: staffTransactionListQuerySchema, response: staffTransactionsResponseSchema },
    },
    async (_ctx, { query }) => listAnswer(await allTransactions(deps.db, query)),
  );

  routes.get(
    "/api/admins/transactions/:id/invoice",
    {
      summary: "The invoice of a complete transaction (A4 PDF); 409 NOT_COMPLETE otherwise",
      auth: { staff: "transactions.view" },
      schemas: { params: invoiceParamsSchema },
      errors: [404, 409],
    },
    async (ctx, { params }) => {
      sendInvoice(ctx, await invoiceFor(deps, params.id));
      return undefined;
    },
  );
}
