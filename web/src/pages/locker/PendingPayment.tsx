import { formatDateTime, formatMoney } from "@ipf/shared/format";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/error";
import { paymentsApi, type PendingPayment } from "../../api/payments";
import { useLang } from "../../app/useLang";
import { useMessages } from "../../i18n/messages";
import { FormAlert } from "../../ui/Field";
import { Icon } from "../../ui/Icon";
import { pendingPaymentView } from "./rules";
import { refreshPendingPayments } from "./usePendingPayments";

const METHOD_KEYS = {
  card: "locker.pending.methodCard",
  offline: "locker.pending.methodOffline",
  bitcoin: "locker.pending.methodBitcoin",
} as const;

const NEXT_KEYS = {
  card: "locker.pending.nextCard",
  offline: "locker.pending.nextOffline",
  bitcoin: "locker.pending.nextBitcoin",
} as const;

/** On a parcel card: a payment is waiting, by which method, how much, since when. */
export function PendingPaymentNote({ payment }: { payment: PendingPayment }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <p className="pending-note" role="status">
      <Icon name="clock" />
      <span>
        <strong>{t("locker.pending.badge")}</strong> {t(METHOD_KEYS[payment.type])}
        <span className="pending-note-sum">
          <bdi>{formatMoney(payment.amount, payment.currency, lang)}</bdi> ·{" "}
          <bdi>{formatDateTime(payment.createdAt)}</bdi>
        </span>
      </span>
    </p>
  );
}

/**
 * In the pay dialog: the payment in flight, what to do next, and the way
 * out: resume it (the checkout still open, or the bitcoin instructions) or
 * cancel it, after which the customer can pay by card. Cancelling asks
 * once more: money already sent offline would then need support.
 */
export function PendingPaymentPanel({
  payment,
  carrier,
  onCancelled,
  onPaidElsewhere,
}: {
  payment: PendingPayment;
  /** The shipping company as the dialog names it (its Arabic name in Arabic); the payment's own otherwise. */
  carrier?: string | undefined;
  onCancelled: (message: string) => void;
  /** Staff confirmed it (or the card went through) before the cancel: the parcel is paid. */
  onPaidElsewhere: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { errorText } = useMessages();
  const view = pendingPaymentView(payment);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<"resume" | "cancel" | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  // The button that asked is gone once the question shows: keyboard focus moves to the safe answer.
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) keep.current?.focus();
  }, [confirming]);

  const resume = async () => {
    setBusy("resume");
    setFailure(null);
    try {
      const { url } = await paymentsApi.resume(payment._id);
      window.location.assign(url);
    } catch (error) {
      setFailure(error);
      setBusy(null);
      // A closed checkout was cancelled on the server: the dialog offers paying again.
      if (error instanceof ApiError && error.status === 409) refreshPendingPayments();
    }
  };

  const cancel = async () => {
    setBusy("cancel");
    setFailure(null);
    try {
      await paymentsApi.cancel(payment._id);
      onCancelled(t("locker.pending.cancelled"));
      refreshPendingPayments();
    } catch (error) {
      setFailure(error);
      setConfirming(false);
      setBusy(null);
      // Staff confirmed it meanwhile, or it was already closed: show what is true now.
      if (error instanceof ApiError && error.code === "ALREADY_PAID") onPaidElsewhere();
      if (error instanceof ApiError && error.status === 409) refreshPendingPayments();
    }
  };

  const titleId = `pending-${payment._id}`;
  return (
    <section className="pending-panel" aria-labelledby={titleId}>
      <h3 id={titleId}>
        <Icon name="clock" />
        {t("locker.pending.title")}
      </h3>
      {failure !== null && <FormAlert>{errorText(failure)}</FormAlert>}
      <dl className="details-grid pending-facts">
        <div>
          <dt>{t("locker.pending.method")}</dt>
          <dd>{t(METHOD_KEYS[payment.type])}</dd>
        </div>
        <div>
          <dt>{t("locker.pending.amount")}</dt>
          <dd>
            <bdi>{formatMoney(payment.amount, payment.currency, lang)}</bdi>
          </dd>
        </div>
        <div className="pending-date">
          <dt>{t("locker.pending.date")}</dt>
          <dd>
            <bdi>{formatDateTime(payment.createdAt)}</bdi>
          </dd>
        </div>
        {(carrier ?? payment.carrier) && (
          <div>
            <dt>{t("locker.pending.carrier")}</dt>
            <dd>
              <bdi>{carrier ?? payment.carrier}</bdi>
            </dd>
          </div>
        )}
        <div className="pending-reference">
          <dt>{t("locker.pending.reference")}</dt>
          <dd>
            <bdi dir="ltr">{payment.paymentId}</bdi>
          </dd>
        </div>
      </dl>
      <p className="pending-next">{t(NEXT_KEYS[payment.type], { reference: payment.paymentId })}</p>
      {confirming ? (
        <div className="pending-confirm" role="group" aria-label={t("locker.pending.confirmTitle")}>
          <p>
            <strong>{t("locker.pending.confirmTitle")}</strong> {t("locker.pending.confirmText")}
          </p>
          <div className="pending-actions">
            <button type="button" className="btn btn-danger btn-sm" disabled={busy !== null} onClick={cancel}>
              {t("locker.pending.confirmYes")}
            </button>
            <button ref={keep} type="button" className="btn btn-ghost btn-sm" onClick={() => setConfirming(false)}>
              {t("locker.pending.confirmNo")}
            </button>
          </div>
        </div>
      ) : (
        <div className="pending-actions">
          {view.resume === "checkout" && (
            <button type="button" className="btn btn-primary btn-sm" disabled={busy !== null} onClick={resume}>
              <Icon name="card" />
              {t("locker.pending.resumeCard")}
            </button>
          )}
          {view.resume === "instructions" && payment.instructionsUrl && (
            <a className="btn btn-primary btn-sm" href={payment.instructionsUrl}>
              <Icon name="bitcoin" />
              {t("locker.pending.resumeBitcoin")}
            </a>
          )}
          {view.cancel && (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={busy !== null}
              onClick={() => setConfirming(true)}
            >
              <Icon name="close" />
              {t("locker.pending.cancel")}
            </button>
          )}
        </div>
      )}
      {busy === "resume" && (
        <p role="status" className="field-hint">
          {t("locker.pay.redirecting")}
        </p>
      )}
    </section>
  );
}
