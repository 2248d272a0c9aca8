import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router-dom";
import { returnsApi } from "../../api/returns";
import { useLang } from "../../app/useLang";
import { useCustomerLive } from "../../customer/liveContext";
import { useMessages } from "../../i18n/messages";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { FormAlert } from "../../ui/Field";
import { useToast } from "../../ui/Toast";
import { Spinner } from "../../ui/LoadNotice";
import { useLoad } from "../../ui/useLoad";
import { ReturnForm } from "./ReturnForm";
import { ReturnStatus } from "./ReturnStatus";
import "./returns.css";

/**
 * Sending a parcel of the locker back to its shop (`/{lang}/returns/{code}`):
 * the form while none is under way, then the return as it goes (awaiting
 * payment, paid, returned with its tracking, or refused and refunded).
 */
export function ReturnPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { errorText } = useMessages();
  const { toast, show } = useToast();
  const { packageId = "" } = useParams();
  const [search] = useSearchParams();
  // Paid, sent back or refused, the customer is notified: the page reads the return again.
  const version = useCustomerLive()?.parcelsVersion ?? 0;
  const load = useLoad((signal) => returnsApi.get(packageId, signal), [packageId, version]);
  const [cancelling, setCancelling] = useState(false);
  const ret = load.data?.return ?? null;
  const open = ret !== null && ret.state !== "cancelled";

  return (
    <section className="container returns-page" aria-labelledby="returns-title">
      <p>
        <Link to={`/${lang}/dashboard`} className="text-link">
          {t("returns.back")}
        </Link>
      </p>
      <h1 id="returns-title">{t("returns.title")}</h1>
      <p className="lead">
        {t("returns.intro")} <bdi dir="ltr">{packageId.toUpperCase()}</bdi>
      </p>
      {search.get("payment") === "success" && ret?.state === "awaiting_payment" && (
        <p className="notice" role="status">
          {t("returns.confirming")}
        </p>
      )}
      {load.state === "loading" && !load.data && <Spinner />}
      {load.state === "failed" && <FormAlert>{errorText(load.error)}</FormAlert>}
      {load.data && open && (
        <ReturnStatus ret={ret} checkoutUrl={load.data.checkoutUrl} onCancel={() => setCancelling(true)} />
      )}
      {load.data && !open && (
        <ReturnForm
          packageId={packageId}
          send={(fields, file) => returnsApi.ask(fields, file)}
          onAsked={(checkoutUrl) => window.location.assign(checkoutUrl)}
        />
      )}
      {cancelling && ret && (
        <ConfirmDialog
          title={t("returns.cancelTitle")}
          text={t("returns.cancelText")}
          confirmLabel={t("returns.cancel")}
          action={async () => (await returnsApi.cancel(ret._id)).message && t("returns.cancelled")}
          onClose={() => setCancelling(false)}
          onDone={(message) => {
            setCancelling(false);
            show(message);
            load.reload();
          }}
        />
      )}
      {toast}
    </section>
  );
}

export { ReturnPage as Component };
