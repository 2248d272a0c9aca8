import { NonIdealState, Tag, type Intent } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { CustomerDetail } from "../../api/customers";
import { ParcelLink } from "../../table/columns";
import { formatDateTime, formatDimensions, formatDollars, formatEuros, formatKg } from "../../ui/format";
import { describeBrowser } from "./rules";
import { customersTexts } from "./texts";
import { DetailTable } from "../../ui/DetailTable";

type Parcel = CustomerDetail["packages"][number];
type Transaction = CustomerDetail["transactions"][number];
type Login = CustomerDetail["logins"][number];
type StateKey = keyof typeof customersTexts.states;

const STATE_INTENT: Record<string, Intent> = {
  in_locker: "none",
  awaiting_approval: "warning",
  approved: "warning",
  paid: "primary",
  shipped: "success",
};

const PARCEL_COLUMNS = ["packageId", "trackNumber", "state", "weight", "dimensions", "warehouse", "date"] as const;
/** A deleted parcel says when, by whom and why instead of its ship date. */
const TRASH_COLUMNS = ["deletedAt", "deletedBy", "reason"] as const;
const SHIPPED_COLUMNS = ["shipDate"] as const;
const TRANSACTION_COLUMNS = ["paymentId", "packageId", "method", "amount", "state", "date"] as const;

function ScrollTable({ label, columns, children }: { label: string; columns: string[]; children: ReactNode }) {
  return (
    <div className="ipf-customer-table">
      <DetailTable label={label} columns={columns} striped>
        {children}
      </DetailTable>
    </div>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <div className="ipf-customer-empty">
      <NonIdealState icon="inbox" description={text} layout="horizontal" />
    </div>
  );
}

export function ParcelState({ state }: { state: string }) {
  const { t } = useTranslation();
  const camel = state.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  const key = (camel in customersTexts.states ? camel : "unknown") as StateKey;
  return (
    <Tag minimal intent={STATE_INTENT[state] ?? "none"}>
      {t(`customers.states.${key}`)}
    </Tag>
  );
}

/** Parcels, parcels in storage, or deleted parcels of the customer. */
export function ParcelsTable({ rows, kind }: { rows: Parcel[]; kind: "packages" | "storedPackages" | "trash" }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Empty text={t(`customers.parcels.empty.${kind}`)} />;
  const trash = kind === "trash";
  return (
    <ScrollTable
      label={t(`customers.tabs.${kind}`)}
      columns={[...PARCEL_COLUMNS, ...(trash ? TRASH_COLUMNS : SHIPPED_COLUMNS)].map((key) =>
        t(`customers.parcels.${key}`),
      )}
    >
      {rows.map((parcel) => (
        <tr key={parcel._id}>
          <td className="ipf-nowrap">
            {trash ? (
              <Link
                to={`/deleted-packages?packageId=${encodeURIComponent(parcel.trackNumber)}&deleted=1`}
                className="ipf-code-link"
              >
                <code className="ipf-code">{parcel.packageId}</code>
              </Link>
            ) : (
              <ParcelLink code={parcel.packageId} />
            )}
          </td>
          <td className="ipf-break">{parcel.trackNumber}</td>
          <td>
            <ParcelState state={parcel.state} />
          </td>
          <td className="ipf-nowrap">{formatKg(parcel.weight)}</td>
          <td className="ipf-nowrap">{formatDimensions(parcel.length, parcel.width, parcel.height)}</td>
          <td>{parcel.warehouse.country}</td>
          <td className="ipf-nowrap">{formatDateTime(parcel.createdAt)}</td>
          {trash ? (
            <>
              <td className="ipf-nowrap">{formatDateTime(parcel.deletedAt)}</td>
              <td>{parcel.deletedBy ?? "—"}</td>
              <td className="ipf-break">{parcel.deleteReason ?? "—"}</td>
            </>
          ) : (
            <td className="ipf-nowrap">{formatDateTime(parcel.shipDate)}</td>
          )}
        </tr>
      ))}
    </ScrollTable>
  );
}

const TRANSACTION_INTENT: Record<Transaction["state"], Intent> = {
  complete: "success",
  pending: "warning",
  cancelled: "none",
};

export function amountText(amount: number, currency: string): string {
  return currency === "EUR" ? formatEuros(amount) : formatDollars(amount);
}

export function TransactionsTable({ rows }: { rows: Transaction[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Empty text={t("customers.transactions.empty")} />;
  return (
    <ScrollTable
      label={t("customers.tabs.transactions")}
      columns={TRANSACTION_COLUMNS.map((key) => t(`customers.transactions.${key}`))}
    >
      {rows.map((payment) => (
        <tr key={payment._id}>
          <td>
            <code className="ipf-code ipf-break">{payment.paymentId}</code>
          </td>
          <td className="ipf-nowrap">
            <ParcelLink code={payment.package} />
          </td>
          <td>
            {t(`payments.methods.${payment.type as "card" | "offline" | "bitcoin"}`, { defaultValue: payment.type })}
            {payment.offlinePaymentType ? (
              <span className="bp6-text-muted"> · {payment.offlinePaymentType.replaceAll("_", " ")}</span>
            ) : null}
          </td>
          <td className="ipf-nowrap ipf-amount">{amountText(payment.amount, payment.currency)}</td>
          <td>
            <Tag minimal intent={TRANSACTION_INTENT[payment.state]}>
              {t(`payments.states.${payment.state}`)}
            </Tag>
          </td>
          <td className="ipf-nowrap">{formatDateTime(payment.createdAt)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

export function LoginsTable({ rows }: { rows: Login[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Empty text={t("customers.logins.empty")} />;
  return (
    <ScrollTable
      label={t("customers.tabs.logins")}
      columns={[t("customers.logins.date"), t("customers.logins.ip"), t("customers.logins.device")]}
    >
      {rows.map((login) => {
        const device = describeBrowser(login.userAgent);
        return (
          <tr key={login._id}>
            <td className="ipf-nowrap">{formatDateTime(login.date)}</td>
            <td>
              <code className="ipf-code">{login.ip ?? "—"}</code>
            </td>
            <td title={login.userAgent ?? undefined}>
              {device ? t("customers.logins.deviceOn", device) : t("customers.logins.unknownDevice")}
            </td>
          </tr>
        );
      })}
    </ScrollTable>
  );
}
