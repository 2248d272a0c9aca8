import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { preAlertsApi, type PreAlert } from "../../api/pre-alerts";
import { useCustomerLive } from "../../customer/liveContext";
import { useMessages } from "../../i18n/messages";
import { Dialog, DialogActions, type OutcomeDialogProps } from "../../ui/Dialog";
import { FormAlert } from "../../ui/Field";
import { LoadNotice } from "../../ui/LoadNotice";
import { LockerHeading } from "../../ui/LockerHeading";
import { useToast } from "../../ui/Toast";
import { useLoad } from "../../ui/useLoad";
import { LockerTabs } from "../locker/LockerTabs";
import { useDialogSubmit } from "../locker/RequestDialogs";
import { useWarehouses } from "../locker/useLockerData";
import { PreAlertCard } from "./PreAlertCard";
import { PreAlertDialog } from "./PreAlertDialog";
import "./pre-alerts.css";

function CancelDialog({ preAlert, onClose, onDone }: { preAlert: PreAlert } & OutcomeDialogProps<string>) {
  const { t } = useTranslation();
  const { errorText } = useMessages();
  const { busy, failure, run } = useDialogSubmit(onDone);
  return (
    <Dialog open onClose={onClose} title={t("preAlerts.cancelDialog.title")}>
      <div className="form">
        {failure !== null && <FormAlert>{errorText(failure)}</FormAlert>}
        <p>{t("preAlerts.cancelDialog.text")}</p>
        <DialogActions
          onCancel={onClose}
          cancelLabel={t("preAlerts.cancelDialog.keep")}
          label={t("preAlerts.cancelDialog.confirm")}
          busy={busy}
          danger
          onConfirm={() =>
            void run(async () => {
              await preAlertsApi.cancel(preAlert._id);
              return t("preAlerts.cancelled");
            })
          }
        />
      </div>
    </Dialog>
  );
}

/**
 * The customer's pre-alerts, part of the locker: announce a parcel, rewrite or
 * cancel one while it is expected, and see the ones that arrived with their
 * parcel. An arrival tells the locker live, and the list follows.
 */
export function PreAlertsPage() {
  const { t } = useTranslation();
  const { toast, show } = useToast();
  const live = useCustomerLive();
  const parcelsVersion = live?.parcelsVersion ?? 0;
  const list = useLoad((signal) => preAlertsApi.list(signal), []);
  const warehouses = useWarehouses();
  const [editing, setEditing] = useState<PreAlert | "new" | null>(null);
  const [cancelling, setCancelling] = useState<PreAlert | null>(null);
  const preAlerts = list.data?.preAlerts ?? [];
  const { reload } = list;

  // A parcel arriving sends a notification: one of these may have arrived.
  useEffect(() => {
    if (parcelsVersion > 0) reload();
  }, [parcelsVersion, reload]);

  const done = (message: string) => {
    setEditing(null);
    setCancelling(null);
    show(message);
    reload();
  };

  return (
    <section className="container locker" aria-labelledby="pre-alerts-title">
      <div className="locker-toolbar">
        <LockerTabs />
      </div>
      <LockerHeading
        id="pre-alerts-title"
        title={t("preAlerts.title")}
        lead={t("preAlerts.intro")}
        addLabel={t("preAlerts.add")}
        onAdd={() => setEditing("new")}
      />
      {list.state === "loading" && !list.data && (
        <div className="spinner" role="progressbar" aria-label={t("common.loading")} />
      )}
      <LoadNotice load={list} empty={false} emptyText="" />
      {list.state === "ready" && preAlerts.length === 0 && (
        <div className="locker-empty">
          <h2>{t("preAlerts.empty.title")}</h2>
          <p className="lead">{t("preAlerts.empty.text")}</p>
        </div>
      )}
      {preAlerts.length > 0 && (
        <ul className="pre-alert-list" aria-label={t("preAlerts.listLabel")}>
          {preAlerts.map((preAlert) => (
            <PreAlertCard
              key={preAlert._id}
              preAlert={preAlert}
              onEdit={() => setEditing(preAlert)}
              onCancel={() => setCancelling(preAlert)}
            />
          ))}
        </ul>
      )}
      {editing && (
        <PreAlertDialog
          preAlert={editing === "new" ? undefined : editing}
          warehouses={warehouses.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={done}
        />
      )}
      {cancelling && <CancelDialog preAlert={cancelling} onClose={() => setCancelling(null)} onDone={done} />}
      {toast}
    </section>
  );
}

export { PreAlertsPage as Component };
