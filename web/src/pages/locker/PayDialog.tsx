import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/client";
import { paymentsApi } from "../../api/payments";
import { useLang } from "../../app/useLang";
import { useMessages } from "../../i18n/messages";
import { Dialog } from "../../ui/Dialog";
import { FormAlert } from "../../ui/Field";
import { formatMoney } from "./rules";
import { useSubmit, type RequestDialogProps } from "./RequestDialogs";

type PaymentRoute = "card" | "offline";

/**
 * After approval: the carriers staff priced, then payment. Card goes to the
 * checkout page (Stripe's, or the local stand-in) and comes back to the
 * dashboard with payment=success or payment=cancel; the offline route
 * leaves a pending transaction ('TRAN_EXIST' when one is already there).
 */
export function PayDialog({ parcel, onClose, onDone }: RequestDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { errorText } = useMessages();
  const [methodId, setMethodId] = useState(parcel.methods[0]?._id ?? "");
  const [route, setRoute] = useState<PaymentRoute>("card");
  const [redirecting, setRedirecting] = useState(false);
  const [brokenLogos, setBrokenLogos] = useState<string[]>([]);
  const { busy, failure, run } = useSubmit(onDone);

  const pay = () =>
    void run(async () => {
      if (route === "card") {
        const { checkoutUrl } = await paymentsApi.cardCheckout({ packageId: parcel._id, methodId, locale: lang });
        setRedirecting(true);
        window.location.assign(checkoutUrl);
        // The page is leaving; nothing to show meanwhile but the redirect notice.
        return new Promise<string>(() => undefined);
      }
      await paymentsApi.offline({ packageId: parcel._id, methodId, paymentType: "bank_transfer" });
      return t("locker.pay.offlineSent");
    });

  const failureText = () => {
    if (!(failure instanceof ApiError)) return errorText(failure);
    if (failure.code === "TRAN_EXIST") return t("locker.pay.requestAlreadySent");
    if (failure.status === 404 || failure.status === 405) return t("locker.pay.unavailable");
    return errorText(failure);
  };

  return (
    <Dialog open onClose={onClose} title={t("locker.pay.title", { packageId: parcel.packageId })} wide>
      <div className="form">
        {failure !== null && <FormAlert>{failureText()}</FormAlert>}
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
                {/* A carrier without a logo shows its initial, as the calculator does, rather than an empty grey box. */}
                {method.company.logoImage && !brokenLogos.includes(method._id) ? (
                  <img
                    src={method.company.logoImage}
                    alt=""
                    className="pick-logo"
                    onError={() => setBrokenLogos((ids) => [...ids, method._id])}
                  />
                ) : (
                  <span className="pick-logo pick-initial" aria-hidden="true">
                    {name.charAt(0)}
                  </span>
                )}
                <span className="pick-text">
                  <strong>{name}</strong>
                  <span>
                    {t("locker.pay.days", { min: method.company.minShipTime, max: method.company.maxShipTime })}
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
        <div className="field">
          <label htmlFor="pay-route">{t("locker.pay.method")}</label>
          <select
            id="pay-route"
            className="select"
            value={route}
            onChange={(event) => setRoute(event.target.value as PaymentRoute)}
          >
            <option value="card">{t("locker.pay.card")}</option>
            <option value="offline">{t("locker.pay.offline")}</option>
          </select>
        </div>
        {redirecting && (
          <p role="status" className="alert alert-success">
            {t("locker.pay.redirecting")}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy || !methodId} onClick={pay}>
            {t("locker.pay.submit")}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
