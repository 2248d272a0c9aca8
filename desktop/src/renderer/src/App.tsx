import { Button, NonIdealState, Spinner } from "@blueprintjs/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, Route, Routes, useLocation, useNavigate } from "react-router-dom";
import { FALLBACK_PATH, HOME_PATH, LOGIN_PATH, redirectFor, screenOf } from "./guard";
import { LoginPage } from "./pages/LoginPage";
import { SCREENS, screenAt } from "./screens";
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
      return screen ? t(`areas.${screenAt(screen).area}`) : path;
    };
    toast(t("session.forbidden", { screen: name(refused), fallback: name(FALLBACK_PATH) }), "warning", 8000);
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [refused, location.key, location.pathname, location.search, navigate, t]);
}

/** Applies the guard to every route: the login when signed out, and only the screens the staff member's group may open. */
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

export function App() {
  return (
    <Routes>
      <Route element={<Gate />}>
        <Route path={LOGIN_PATH} element={<LoginPage />} />
        <Route element={<Shell />}>
          {SCREENS.map(({ path, page: Page }) =>
            path === "" ? (
              <Route key="" index element={<Page />} />
            ) : (
              <Route key={path} path={path} element={<Page />} />
            ),
          )}
        </Route>
        <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
      </Route>
    </Routes>
  );
}
