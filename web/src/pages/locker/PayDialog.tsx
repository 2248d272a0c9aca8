import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/error";
import { paymentsApi, type PendingPayment } from "../../api/payments";
import { useLang } from "../../app/useLang";
import { useMessages } from "../../i18n/messages";
import { CarrierLogo } from "../../ui/CarrierLogo";
import { Dialog } from "../../ui/Dialog";
import { FormAlert } from "../../ui/Field";
import { InsuranceOffer } from "./InsuranceOffer";
import { OfferLandedCost } from "./OfferLandedCost";
import { PendingPaymentPanel } from "./PendingPayment";
import { PaySummary } from "./StorageCountdown";
import { PayServiceFees } from "./PayServiceFees";
import { formatMoney, pendingPaymentView } from "./rules";
import { useDialogSubmit, type RequestDialogProps } from "./RequestDialogs";
import { refreshPendingPayments, usePendingPayment } from "./usePendingPayments";

type PaymentRoute = "card" | "offline";

/**
 * After approval: the carriers staff priced, with the duty and VAT the
 * chosen one should cost on arrival (an estimate), then payment. Card goes to the
 * checkout page (Stripe's, or the local stand-in) and comes back to the
 * dashboard with payment=success or payment=cancel; the offline route
 * leaves a pending transaction ('TRAN_EXIST' when one is already there).
 * A payment already in flight shows first, to resume or cancel; an offline
 * or bitcoin one hides the form until the customer cancels it.
 */
export function PayDialog({ parcel, onClose, onDone }: RequestDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { errorText } = useMessages();
  const [methodId, setMethodId] = useState(parcel.methods[0]?._id ?? "");
  const [route, setRoute] = useState<PaymentRoute>("card");
  const [insure, setInsure] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const { busy, failure, text, run } = useDialogSubmit(onDone);
  const pending = usePendingPayment(parcel._id);
  const view = pendingPaymentView(pending.payment);
  // After the customer cancelled the payment in flight: said, and the failure met before it (e.g.
  // "already sent") no longer shown, as it is no longer true.
  const [cancelledNotice, setCancelledNotice] = useState<string | null>(null);
  const [failureBeforeCancel, setFailureBeforeCancel] = useState<unknown>(null);
  const freshFailure = failure !== null && failure !== failureBeforeCancel ? failure : null;
  // The payment in flight was confirmed while the customer was cancelling it: nothing left to pay.
  const [paidElsewhere, setPaidElsewhere] = useState(false);
  // An offline or bitcoin request shown here that staff then settled (live data said so): the
  // parcel given to this dialog is out of date, so it offers nothing and says so.
  const [shown, setShown] = useState<PendingPayment | null>(null);
  useEffect(() => {
    if (pending.payment) setShown(pending.payment);
  }, [pending.payment]);
  const handledElsewhere =
    shown !== null &&
    shown.type !== "card" &&
    pending.state === "ready" &&
    !pending.payment &&
    cancelledNotice === null &&
    !paidElsewhere;
  const formHidden = view.blocksNewPayment || paidElsewhere || handledElsewhere;

  const pay = () => {
    void run(async () => {
      try {
        if (route === "card") {
          const { checkoutUrl } = await paymentsApi.cardCheckout({
            packageId: parcel._id,
            methodId,
            locale: lang,
            insure,
          });
          setRedirecting(true);
          window.location.assign(checkoutUrl);
          // The page is leaving; nothing to show meanwhile but the redirect notice.
          return new Promise<string>(() => undefined);
        }
        await paymentsApi.offline({ packageId: parcel._id, methodId, paymentType: "bank_transfer", insure });
        refreshPendingPayments();
        return t("locker.pay.offlineSent");
      } catch (error) {
        // A payment appeared meanwhile (another tab, a double click): show it, with its way out.
        if (error instanceof ApiError && error.code === "TRAN_EXIST") refreshPendingPayments();
        throw error;
      }
    });
  };

  const chosen = parcel.methods.find((method) => method._id === methodId);
  const carrierName = (method: (typeof parcel.methods)[number] | undefined) =>
    method && (lang === "ar" && method.company.nameAR ? method.company.nameAR : method.company.name);

  const failureText = () => {
    if (!(failure instanceof ApiError)) return errorText(failure);
    if (failure.code === "TRAN_EXIST") return t("locker.pay.requestAlreadySent");
    if (failure.status === 404 || failure.status === 405) return t("locker.pay.unavailable");
    return text;
  };

  return (
    <Dialog open onClose={onClose} title={t("locker.pay.title", { packageId: parcel.packageId })} wide>
      <div className="form">
        {freshFailure !== null && !formHidden && <FormAlert>{failureText()}</FormAlert>}
        {handledElsewhere && (
          <p role="status" className="alert alert-info">
            {t("locker.pending.handled")}
          </p>
        )}
        {paidElsewhere && (
          <p role="status" className="alert alert-success">
            {t("errors.ALREADY_PAID")}
          </p>
        )}
        {cancelledNotice !== null && freshFailure === null && (
          <p role="status" className="alert alert-success">
            {cancelledNotice}
          </p>
        )}
        {pending.payment && view.pending && !paidElsewhere && (
          <PendingPaymentPanel
            payment={pending.payment}
            carrier={carrierName(parcel.methods.find((method) => method._id === pending.payment?.methodId))}
            onCancelled={(message) => {
              setCancelledNotice(message);
              setFailureBeforeCancel(failure);
              setRoute("card");
            }}
            onPaidElsewhere={() => setPaidElsewhere(true)}
          />
        )}
        {!formHidden && (
          <>
            <fieldset className="pick-list">
              <legend>{t("locker.pay.methods")}</legend>
              {parcel.methods.map((method, index) => {
                const name = lang === "ar" && method.company.nameAR ? method.company.nameAR : method.company.name;
                return (
                  <label key={method._id} className="pick pick-method">
                    <input
                      type="radio"
                      name="method"
                      checked={methodId === method._id}
                      onChange={() => setMethodId(method._id)}
                    />
                    <CarrierLogo className="pick-logo" src={method.company.logoImage} name={name} />
                    <span className="pick-text">
                      <strong>{name}</strong>
                      <span>
                        {t("locker.pay.days", {
                          min: method.company.minShipTime,
                          max: method.company.maxShipTime,
                          count: method.company.maxShipTime,
                        })}
                      </span>
                      {index === 0 && <span className="badge badge-accent">{t("calculator.results.recommended")}</span>}
                    </span>
                    <span className="pick-price" dir="ltr">
                      {formatMoney(method.price, "USD", lang)}
                    </span>
                  </label>
                );
              })}
            </fieldset>
            {chosen && <PaySummary parcel={parcel} price={chosen.price} />}
            <PayServiceFees parcelId={parcel._id} />
            <OfferLandedCost parcelId={parcel._id} methodId={methodId} />
            <InsuranceOffer parcelId={parcel._id} checked={insure} onChange={setInsure} />
            <div className="field">
              <label htmlFor="pay-route">{t("locker.pay.method")}</label>
              <select
                id="pay-route"
                className="select"
                value={route}
                aria-describedby={route === "offline" ? "pay-route-currency" : undefined}
                onChange={(event) => setRoute(event.target.value as PaymentRoute)}
              >
                <option value="card">{t("locker.pay.card")}</option>
                <option value="offline">{t("locker.pay.offline")}</option>
              </select>
              {/* The offers are priced in dollars; an offline payment is asked in euros, as its invoice says. */}
              {route === "offline" && (
                <p id="pay-route-currency" className="field-hint">
                  {t("locker.pay.offlineCurrency")}
                </p>
              )}
            </div>
            {redirecting && (
              <p role="status" className="alert alert-success">
                {t("locker.pay.redirecting")}
              </p>
            )}
          </>
        )}
        <div className="modal-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {formHidden ? t("common.close") : t("common.cancel")}
          </button>
          {!formHidden && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || !methodId || pending.state === "loading"}
              onClick={pay}
            >
              {t("locker.pay.submit")}
            </button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
