import { canPurchase } from "@ipf/shared/rules/purchases";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { purchasesApi, type Purchase, type PurchaseItem } from "../../api/purchases";
import { useLang, useLocalePath } from "../../app/useLang";
import { useCustomerLive } from "../../customer/liveContext";
import { useMessages } from "../../i18n/messages";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { FormAlert } from "../../ui/Field";
import { Icon } from "../../ui/Icon";
import { saveFile } from "../../ui/saveFile";
import { useToast } from "../../ui/Toast";
import { useLoad } from "../../ui/useLoad";
import { useSubmit } from "../../ui/useSubmit";
import { useWarehouses } from "../locker/useLockerData";
import { LoadedFeeTerms } from "./FeeTerms";
import { PurchaseForm } from "./PurchaseForm";
import { PurchaseOrder, PurchaseRefunds } from "./PurchaseOrder";
import { PurchaseQuote } from "./PurchaseQuote";
import { PurchaseTimeline } from "./PurchaseTimeline";
import { isolate, STATE_TONE } from "./purchaseView";
import "./purchases.css";
import { Spinner } from "../../ui/LoadNotice";

/**
 * One purchase request (`/{lang}/purchases/{id}`), or a new one
 * (`/{lang}/purchases/new`): the form while it is a draft (or the customer
 * changes a sent one), else where it stands, its quote, the order and the
 * parcel, refunds and the invoice. It follows the request live: a state
 * change is pushed on the customer's socket.
 */
export function PurchasePage() {
  const { id } = useParams();
  return id ? <SavedPurchase id={id} /> : <NewPurchase />;
}

function NewPurchase() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalePath();
  const warehouses = useWarehouses();
  return (
    <section className="container purchase-page" aria-labelledby="purchase-title">
      <BackLink />
      <h1 id="purchase-title">{t("purchases.form.newTitle")}</h1>
      <p className="lead">{t("purchases.intro")}</p>
      <LoadedFeeTerms />
      {warehouses.state === "loading" && <Spinner />}
      {warehouses.data && (
        <PurchaseForm
          warehouses={warehouses.data}
          save={(body) => purchasesApi.create(body)}
          onSaved={(purchase, sent) => {
            // The request's page says it was saved: this page is gone by then.
            const saved: SavedState = { saved: t(sent ? "purchases.form.sent" : "purchases.form.saved") };
            void navigate(to(`purchases/${purchase._id}`), { replace: true, state: saved });
          }}
        />
      )}
    </section>
  );
}

/** What the new request's page hands to the saved request's page. */
interface SavedState {
  saved: string;
}

type Asking = { kind: "cancel" } | { kind: "decline" } | { kind: "drop"; item: PurchaseItem } | null;

function SavedPurchase({ id }: { id: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { errorText } = useMessages();
  const { toast, show } = useToast();
  const [search] = useSearchParams();
  const arrival = useLocation().state as SavedState | null;
  useEffect(() => {
    if (arrival?.saved) show(arrival.saved);
  }, [arrival, show]);
  // A state change is pushed to the customer (and told in a notification): the page reads the request again.
  const live = useCustomerLive();
  const version = (live?.purchasesVersion ?? 0) + (live?.parcelsVersion ?? 0);
  const load = useLoad((signal) => purchasesApi.get(id, signal), [id]);
  const { reload } = load;
  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);
  const warehouses = useWarehouses();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  const action = useSubmit();
  const purchase = load.data?.purchase ?? null;

  // To a checkout: the browser leaves; the page reads the request again when it comes back.
  const checkout = (open: () => Promise<{ checkoutUrl: string }>) =>
    void action.run(async () => window.location.assign((await open()).checkoutUrl));
  const done = (message: string) => {
    setAsking(null);
    setEditing(false);
    show(message);
    reload();
  };

  if (!purchase) {
    return (
      <section className="container purchase-page" aria-labelledby="purchase-title">
        <BackLink />
        <h1 id="purchase-title">{t("purchases.title")}</h1>
        {load.state === "failed" ? <FormAlert>{errorText(load.error)}</FormAlert> : <Spinner />}
      </section>
    );
  }

  const form = purchase.state === "draft" || (editing && canPurchase(purchase.state, "edit"));
  return (
    <section className="container purchase-page" aria-labelledby="purchase-title">
      <BackLink />
      <div className="purchase-head">
        <h1 id="purchase-title">
          {t(form && purchase.state !== "draft" ? "purchases.form.editTitle" : "purchases.request", {
            number: purchase.reference,
          })}
        </h1>
        <span className={`badge ${STATE_TONE[purchase.state]}`.trim()} data-testid="purchase-state">
          {t(`purchases.states.${purchase.state}`)}
        </span>
      </div>
      <p className="lead">{t(`purchases.explain.${purchase.state}`)}</p>
      {purchase.closeReason && <p>{t("purchases.order.closeReason", { reason: isolate(purchase.closeReason) })}</p>}
      {/* Back from a checkout the webhook has not confirmed yet: the socket's event reloads the page. */}
      {search.get("payment") === "success" &&
        (purchase.state === "quoted" || purchase.state === "awaiting_customer") && (
          <p className="alert alert-info" role="status">
            {t("purchases.quote.confirming")}
          </p>
        )}
      {load.state === "failed" && <FormAlert>{errorText(load.error)}</FormAlert>}
      {form && <LoadedFeeTerms />}
      {form ? (
        warehouses.data ? (
          <PurchaseForm
            key={purchase.updatedAt}
            purchase={purchase}
            warehouses={warehouses.data}
            save={(body) => purchasesApi.update(purchase._id, body)}
            onSaved={(_, sent) => done(t(sent ? "purchases.form.sent" : "purchases.form.saved"))}
            onCancel={purchase.state === "draft" ? undefined : () => setEditing(false)}
          />
        ) : (
          <Spinner />
        )
      ) : (
        <>
          <section className="card purchase-section">
            <PurchaseTimeline purchase={purchase} />
          </section>
          <PurchaseQuote
            purchase={purchase}
            actions={{
              pay: () => checkout(() => purchasesApi.pay(purchase._id, lang)),
              decline: () => setAsking({ kind: "decline" }),
              resend: () =>
                void action.run(async () => {
                  await purchasesApi.send(purchase._id);
                  done(t("purchases.quote.resent"));
                }),
              acceptRise: (item) => checkout(() => purchasesApi.acceptRise(purchase._id, item._id, lang)),
              dropItem: (item) => setAsking({ kind: "drop", item }),
              submit: action,
            }}
          />
          <PurchaseOrder purchase={purchase} />
          <PurchaseRefunds purchase={purchase} />
        </>
      )}
      <Actions
        purchase={purchase}
        editing={form}
        onEdit={() => setEditing(true)}
        onCancel={() => setAsking({ kind: "cancel" })}
      />
      {asking?.kind === "cancel" && (
        <ConfirmDialog
          title={t("purchases.cancelDialog.title")}
          text={t("purchases.cancelDialog.text")}
          cancelLabel={t("purchases.cancelDialog.keep")}
          confirmLabel={t("purchases.cancelDialog.confirm")}
          action={async () => {
            await purchasesApi.cancel(purchase._id);
            return t("purchases.cancelled");
          }}
          onClose={() => setAsking(null)}
          onDone={done}
        />
      )}
      {asking?.kind === "decline" && (
        <ConfirmDialog
          title={t("purchases.quote.declineDialog.title")}
          text={t("purchases.quote.declineDialog.text")}
          cancelLabel={t("purchases.quote.declineDialog.keep")}
          confirmLabel={t("purchases.quote.declineDialog.confirm")}
          action={async () => {
            await purchasesApi.decline(purchase._id);
            return t("purchases.quote.declined");
          }}
          onClose={() => setAsking(null)}
          onDone={done}
        />
      )}
      {asking?.kind === "drop" && (
        <ConfirmDialog
          title={t("purchases.priceRise.dropDialog.title")}
          text={t("purchases.priceRise.dropDialog.text", { name: isolate(asking.item.name) })}
          cancelLabel={t("purchases.priceRise.dropDialog.keep")}
          confirmLabel={t("purchases.priceRise.dropDialog.confirm")}
          action={async () => {
            await purchasesApi.dropItem(purchase._id, asking.item._id);
            return t("purchases.priceRise.dropped");
          }}
          onClose={() => setAsking(null)}
          onDone={done}
        />
      )}
      {toast}
    </section>
  );
}

/** The request's own actions: change it while it may be, cancel it before paying, and its invoice once paid. */
function Actions({
  purchase,
  editing,
  onEdit,
  onCancel,
}: {
  purchase: Purchase;
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const invoice = useSubmit();
  const editable = !editing && canPurchase(purchase.state, "edit");
  const cancellable = canPurchase(purchase.state, "cancel");
  const invoiced = purchase.paid > 0;
  if (!editable && !cancellable && !invoiced) return null;
  return (
    <div className="purchase-actions">
      {invoice.text !== null && <FormAlert>{invoice.text}</FormAlert>}
      {editable && (
        <button type="button" className="btn btn-ghost" onClick={onEdit}>
          <Icon name="edit" />
          {t("purchases.edit")}
        </button>
      )}
      {invoiced && (
        <button
          type="button"
          className="btn btn-ghost"
          disabled={invoice.busy}
          onClick={() =>
            void invoice.run(async () =>
              saveFile(await purchasesApi.invoice(purchase._id, lang), `invoice-${purchase.reference}.pdf`),
            )
          }
        >
          <Icon name="invoice" />
          {t("purchases.invoice")}
        </button>
      )}
      {cancellable && (
        <button type="button" className="btn btn-ghost btn-danger-text" onClick={onCancel}>
          <Icon name="trash" />
          {t("purchases.cancel")}
        </button>
      )}
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <p>
      <Link to={to("purchases")} className="text-link">
        {t("purchases.back")}
      </Link>
    </p>
  );
}

export { PurchasePage as Component };
