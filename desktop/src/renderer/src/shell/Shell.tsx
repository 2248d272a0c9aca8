import { Button, Classes, Icon, Navbar, NonIdealState, Spinner, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { Suspense, useCallback, useMemo, useRef } from "react";
import { Outlet, useHref, useLocation, useNavigate } from "react-router-dom";
import { allowedPath, screenOf } from "../guard";
import { MayOpenContext } from "../links";
import { menuFor } from "../menu";
import { screenAt, toHref } from "../screens";
import { MenuContext, type MenuLink } from "./MenuContext";
import { groupName } from "../i18n";
import { LiveProvider } from "../live/LiveProvider";
import { inDesktopApp } from "../platform";
import { useSession, useStaff } from "../session";
import { Sidebar } from "./Sidebar";

function initials(fullName: string): string {
  const letters = fullName
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toLocaleUpperCase("en"));
  return letters.length > 1 ? letters[0]! + letters.at(-1)! : (letters[0] ?? "?");
}

/** The signed-in frame: who is at the desk, where they can go, and the way out. */
export function Shell() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const staff = useStaff();
  const location = useLocation();
  const current = screenOf(location.pathname);
  const home = useHref("/");
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const go = useCallback((href: string) => void navigateRef.current(href), []);
  const mayOpen = useCallback((href: string) => allowedPath(staff.groupId, href), [staff.groupId]);
  const links = useMemo(
    () =>
      menuFor(staff.groupId).map((section) =>
        section.paths.map((path): MenuLink => ({
          path,
          href: toHref(path),
          icon: screenAt(path).icon,
          label: t(`areas.${screenAt(path).area}`),
        })),
      ),
    [staff.groupId, t],
  );

  return (
    <div className="ipf-shell">
      <Navbar className={`ipf-navbar ${Classes.DARK}`}>
        <Navbar.Group align="left">
          <Navbar.Heading className="ipf-brand">
            <span className="ipf-logo" aria-hidden>
              <Icon icon="cube" size={16} />
            </span>
            <span>{t("app.name")}</span>
          </Navbar.Heading>
          {current !== undefined ? (
            <>
              <Navbar.Divider />
              <span className="ipf-navbar-area">{t(`areas.${screenAt(current).area}`)}</span>
            </>
          ) : null}
        </Navbar.Group>
        <Navbar.Group align="right">
          <Tag minimal icon={inDesktopApp ? "desktop" : "globe-network"} className="ipf-env">
            {inDesktopApp ? t("shell.desktop") : t("shell.browser")}
          </Tag>
          <Navbar.Divider />
          <div className="ipf-user" data-testid="staff-identity">
            <span className="ipf-avatar" aria-hidden>
              {initials(staff.fullName)}
            </span>
            <span className="ipf-user-text">
              <span className="ipf-user-name">{staff.fullName}</span>
              <span className="ipf-user-group">{groupName(staff.groupId)}</span>
            </span>
          </div>
          <Navbar.Divider />
          <Button variant="minimal" icon="log-out" text={t("shell.signOut")} onClick={signOut} />
        </Navbar.Group>
      </Navbar>
      <div className="ipf-body">
        <Sidebar groupId={staff.groupId} current={current} home={home} go={go} />
        <main className="ipf-content">
          <MenuContext.Provider value={links}>
            <MayOpenContext.Provider value={mayOpen}>
              <LiveProvider>
                {/* A screen's code arrives on its first opening (App.tsx). */}
                <Suspense fallback={<NonIdealState icon={<Spinner size={32} />} title={t("shell.loading")} />}>
                  <Outlet />
                </Suspense>
              </LiveProvider>
            </MayOpenContext.Provider>
          </MenuContext.Provider>
        </main>
      </div>
    </div>
  );
}
