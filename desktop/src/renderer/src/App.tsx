import { Button, NonIdealState, Spinner } from "@blueprintjs/core";
import { lazy, useEffect, useRef, type ComponentType, type JSX } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, Route, Routes, useLocation, useNavigate } from "react-router-dom";
import { AREAS, ROUTE_PATHS, type AppPath } from "./areas";
import { FALLBACK_PATH, HOME_PATH, LOGIN_PATH, redirectFor, screenOf } from "./guard";
import { LoginPage } from "./pages/LoginPage";
import { useSession } from "./session";
import { Shell } from "./shell/Shell";
import { toast } from "./ui/toaster";

/**
 * A screen's code, loaded when the screen is first opened: the sign-in and
 * the shell come in the first download, each screen (the statistics' charts,
 * the spreadsheet import) in its own.
 */
function screen<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const CustomerPage = screen(() => import("./pages/customers/CustomerPage"), "CustomerPage");
const DescriptionsPage = screen(() => import("./pages/descriptions/DescriptionsPage"), "DescriptionsPage");
const LoginHistoryPage = screen(() => import("./pages/login-history/LoginHistoryPage"), "LoginHistoryPage");
const PreAlertsPage = screen(() => import("./pages/intake/PreAlertsPage"), "PreAlertsPage");
const PostsPage = screen(() => import("./pages/posts/PostsPage"), "PostsPage");
const RatesPage = screen(() => import("./pages/rates/RatesPage"), "RatesPage");
const SideRatesPage = screen(() => import("./pages/rates/RatesPage"), "SideRatesPage");
const ShopsPage = screen(() => import("./pages/shops/ShopsPage"), "ShopsPage");
const WarehousesPage = screen(() => import("./pages/warehouses/WarehousesPage"), "WarehousesPage");
const ZonesPage = screen(() => import("./pages/zones/ZonesPage"), "ZonesPage");
const LandedCostPage = screen(() => import("./pages/landed-cost/LandedCostPage"), "LandedCostPage");
const EditCustomerPage = screen(() => import("./pages/customers/EditCustomerPage"), "EditCustomerPage");
const UsersPage = screen(() => import("./pages/customers/UsersPage"), "UsersPage");
const DashboardPage = screen(() => import("./pages/DashboardPage"), "DashboardPage");
const DevicesPage = screen(() => import("./pages/devices/DevicesPage"), "DevicesPage");
const ConsolidationsPage = screen(() => import("./pages/consolidations/ConsolidationsPage"), "ConsolidationsPage");
const ImageRequestsPage = screen(() => import("./pages/image-requests/ImageRequestsPage"), "ImageRequestsPage");
const IntakePage = screen(() => import("./pages/intake/IntakePage"), "IntakePage");
const AlertsPage = screen(() => import("./pages/parcels/AlertsPage"), "AlertsPage");
const ExpiredPage = screen(() => import("./pages/parcels/ExpiredPage"), "ExpiredPage");
const StorageEndingPage = screen(() => import("./pages/storage/StorageEndingPage"), "StorageEndingPage");
const StorageFeePage = screen(() => import("./pages/storage/StorageFeePage"), "StorageFeePage");
const DeletedPackagesPage = screen(() => import("./pages/parcels/ParcelsPage"), "DeletedPackagesPage");
const ManagePackagesPage = screen(() => import("./pages/parcels/ParcelsPage"), "ManagePackagesPage");
const ShippedPage = screen(() => import("./pages/parcels/ShippedPage"), "ShippedPage");
const BitcoinPaymentsPage = screen(() => import("./pages/payments/PaymentsPage"), "BitcoinPaymentsPage");
const OfflinePaymentsPage = screen(() => import("./pages/payments/PaymentsPage"), "OfflinePaymentsPage");
const TransactionsPage = screen(() => import("./pages/payments/TransactionsPage"), "TransactionsPage");
const ShippingPage = screen(() => import("./pages/shipping/ShippingPage"), "ShippingPage");
const ShippingRequestsPage = screen(
  () => import("./pages/shipping-requests/ShippingRequestsPage"),
  "ShippingRequestsPage",
);
const SplitsPage = screen(() => import("./pages/splits/SplitsPage"), "SplitsPage");
const ChangePasswordPage = screen(() => import("./pages/staff/ChangePasswordPage"), "ChangePasswordPage");
const StaffPage = screen(() => import("./pages/staff/StaffPage"), "StaffPage");
const SupportPage = screen(() => import("./pages/support/SupportPage"), "SupportPage");
const TicketPage = screen(() => import("./pages/support/TicketPage"), "TicketPage");

interface ReturnState {
  from?: string;
  /** The screen the guard refused before sending the staff member to the fallback. */
  forbidden?: string;
}

/**
 * Says which screen was refused, once the guard has sent the staff member to
 * the fallback (support): landing there without a word looks like a wrong
 * link. The note is taken out of the history entry so a reload does not
 * repeat it.
 */
function useForbiddenNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const told = useRef<string | null>(null);
  const refused = (location.state as ReturnState | null)?.forbidden;

  useEffect(() => {
    if (!refused || told.current === location.key) return;
    told.current = location.key;
    const name = (path: string) => {
      const screen = screenOf(path);
      return screen ? t(`areas.${AREAS[screen].title}`) : path;
    };
    toast(t("session.forbidden", { screen: name(refused), fallback: name(FALLBACK_PATH) }), "warning", 8000);
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [refused, location.key, location.pathname, location.search, navigate, t]);
}

/** Applies the admin guards (configuration-and-support section 2.2) to every route. */
function Gate() {
  const { t } = useTranslation();
  const { state, retry, signOut } = useSession();
  const location = useLocation();
  useForbiddenNotice();

  if (state.status === "restoring") {
    return (
      <div className="ipf-fullpage">
        <NonIdealState icon={<Spinner size={40} />} title={t("session.restoring")} />
      </div>
    );
  }
  if (state.status === "unavailable") {
    return (
      <div className="ipf-fullpage">
        <NonIdealState
          icon="offline"
          title={t("session.unavailableTitle")}
          description={t("session.unavailable")}
          action={
            <div className="ipf-actions">
              <Button intent="primary" icon="refresh" text={t("session.retry")} onClick={retry} />
              <Button variant="minimal" icon="log-out" text={t("shell.signOut")} onClick={signOut} />
            </div>
          }
        />
      </div>
    );
  }

  const groupId = state.status === "signedIn" ? state.staff.groupId : null;
  const target = redirectFor(groupId, location.pathname);
  if (target === LOGIN_PATH) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={LOGIN_PATH} replace state={from === HOME_PATH ? undefined : { from }} />;
  }
  if (target === HOME_PATH && location.pathname.startsWith(LOGIN_PATH)) {
    // Back to where the session ended; the guard runs again there.
    const from = (location.state as ReturnState | null)?.from;
    return <Navigate to={from ?? HOME_PATH} replace />;
  }
  if (target === FALLBACK_PATH) {
    return <Navigate to={target} replace state={{ forbidden: location.pathname } satisfies ReturnState} />;
  }
  if (target) return <Navigate to={target} replace />;
  return <Outlet />;
}

/**
 * The screen of every route, those of the shared admin table and this
 * desk's own: a route added to the table does not compile until it has one.
 */
const SCREENS: Record<AppPath, JSX.Element> = {
  "": <DashboardPage />,
  // Keyed by mode: switching between parcel and mail starts a fresh form.
  "addpackage/parcel": <IntakePage key="parcel" mode="parcel" />,
  "addpackage/mail": <IntakePage key="mail" mode="mail" />,
  "addpackage/pre-alerts": <PreAlertsPage />,
  devices: <DevicesPage />,
  "requests/shipping-requests": <ShippingRequestsPage />,
  "requests/shipping": <ShippingPage />,
  // One screen, two entries: the requests to pack, and the packed ones to manage.
  "requests/assemble": <ConsolidationsPage key="open" />,
  "manage-assemble": <ConsolidationsPage key="accepted" />,
  "requests/disassemble": <SplitsPage />,
  "requests/images": <ImageRequestsPage />,
  "manage-packages": <ManagePackagesPage />,
  "deleted-packages": <DeletedPackagesPage />,
  "manage-expired": <ExpiredPage />,
  "storage-ending": <StorageEndingPage />,
  "packages/shipped": <ShippedPage />,
  "manage-alerts": <AlertsPage />,
  "payment/offline": <OfflinePaymentsPage />,
  "requests/bitcoin": <BitcoinPaymentsPage />,
  transactions: <TransactionsPage />,
  manageusers: <UsersPage />,
  "user/:id": <CustomerPage />,
  "edituser/:id": <EditCustomerPage />,
  support: <SupportPage />,
  "support/:id": <TicketPage />,
  changepass: <ChangePasswordPage />,
  staff: <StaffPage />,
  "manage-address": <WarehousesPage />,
  rates: <RatesPage />,
  "side-rates": <SideRatesPage />,
  "storage-fee": <StorageFeePage />,
  zones: <ZonesPage />,
  "landed-cost": <LandedCostPage />,
  "manage-shops": <ShopsPage />,
  posts: <PostsPage />,
  "manage-descriptions": <DescriptionsPage />,
  "login-history": <LoginHistoryPage />,
};

export function App() {
  return (
    <Routes>
      <Route element={<Gate />}>
        <Route path={LOGIN_PATH} element={<LoginPage />} />
        <Route element={<Shell />}>
          {ROUTE_PATHS.map((path) =>
            path === "" ? (
              <Route key="" index element={SCREENS[""]} />
            ) : (
              <Route key={path} path={path} element={SCREENS[path]} />
            ),
          )}
        </Route>
        <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
      </Route>
    </Routes>
  );
}
