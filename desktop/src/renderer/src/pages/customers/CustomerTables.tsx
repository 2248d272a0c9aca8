import { HTMLTable, NonIdealState, Tag, type Intent } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { CustomerDetail } from "../../api/customers";
import { ParcelLink } from "../../table/columns";
import { formatDateTime, formatDimensions, formatDollars, formatEuros, formatKg } from "../../ui/format";
import { describeBrowser } from "./rules";
import { customersTexts } from "./texts";

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

function ScrollTable({ label, head, children }: { label: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="ipf-customer-table">
      <HTMLTable compact striped aria-label={label}>
        <thead>{head}</thead>
        <tbody>{children}</tbody>
      </HTMLTable>
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
      head={
        <tr>
          <th>{t("customers.parcels.packageId")}</th>
          <th>{t("customers.parcels.trackNumber")}</th>
          <th>{t("customers.parcels.state")}</th>
          <th>{t("customers.parcels.weight")}</th>
          <th>{t("customers.parcels.dimensions")}</th>
          <th>{t("customers.parcels.warehouse")}</th>
          <th>{t("customers.parcels.date")}</th>
          {trash ? (
            <>
              <th>{t("customers.parcels.deletedAt")}</th>
              <th>{t("customers.parcels.deletedBy")}</th>
              <th>{t("customers.parcels.reason")}</th>
            </>
          ) : (
            <th>{t("customers.parcels.shipDate")}</th>
          )}
        </tr>
      }
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
      head={
        <tr>
          <th>{t("customers.transactions.paymentId")}</th>
          <th>{t("customers.transactions.packageId")}</th>
          <th>{t("customers.transactions.method")}</th>
          <th>{t("customers.transactions.amount")}</th>
          <th>{t("customers.transactions.state")}</th>
          <th>{t("customers.transactions.date")}</th>
        </tr>
      }
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
      head={
        <tr>
          <th>{t("customers.logins.date")}</th>
          <th>{t("customers.logins.ip")}</th>
          <th>{t("customers.logins.device")}</th>
        </tr>
      }
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
