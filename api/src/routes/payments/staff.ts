import { can } from "@ipf/shared/permissions";
import { transactions } from "@ipf/shared/contract/transactions";
import type { Api } from "../../lib/api.js";
import { currentStaff } from "../../lib/auth.js";
import { ForbiddenError, NotFoundError } from "../../lib/errors.js";
import type { Deps } from "../../deps.js";
import { invoiceFor } from "../../services/payments/invoice.js";
import { allTransactions, pendingTransactions, type Page } from "../../services/payments/lists.js";
import type { TransactionListRow } from "../../services/payments/rows.js";
import { cancelPayment, confirmPayment } from "../../services/payments/settle.js";
import { inTransaction, readScope } from "../../services/work.js";
import { askedLanguages, sendInvoice } from "./customer.js";
import { requestPage } from "../../presenters/page.js";
import { presentStaffTransaction } from "../../presenters/payment.js";
import { changeRoutes } from "../kit.js";

const MESSAGES = {
  confirmed: "Confirmed Successfully",
  cancelled: "Request was canceled Successfully",
} as const;

const CONFIRM_ACTION = { bitcoin: "payments.bitcoin.confirm", offline: "payments.offline.confirm" } as const;

/** The list and the cancel of each kind of pending payment staff confirm. */
const PENDING = {
  bitcoin: { list: transactions.listPendingBitcoin, cancel: transactions.cancelBitcoin },
  offline: { list: transactions.listPendingOffline, cancel: transactions.cancelOffline },
} as const;

const listAnswer = (page: Page<TransactionListRow>) =>
  requestPage("transactions", page.rows.map(presentStaffTransaction), page);

export function registerStaffPaymentRoutes(api: Api, deps: Deps) {
  const change = changeRoutes(api, deps);

  for (const type of ["bitcoin", "offline"] as const) {
    api.bind(PENDING[type].list, async (_ctx, { query }) =>
      listAnswer(await pendingTransactions(readScope(deps), type, query)),
    );

    change(PENDING[type].cancel, MESSAGES.cancelled, {
      run: (work, { body }) => cancelPayment(work, type, body),
    });
  }

  api.bind(transactions.confirm, async (ctx, { params }) => {
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
  });

  api.bind(transactions.list, async (_ctx, { query }) => listAnswer(await allTransactions(readScope(deps), query)));

  api.bind(transactions.downloadInvoice, async (ctx, { params, query }) => {
    sendInvoice(ctx, await invoiceFor(readScope(deps), params.id, askedLanguages(ctx, query.lang)));
    return undefined;
  });
}
