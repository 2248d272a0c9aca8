import { Button, FormGroup, HTMLSelect, Tag, Tooltip, type Intent } from "@blueprintjs/core";
import { PAYMENT_STAFF_EVENTS, PAYMENT_TYPES, type StaffTransactionView } from "@ipf/shared/schemas/payments";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { useSession } from "../../session";
import { dateColumn, ParcelLink } from "../../table/columns";
import { DayRangeFields, useTypedDays } from "../../table/DayRangeFields";
import { dayEdges } from "../../table/days";
import { QueuePage } from "../../table/QueuePage";
import { answerPage } from "../../table/useList";
import { useQueue } from "../../table/useQueue";
import { CustomerCode, CustomerName } from "../../ui/CustomerCell";
import { BillDialog } from "./BillDialog";
import { amountOf, paymentUser } from "./PaymentDialogs";
import {
  canBill,
  readFilters,
  tabState,
  TRANSACTION_TABS,
  writeFilters,
  type TransactionFilters,
  type TransactionTab,
} from "./rules";
import "./payments.css";

const STATE_INTENT: Record<StaffTransactionView["state"], Intent> = {
  complete: "success",
  pending: "warning",
  cancelled: "none",
};
const LIVE_EVENTS = [PAYMENT_STAFF_EVENTS.offline, PAYMENT_STAFF_EVENTS.bitcoin];

/** Method and dates beside the state tabs; the dates are sent once both read as days in order. */
function Filters({ filters, onChange }: { filters: TransactionFilters; onChange: (next: TransactionFilters) => void }) {
  const { t } = useTranslation();
  const days = useTypedDays(filters, (next) => onChange({ ...filters, ...next }));
  const { problem } = days;

  return (
    <div className="ipf-filter-bar" role="group" aria-label={t("payments.transactions.dateRange")}>
      <FormGroup label={t("payments.transactions.method")} labelFor="filter-method" inline={false}>
        <HTMLSelect
          id="filter-method"
          value={filters.method ?? ""}
          onChange={(event) =>
            onChange({ ...filters, method: PAYMENT_TYPES.find((type) => type === event.target.value) ?? null })
          }
        >
          <option value="">{t("payments.transactions.anyMethod")}</option>
          {PAYMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`payments.methods.${type}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <DayRangeFields
        id="filter"
        labels={{ from: t("payments.transactions.from"), to: t("payments.transactions.to") }}
        days={days}
      />
      {days.typed.from || days.typed.to ? (
        <Button
          variant="minimal"
          icon="cross"
          text={t("payments.transactions.clearDates")}
          onClick={() => days.change({ from: "", to: "" })}
        />
      ) : null}
      {problem ? (
        <span className="ipf-filter-error" role="alert">
          {t(`payments.transactions.${problem}`)}
        </span>
      ) : null}
    </div>
  );
}

/**
 * Transactions: every payment, newest first, by state, method and date,
 * searched by payment id, parcel, track number, e-mail or code; a complete
 * one opens its Bill with the PDF invoice.
 */
export function TransactionsPage() {
  const { api } = useSession();
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search);
  const queue = useQueue<StaffTransactionView, TransactionTab, StaffTransactionView>({
    tabs: TRANSACTION_TABS,
    events: LIVE_EVENTS,
    fetch: async (tab, { page, perPage, query }) => {
      const answer = await api.transactions({
        page,
        perPage,
        query,
        state: tabState(tab),
        type: filters.method ?? undefined,
        ...dayEdges(filters),
      });
      return answerPage(answer, "transactions", "requestCount");
    },
  });
  const { list, opened: bill, open: setBill, close } = queue;

  const changeFilters = (next: TransactionFilters) => {
    setSearch((current) => writeFilters(current, next));
    list.reload();
  };

  const filtered = Boolean(filters.method || filters.from || filters.to);

  const columns = useMemo<ColumnDef<StaffTransactionView, unknown>[]>(
    () => [
      {
        id: "username",
        header: t("payments.columns.username"),
        cell: ({ row }) => <CustomerName user={paymentUser(row.original)} />,
        meta: { width: "15%" },
      },
      {
        id: "userHash",
        header: t("payments.columns.userHash"),
        cell: ({ row }) => <CustomerCode user={paymentUser(row.original)} />,
        meta: { width: "9%", nowrap: true },
      },
      {
        id: "packageId",
        header: t("payments.columns.packageId"),
        cell: ({ row }) => <ParcelLink code={row.original.parcel.packageId} />,
        meta: { width: "11%", nowrap: true },
      },
      {
        id: "paymentId",
        header: t("payments.columns.paymentId"),
        cell: ({ row }) => (
          <code className="ipf-code" title={row.original.paymentId}>
            {row.original.paymentId}
          </code>
        ),
        meta: { width: "14%", nowrap: true },
      },
      {
        id: "method",
        header: t("payments.columns.method"),
        cell: ({ row }) => (
          <>
            {t(`payments.methods.${row.original.type}`)}
            {row.original.offlinePaymentType ? (
              <div className="bp6-text-muted">{row.original.offlinePaymentType.replaceAll("_", " ")}</div>
            ) : null}
          </>
        ),
        meta: { width: "10%" },
      },
      {
        id: "amount",
        header: t("payments.columns.amount"),
        cell: ({ row }) => <span className="ipf-amount">{amountOf(row.original)}</span>,
        meta: { width: "9%", nowrap: true },
      },
      {
        id: "state",
        header: t("payments.columns.state"),
        cell: ({ row }) => (
          <Tag minimal intent={STATE_INTENT[row.original.state]}>
            {t(`payments.states.${row.original.state}`)}
          </Tag>
        ),
        meta: { width: "9%" },
      },
      dateColumn("date", t("payments.columns.date"), (row) => row.createdAt, "13%"),
      {
        id: "actions",
        header: t("payments.columns.actions"),
        cell: ({ row }) =>
          canBill(row.original) ? (
            <Button
              size="small"
              icon="document"
              text={t("payments.transactions.bill")}
              onClick={() => setBill(row.original)}
            />
          ) : (
            <Tooltip content={t("payments.transactions.billOnlyComplete")} compact>
              <Button size="small" icon="document" text={t("payments.transactions.bill")} disabled />
            </Tooltip>
          ),
        meta: { width: "10%", nowrap: true },
      },
    ],
    [t],
  );

  return (
    <QueuePage
      queue={queue}
      quiet
      icon="exchange"
      title={t("areas.transactions")}
      tabTitle={(id) => t(`payments.transactions.tabs.${id}`)}
      search={t("payments.search")}
      filters={<Filters filters={filters} onChange={changeFilters} />}
      columns={columns}
      onOpen={(payment) => canBill(payment) && setBill(payment)}
      label={t("payments.transactions.tableLabel")}
      empty={{
        icon: "exchange",
        title: t(filtered ? "payments.transactions.emptyFiltered" : "payments.transactions.empty"),
        description: t("payments.transactions.emptyDescription"),
      }}
      rowClass={(payment) => (payment.state === "cancelled" ? "ipf-row-muted" : undefined)}
    >
      {bill ? <BillDialog payment={bill} onClose={close} /> : null}
    </QueuePage>
  );
}
