import type { Alert } from "@ipf/shared/schemas/accounts";
import { startTransition, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { accountApi } from "../../api/account";
import { readStorage, STORAGE_KEYS, writeStorage } from "../../app/storage";
import { useLang } from "../../app/useLang";
import { useCustomerLive } from "../../customer/liveContext";
import { Icon } from "../../ui/Icon";

const QUERY_ALERTS = [
  { param: "payment", value: "success", key: "locker.alerts.paymentSuccess", tone: "success" },
  { param: "payment", value: "cancel", key: "locker.alerts.paymentCancel", tone: "warning" },
  { param: "confirmed", value: "confirmed", key: "locker.alerts.confirmed", tone: "success" },
] as const;

function closedAlerts(): string[] {
  try {
    const list = JSON.parse(readStorage(STORAGE_KEYS.closedAlerts) ?? "[]") as unknown;
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

function Banner({ tone, text, onClose }: { tone: string; text: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={`alert alert-${tone} banner`} role={tone === "error" ? "alert" : "status"}>
      <p>{text}</p>
      <button
        type="button"
        className="icon-button banner-close"
        aria-label={t("locker.alerts.close")}
        onClick={onClose}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}

/**
 * The dashboard's alerts: what a return from checkout or the e-mail
 * confirmation says in the query, and the server's alert, whose closing is
 * reported to the server and remembered in this browser. `drawn`: the alert
 * the server drew the page with, which stands for the first answer (hidden
 * once hydrated if this browser closed it); the live data's alert version
 * asks again.
 */
export function DashboardAlerts({ drawn }: { drawn?: Alert | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const [alert, setAlert] = useState<Alert | null>(drawn ?? null);
  // Staff raised or cleared an alert: ask again (the server says which banner is the customer's now).
  const alertVersion = useCustomerLive()?.alertVersion ?? 0;
  const drawnFirst = useRef(drawn !== undefined);
  const shown = (answer: Alert | null) => (answer && !closedAlerts().includes(answer.alertId) ? answer : null);

  useEffect(() => {
    if (drawnFirst.current) {
      drawnFirst.current = false;
      setAlert((current) => shown(current));
      return;
    }
    const controller = new AbortController();
    accountApi.alert(controller.signal).then(
      (answer) => startTransition(() => setAlert(shown(answer.alert))),
      () => undefined,
    );
    return () => controller.abort();
  }, [alertVersion]);

  const closeServerAlert = (closing: Alert) => {
    setAlert(null);
    writeStorage(STORAGE_KEYS.closedAlerts, JSON.stringify([...closedAlerts(), closing.alertId].slice(-50)));
    void accountApi.clearAlert(closing.alertId).catch(() => undefined);
  };

  return (
    <div className="alerts">
      {QUERY_ALERTS.filter((entry) => params.get(entry.param) === entry.value).map((entry) => (
        <Banner
          key={entry.key}
          tone={entry.tone}
          text={t(entry.key)}
          onClose={() => {
            const next = new URLSearchParams(params);
            next.delete(entry.param);
            setParams(next, { replace: true });
          }}
        />
      ))}
      {alert && (
        <Banner
          tone={
            alert.type === "error"
              ? "error"
              : alert.type === "warning"
                ? "warning"
                : alert.type === "success"
                  ? "success"
                  : "info"
          }
          text={alert.text[lang]}
          onClose={() => closeServerAlert(alert)}
        />
      )}
    </div>
  );
}
