import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { accountApi } from "../api/account";
import { setUnauthorizedHandler, setUnconfirmedHandler } from "../api/client";
import { parcelsApi } from "../api/parcels";
import { supportApi } from "../api/support";
import { localePath } from "../app/language";
import { useLang } from "../app/useLang";
import { clearToken, getToken } from "../auth/session";
import type { CustomerLiveValue, LiveCounts, LiveNotification } from "./liveContext";
import { connectRealtime, type RealtimeConnection } from "./realtime";
import { sendToConfirmation } from "./confirmation";

/** Events the server sends (shared/src/schemas/accounts.ts REALTIME_EVENTS). */
const EVENTS = {
  loadNotifications: "loadNotifications",
  newNotification: "newNotification",
  updateSetting: "updateSetting",
  supportMessage: "supportMessage",
  supportTicket: "supportTicket",
  // shared/src/schemas/alerts.ts ALERT_CUSTOMER_EVENT
  updateAlert: "updateAlert",
  // shared/src/schemas/labels.ts TRACKING_CUSTOMER_EVENT
  updateTracking: "updateTracking",
  // shared/src/rules/purchases.ts PURCHASE_CUSTOMER_EVENT
  purchaseRequest: "purchaseRequest",
} as const;

function isNotification(value: unknown): value is LiveNotification {
  const item = value as Partial<LiveNotification> | null;
  return typeof item === "object" && item !== null && typeof item._id === "string" && typeof item.title === "object";
}

/**
 * Mounted by the layout while a customer is signed in: one socket per page,
 * the counts of the navigation, the settings and the bell; and the one
 * place a refused token sends the customer to login. It renders nothing and
 * hands its value up (`onValue`), so the page under the layout's provider
 * is not remounted when this chunk arrives.
 */
export function CustomerLive({ onValue }: { onValue: (value: CustomerLiveValue | null) => void }) {
  const lang = useLang();
  const navigate = useNavigate();
  const [counts, setCounts] = useState<LiveCounts | null>(null);
  const [supportCount, setSupportCount] = useState(0);
  const [imageRequest, setImageRequest] = useState(true);
  const [notifications, setNotifications] = useState<LiveNotification[]>([]);
  const [unSeen, setUnSeen] = useState(false);
  const [parcelsVersion, setParcelsVersion] = useState(0);
  const [supportVersion, setSupportVersion] = useState(0);
  const [alertVersion, setAlertVersion] = useState(0);
  const [purchasesVersion, setPurchasesVersion] = useState(0);
  const [trackingVersions, setTrackingVersions] = useState<Readonly<Record<string, number>>>({});
  const socket = useRef<RealtimeConnection | null>(null);

  const signOut = useCallback(() => {
    clearToken();
    navigate(`${localePath(lang, "login")}?next=${encodeURIComponent(window.location.pathname)}`, { replace: true });
  }, [lang, navigate]);

  useEffect(() => {
    setUnauthorizedHandler(signOut);
    setUnconfirmedHandler(() => sendToConfirmation(lang, (to, options) => void navigate(to, options)));
    return () => {
      setUnauthorizedHandler(null);
      setUnconfirmedHandler(null);
    };
  }, [signOut, lang, navigate]);

  // On the confirmation page the customer is not confirmed yet, and the API refuses these (403
  // EMAIL_NOT_CONFIRMED): they are read once the customer leaves it. The three answers are taken
  // together: each one alone would draw every page of the customer again, three times as a page
  // wakes up. A call that fails leaves its figure as it was.
  const confirming = useLocation().pathname === localePath(lang, "confirm-email");
  useEffect(() => {
    if (confirming) return;
    let current = true;
    const orNull = <T,>(call: Promise<T>) => call.catch(() => null);
    void Promise.all([orNull(parcelsApi.counts()), orNull(supportApi.count()), orNull(accountApi.setting())]).then(
      ([parcels, support, setting]) => {
        if (!current) return;
        if (parcels) {
          const { incomingPackages, awaitingPackages, shippedPackages } = parcels;
          setCounts({ incomingPackages, awaitingPackages, shippedPackages });
        }
        if (support) setSupportCount(support.count);
        if (setting) setImageRequest(setting.setting.imageRequest);
      },
    );
    return () => {
      current = false;
    };
  }, [parcelsVersion, supportVersion, confirming]);

  useEffect(() => {
    const token = getToken();
    if (!token) return;
    const connection = connectRealtime(token, {
      onUnauthenticated: signOut,
      onEvent(event, data) {
        switch (event) {
          case EVENTS.loadNotifications: {
            // `null` asks every page of the customer to fetch the list again (it was marked seen elsewhere).
            if (data === null) return connection.send("userActive");
            const list = data as { notifications?: unknown[]; unSeen?: unknown };
            setNotifications((list.notifications ?? []).filter(isNotification));
            setUnSeen(list.unSeen === true);
            return;
          }
          case EVENTS.newNotification:
            if (isNotification(data)) setNotifications((list) => [data, ...list.filter((n) => n._id !== data._id)]);
            setUnSeen(true);
            // Notifications tell of parcels arriving, approved, shipped: the lists change.
            setParcelsVersion((v) => v + 1);
            return;
          case EVENTS.updateSetting: {
            const setting = (data as { setting?: { imageRequest?: unknown } } | null)?.setting;
            if (typeof setting?.imageRequest === "boolean") setImageRequest(setting.imageRequest);
            return;
          }
          case EVENTS.updateAlert:
            setAlertVersion((v) => v + 1);
            return;
          case EVENTS.purchaseRequest:
            setPurchasesVersion((v) => v + 1);
            return;
          case EVENTS.updateTracking: {
            const id = (data as { _id?: unknown } | null)?._id;
            if (typeof id === "string") setTrackingVersions((all) => ({ ...all, [id]: (all[id] ?? 0) + 1 }));
            return;
          }
          case EVENTS.supportMessage:
          case EVENTS.supportTicket:
            setSupportVersion((v) => v + 1);
            // Staff answered the customer's error reports: those parcels are no longer under review.
            if ((data as { reviewed?: unknown[] } | null)?.reviewed?.length) setParcelsVersion((v) => v + 1);
            return;
        }
      },
    });
    socket.current = connection;
    // Back to the foreground: the bell catches up with what came meanwhile.
    const onVisible = () => document.visibilityState === "visible" && connection.send("userActive");
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      connection.close();
      socket.current = null;
    };
  }, [signOut]);

  const value = useMemo<CustomerLiveValue>(
    () => ({
      counts,
      supportCount,
      imageRequest,
      notifications,
      unSeen,
      parcelsVersion,
      supportVersion,
      alertVersion,
      purchasesVersion,
      trackingVersions,
      refresh: () => setParcelsVersion((v) => v + 1),
      markSeen: () => {
        socket.current?.send("seenNotifications");
        setUnSeen(false);
      },
    }),
    [
      counts,
      supportCount,
      imageRequest,
      notifications,
      unSeen,
      parcelsVersion,
      supportVersion,
      alertVersion,
      purchasesVersion,
      trackingVersions,
    ],
  );

  useEffect(() => onValue(value), [onValue, value]);
  useEffect(() => () => onValue(null), [onValue]);
  return null;
}

export { CustomerLive as default };
