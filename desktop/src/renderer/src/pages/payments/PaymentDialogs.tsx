import { Button, Callout, NonIdealState, Spinner } from "@blueprintjs/core";
import type { ParcelView } from "@ipf/shared/schemas/parcels";
import type { StaffTransactionView } from "@ipf/shared/schemas/payments";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api";
import type { PendingKind } from "../../api/payments";
import { errorMessage } from "../../i18n";
import { useSession } from "../../session";
import { ActionDialog, type DialogProps } from "../../ui/ActionDialog";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { CustomerCode } from "../../ui/CustomerCell";
import { ParcelDetails } from "../../ui/ParcelDetails";
import { formatDateTime, formatDollars, formatEuros } from "../../ui/format";
import { ParcelLink } from "../../table/columns";
import { useRead } from "../../ui/useRead";

export function amountOf(payment: Pick<StaffTransactionView, "amount" | "currency">): string {
  return payment.currency === "EUR" ? formatEuros(payment.amount) : formatDollars(payment.amount);
}

/** The customer as a parcel's user, for the shared customer cells. */
export function paymentUser(payment: StaffTransactionView) {
  return { ...payment.user, id: payment.user._id, phone: "", suspicious: false };
}

type Parcel =
  { status: "loading" } | { status: "ready"; parcel: ParcelView | null } | { status: "error"; code: string };

/** The parcel of a payment, loaded in full for its details. */
export function usePaymentParcel(packageId: string): Parcel {
  const { api } = useSession();
  const [state, setState] = useState<Parcel>({ status: "loading" });
  useRead(
    () => {
      setState({ status: "loading" });
      return api.parcelByCode(packageId);
    },
    (parcel) => setState({ status: "ready", parcel }),
    (error) => setState({ status: "error", code: error instanceof ApiError ? error.code : "INTERNAL" }),
    [api, packageId],
  );
  return state;
}

/** The facts of a payment: who, what for, how much, how. */
export function PaymentFacts({ payment }: { payment: StaffTransactionView }) {
  const { t } = useTranslation();
  return (
    <dl className="ipf-payment-facts">
      <dt>{t("parcel.customer")}</dt>
      <dd>
        {payment.user.fullName} · <span className="ipf-break">{payment.user.email}</span>
      </dd>
      <dt>{t("parcel.customerCode")}</dt>
      <dd>
        <CustomerCode user={paymentUser(payment)} />
      </dd>
      <dt>{t("parcel.packageId")}</dt>
      <dd>
        <ParcelLink code={payment.parcel.packageId} /> · {payment.parcel.trackNumber}
      </dd>
      <dt>{t("payments.paymentId")}</dt>
      <dd>
        <code className="ipf-code">{payment.paymentId}</code>
      </dd>
      <dt>{t("payments.method")}</dt>
      <dd>
        {t(`payments.methods.${payment.type}`)}
        {payment.offlinePaymentType ? ` · ${payment.offlinePaymentType.replaceAll("_", " ")}` : ""}
      </dd>
      <dt>{t("payments.amount")}</dt>
      <dd className="ipf-amount">
        <strong>{amountOf(payment)}</strong>
        {payment.eurRate ? (
          <span className="bp6-text-muted"> ({t("payments.rateValue", { rate: payment.eurRate.toFixed(4) })})</span>
        ) : null}
      </dd>
      {payment.method ? (
        <>
          <dt>{t("payments.offer")}</dt>
          <dd>
            {t("payments.offerValue", { company: payment.method.company, price: formatDollars(payment.method.price) })}
          </dd>
        </>
      ) : null}
      <dt>{t("payments.made")}</dt>
      <dd>{formatDateTime(payment.createdAt)}</dd>
    </dl>
  );
}

/** The payment and its parcel in full (offline payments' package-details dialog). */
export function PaymentDetailsDialog(props: {
  payment: StaffTransactionView;
  settle: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  onClose: () => void;
}) {
  const { payment, settle, onConfirm, onCancel, onClose } = props;
  const { t } = useTranslation();
  const parcel = usePaymentParcel(payment.parcel.packageId);
  return (
    <ActionDialog
      isOpen
      title={t("payments.detailsTitle", { paymentId: payment.paymentId })}
      icon="bank-account"
      action={settle ? t("payments.confirmAction") : undefined}
      intent="success"
      onSubmit={settle ? async () => onConfirm() : undefined}
      onClose={onClose}
      width={860}
      extraActions={
        settle ? (
          <Button intent="danger" variant="minimal" icon="cross" text={t("payments.cancelAction")} onClick={onCancel} />
        ) : null
      }
    >
      <PaymentFacts payment={payment} />
      {parcel.status === "loading" ? (
        <NonIdealState icon={<Spinner size={24} />} description={t("payments.parcelLoading")} layout="horizontal" />
      ) : parcel.status === "error" ? (
        <Callout intent="danger" icon="error">
          {t("payments.parcelFailed")} {errorMessage(parcel.code)}
        </Callout>
      ) : parcel.parcel ? (
        <ParcelDetails parcel={parcel.parcel} />
      ) : (
        <Callout intent="warning" icon="trash">
          {t("payments.parcelGone")}
        </Callout>
      )}
    </ActionDialog>
  );
}

interface SettleProps extends DialogProps {
  step: "confirm" | "cancel";
  kind: PendingKind;
  payment: StaffTransactionView;
}

/**
 * Confirm: the money is in; the parcel becomes paid. Cancel: the pending
 * payment is dropped; the parcel still awaits payment.
 */
export function SettlePaymentDialog({ step, kind, payment, ...dialog }: SettleProps) {
  const { api } = useSession();
  const { t } = useTranslation();
  const confirm = step === "confirm";
  const transactionId = t("payments.fieldLabels.transactionId");
  const run = async () => {
    if (confirm) {
      await api.confirmPayment(payment._id);
      return t("payments.confirmed");
    }
    await api.cancelPayment(kind, {
      transactionId: payment._id,
      userId: payment.user._id,
      packageId: payment.parcel._id,
    });
    return t("payments.cancelled");
  };
  return (
    <ConfirmDialog
      {...dialog}
      title={t(`payments.${step}Title`, { code: payment.parcel.packageId })}
      icon={confirm ? "tick-circle" : "cross-circle"}
      intent={confirm ? "success" : "danger"}
      action={t(`payments.${step}Action`)}
      fieldLabels={
        confirm
          ? { transactionId }
          : {
              transactionId,
              userId: t("payments.fieldLabels.userId"),
              packageId: t("payments.fieldLabels.packageId"),
            }
      }
      run={run}
    >
      <p>{t(`payments.${step}Text`, { amount: amountOf(payment), customer: payment.user.fullName })}</p>
      <PaymentFacts payment={payment} />
    </ConfirmDialog>
  );
}
