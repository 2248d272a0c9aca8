import { Button, NonIdealState, Spinner } from "@blueprintjs/core";
import { useEffect, useRef, type JSX } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, Route, Routes, useLocation, useNavigate } from "react-router-dom";
import { AREAS, ROUTE_PATHS, type AppPath } from "./areas";
import { FALLBACK_PATH, HOME_PATH, LOGIN_PATH, redirectFor, screenOf } from "./guard";
import { CustomerPage } from "./pages/customers/CustomerPage";
import { DescriptionsPage } from "./pages/descriptions/DescriptionsPage";
import { LoginHistoryPage } from "./pages/login-history/LoginHistoryPage";
import { PostsPage } from "./pages/posts/PostsPage";
import { RatesPage, SideRatesPage } from "./pages/rates/RatesPage";
import { ShopsPage } from "./pages/shops/ShopsPage";
import { WarehousesPage } from "./pages/warehouses/WarehousesPage";
import { ZonesPage } from "./pages/zones/ZonesPage";
import { EditCustomerPage } from "./pages/customers/EditCustomerPage";
import { UsersPage } from "./pages/customers/UsersPage";
import { DashboardPage } from "./pages/DashboardPage";
import { DevicesPage } from "./pages/devices/DevicesPage";
import { ConsolidationsPage } from "./pages/consolidations/ConsolidationsPage";
import { ImageRequestsPage } from "./pages/image-requests/ImageRequestsPage";
import { IntakePage } from "./pages/intake/IntakePage";
import { LoginPage } from "./pages/LoginPage";
import { AlertsPage } from "./pages/parcels/AlertsPage";
import { ExpiredPage } from "./pages/parcels/ExpiredPage";
import { DeletedPackagesPage, ManagePackagesPage } from "./pages/parcels/ParcelsPage";
import { ShippedPage } from "./pages/parcels/ShippedPage";
import { BitcoinPaymentsPage, OfflinePaymentsPage } from "./pages/payments/PaymentsPage";
import { TransactionsPage } from "./pages/payments/TransactionsPage";
import { ShippingPage } from "./pages/shipping/ShippingPage";
import { ShippingRequestsPage } from "./pages/shipping-requests/ShippingRequestsPage";
import { SplitsPage } from "./pages/splits/SplitsPage";
import { ChangePasswordPage } from "./pages/staff/ChangePasswordPage";
import { StaffPage } from "./pages/staff/StaffPage";
import { SupportPage } from "./pages/support/SupportPage";
import { TicketPage } from "./pages/support/TicketPage";
import { useSession } from "./session";
import { Shell } from "./shell/Shell";
import { toast } from "./ui/toaster";

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
  zones: <ZonesPage />,
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
