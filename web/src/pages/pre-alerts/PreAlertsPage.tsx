import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { preAlertsApi, type PreAlert } from "../../api/pre-alerts";
import { useCustomerLive } from "../../customer/liveContext";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { ListLoad } from "../../ui/LoadNotice";
import { LockerHeading } from "../../ui/LockerHeading";
import { useToast } from "../../ui/Toast";
import { useLoad } from "../../ui/useLoad";
import { LockerToolbar } from "../locker/LockerTabs";
import { useWarehouses } from "../locker/useLockerData";
import { PreAlertCard } from "./PreAlertCard";
import { PreAlertDialog } from "./PreAlertDialog";
import "./pre-alerts.css";

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
      <LockerToolbar />
      <LockerHeading
        id="pre-alerts-title"
        title={t("preAlerts.title")}
        lead={t("preAlerts.intro")}
        addLabel={t("preAlerts.add")}
        onAdd={() => setEditing("new")}
      />
      <ListLoad load={list} />
      {list.state === "ready" && preAlerts.length === 0 && (
        <div className="locker-empty">
          <h2>{t("preAlerts.empty.title")}</h2>
          <p className="lead">{t("preAlerts.empty.text")}</p>
        </div>
      )}
      {preAlerts.length > 0 && (
        <ul className="tile-grid pre-alert-list" aria-label={t("preAlerts.listLabel")}>
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
      {cancelling && (
        <ConfirmDialog
          title={t("preAlerts.cancelDialog.title")}
          text={t("preAlerts.cancelDialog.text")}
          cancelLabel={t("preAlerts.cancelDialog.keep")}
          confirmLabel={t("preAlerts.cancelDialog.confirm")}
          action={async () => {
            await preAlertsApi.cancel(cancelling._id);
            return t("preAlerts.cancelled");
          }}
          onClose={() => setCancelling(null)}
          onDone={done}
        />
      )}
      {toast}
    </section>
  );
}

export { PreAlertsPage as Component };
