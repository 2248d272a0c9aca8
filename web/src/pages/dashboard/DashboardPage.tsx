import { homeFirst } from "@ipf/shared/rules/warehouses";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom";
import type { PackagesGroup, Parcel } from "../../api/parcels";
import { loginRedirect } from "../../app/loaders";
import { loadCustomer } from "../../auth/customer";
import { getToken } from "../../auth/session";
import { useDrawnLocker } from "../../app/drawnPage";
import { useCustomerLive } from "../../customer/liveContext";
import { useMessages } from "../../i18n/messages";
import { RetryAlert, Spinner } from "../../ui/LoadNotice";
import { HydrationUnit } from "../../ui/HydrationUnit";
import { useToast } from "../../ui/Toast";
import { useNow } from "../../ui/useNow";
import { LatinNamePrompt } from "../address/LatinNamePrompt";
import { DashboardAlerts } from "../locker/Alerts";
import { GroupCard } from "../locker/GroupCard";
import { LockerToolbar } from "../locker/LockerTabs";
import { ParcelCard } from "../locker/ParcelCard";
import type { OpenDialog } from "../locker/ParcelDialogs";
import { cancelWindowOpen, cardNow, inWarehouse } from "../locker/rules";
import { prefetchLocker, useGroups, useParcels, useWarehouses } from "../locker/useLockerData";
import { WarehouseAddress } from "../locker/WarehouseAddress";
import { WarehouseSelect } from "../locker/WarehouseSelect";
import { PostsStrip } from "../landing/PostsStrip";

/**
 * The locker's dialogs (shipping, paying, reports, claims, services...), a
 * chunk of their own: most visits open none, and the page wakes up sooner
 * without them. They are asked for as soon as the customer reaches for the
 * locker (a pointer over it, a tap, the keyboard in it), or a while after the
 * parcels show.
 */
const loadDialogs = () => import("../locker/ParcelDialogs");
const ParcelDialogs = lazy(async () => ({ default: (await loadDialogs()).ParcelDialogs }));
const CancelDialog = lazy(async () => ({ default: (await import("../locker/CancelDialog")).CancelDialog }));
/** How long after the parcels show the dialogs are loaded without being reached for. */
const DIALOGS_AFTER_MS = 8_000;
let dialogsAsked = false;
const askForDialogs = () => {
  if (dialogsAsked) return;
  dialogsAsked = true;
  void loadDialogs();
};

/** The user-timing mark set when the locker's parcels are first on screen; also their headings' `elementtiming`. */
const PARCELS_SHOWN = "locker-parcels-shown";

/** An entry of the Element Timing API (Chromium): when an element marked `elementtiming` was first painted. */
interface ElementTiming extends PerformanceEntry {
  identifier: string;
  renderTime: number;
}

/**
 * Marks when the parcels first showed. A page the server drew showed them
 * before any script ran: the browser's own record of when the list's heading
 * was painted (Element Timing) gives the moment; elsewhere, now.
 */
function markParcelsShown(drawnByServer: boolean): void {
  if (!drawnByServer || !PerformanceObserver.supportedEntryTypes.includes("element")) {
    performance.mark(PARCELS_SHOWN);
    return;
  }
  const observer = new PerformanceObserver((list) => {
    const painted = list.getEntries().find((entry) => (entry as ElementTiming).identifier === PARCELS_SHOWN);
    if (!painted || performance.getEntriesByName(PARCELS_SHOWN).length) return;
    observer.disconnect();
    performance.mark(PARCELS_SHOWN, { startTime: (painted as ElementTiming).renderTime || painted.startTime });
  });
  observer.observe({ type: "element", buffered: true });
}

/** The customer the access guard loaded (cached); a refused token was already sent to login. */
export async function loader(args: LoaderFunctionArgs) {
  // The parcels are asked for alongside the account: the locker draws them one round trip sooner.
  if (getToken()) prefetchLocker();
  const user = await loadCustomer();
  if (!user) return loginRedirect(args);
  return { user };
}

/**
 * The locker: alerts, the toolbar, the warehouse selector, the assembly
 * requests and the incoming parcels; with nothing yet, the customer's
 * warehouse address to copy.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const live = useCustomerLive();
  const { errorText } = useMessages();
  const { toast, show } = useToast();
  // Drawn by the server for the session cookie: the first render shows what it drew.
  const drawn = useDrawnLocker();
  const parcels = useParcels("locker", drawn?.parcels);
  const groups = useGroups(drawn?.groups);
  const warehouses = useWarehouses(drawn?.warehouses);
  const [warehouseId, setWarehouseId] = useState("");
  const parcelsShown = parcels.data !== undefined;
  useEffect(() => {
    if (!parcelsShown) return;
    const timer = setTimeout(askForDialogs, DIALOGS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [parcelsShown]);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [cancelling, setCancelling] = useState<PackagesGroup | null>(null);
  // The cards count down only a cancel window: with none open, the page is not drawn again every second.
  const now = useNow(
    (shownNow) => cancelWindowOpen(parcels.data ?? [], groups.data ?? [], shownNow),
    1000,
    drawn?.drawnAt,
  );
  const shown = parcels.state === "ready" && groups.state !== "loading";
  // Whether the page was drawn by the server, as it first rendered (the data is handed over once).
  const drawnByServer = useRef(drawn !== null);
  useEffect(() => {
    // When the parcels first show: `npm run lighthouse` reads this mark to time the signed-in locker.
    if (shown && !performance.getEntriesByName(PARCELS_SHOWN).length) markParcelsShown(drawnByServer.current);
  }, [shown]);
  // One function for every card: the cards are memoized, and a new one each render would draw them all again.
  const open = useCallback((kind: OpenDialog["kind"], parcel: Parcel) => setDialog({ kind, parcel }), []);
  if (data instanceof Response) return null;
  const { user } = data;

  const allParcels = parcels.data ?? [];
  // Parcels waiting on an assembly show inside their request's card.
  const free = allParcels.filter((parcel) => parcel.state !== "awaiting_assemble" && inWarehouse(parcel, warehouseId));
  const openGroups = (groups.data ?? []).filter(
    (group) => group.awaitingApprove && group.packages.some((parcel) => inWarehouse(parcel, warehouseId)),
  );
  // Drawn when both lists have answered the first time, so that the requests do not come in above the parcels.
  const answered = (load: { state: string; data?: unknown }) => load.state !== "loading" || load.data !== undefined;
  const loaded = answered(parcels) && answered(groups);
  const empty = loaded && parcels.state === "ready" && allParcels.length === 0 && (groups.data ?? []).length === 0;
  const shownWarehouses = homeFirst(warehouses.data ?? []).filter((w) => !warehouseId || w._id === warehouseId);

  const done = (message: string) => {
    setDialog(null);
    setCancelling(null);
    show(message);
    live?.refresh();
    parcels.reload();
    groups.reload();
  };

  return (
    <section
      className="container locker"
      aria-labelledby="dashboard-title"
      onPointerOver={askForDialogs}
      onPointerDown={askForDialogs}
      onFocus={askForDialogs}
    >
      <h1 id="dashboard-title">{t("dashboard.greeting", { name: user.firstName })}</h1>
      <DashboardAlerts drawn={drawn?.alert} />
      {!user.labelName && <LatinNamePrompt user={user} onSaved={(message) => show(message)} />}
      <LockerToolbar>
        <WarehouseSelect warehouses={warehouses.data ?? []} value={warehouseId} onChange={setWarehouseId} />
      </LockerToolbar>

      {parcels.state === "failed" && <RetryAlert onRetry={parcels.reload}>{errorText(parcels.error)}</RetryAlert>}
      {!loaded && <Spinner />}

      {empty && (
        <div className="locker-empty">
          <h2 elementtiming={PARCELS_SHOWN}>{t("locker.empty.title")}</h2>
          <p className="lead">{t("locker.empty.text")}</p>
          <div className="warehouse-grid">
            {shownWarehouses.map((warehouse) => (
              <WarehouseAddress
                key={warehouse._id}
                warehouse={warehouse}
                name={user.labelName ?? ""}
                onCopied={(message, ok) => show(message, ok ? "success" : "error")}
              />
            ))}
          </div>
        </div>
      )}

      {openGroups.length > 0 && (
        <section aria-labelledby="requests-title" className="locker-section">
          <h2 id="requests-title" elementtiming={PARCELS_SHOWN}>
            {t("locker.requests")}
          </h2>
          <div className="parcel-grid">
            {openGroups.map((group) => (
              <HydrationUnit key={group._id}>
                <GroupCard
                  group={group}
                  now={now}
                  onCancel={setCancelling}
                  onDetails={(parcel) => open("details", parcel)}
                />
              </HydrationUnit>
            ))}
          </div>
        </section>
      )}

      {free.length > 0 && (
        <section aria-labelledby="parcels-title" className="locker-section">
          <h2 id="parcels-title" elementtiming={PARCELS_SHOWN}>
            {t("locker.parcels")}
          </h2>
          <div className="parcel-grid">
            {/* Each card hydrates on its own: the list wakes up a card at a time. */}
            {free.map((parcel) => (
              <HydrationUnit key={parcel._id}>
                <ParcelCard
                  parcel={parcel}
                  imageRequest={live?.imageRequest ?? true}
                  // The clock's ticks redraw only the cards whose cancel window they count down.
                  now={cardNow(parcel, now)}
                  onOpen={open}
                />
              </HydrationUnit>
            ))}
          </div>
        </section>
      )}
      {loaded && !empty && free.length === 0 && openGroups.length === 0 && (
        <p className="empty-note">{t("locker.empty.noPackages")}</p>
      )}

      {/* Under the parcels: the posts come last and must not push what the customer came for. */}
      <PostsStrip place="locker" />

      <Suspense fallback={<Spinner className="dialog-loading" />}>
        {dialog && <ParcelDialogs open={dialog} parcels={allParcels} onClose={() => setDialog(null)} onDone={done} />}
        {cancelling && (
          <CancelDialog
            target={{ kind: "assemble", group: cancelling }}
            onClose={() => setCancelling(null)}
            onDone={done}
          />
        )}
      </Suspense>
      {toast}
    </section>
  );
}

export { DashboardPage as Component };
