import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation, useNavigate } from "react-router-dom";
import { useLocalePath } from "../app/useLang";
import { clearToken, useSignedIn } from "../auth/session";
import { Icon } from "../ui/Icon";
import { Logo } from "../ui/Logo";
import { LanguageLinks, LanguageMenu } from "./LanguageMenu";
import { MobileDrawer } from "./MobileDrawer";
import { useCustomerLive } from "../customer/liveContext";
import { CUSTOMER_NAV, GUEST_NAV, PROFILE_NAV, type NavItem } from "./navigation";
import { NotificationBell } from "./NotificationBell";
import { ProfileMenu } from "./ProfileMenu";

const DRAWER_ID = "site-drawer";
/** Same breakpoints as the stylesheet's header layout (a customer's header has more to hold). */
const WIDE = "(min-width: 60rem)";
const WIDE_CUSTOMER = "(min-width: 75rem)";

export function Header() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = signedIn ? CUSTOMER_NAV : GUEST_NAV;
  const live = useCustomerLive();
  const countOf = (item: NavItem): number | undefined =>
    item.count === "incoming"
      ? live?.counts?.incomingPackages
      : item.count === "support"
        ? live?.supportCount
        : undefined;
  const countBadge = (item: NavItem) => {
    const count = countOf(item);
    return count ? <span className="nav-count">{count}</span> : null;
  };

  // The drawer closes on navigation and when the window grows past the phone layout.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    const wide = window.matchMedia(signedIn ? WIDE_CUSTOMER : WIDE);
    const onChange = () => wide.matches && setMenuOpen(false);
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [signedIn]);

  // Logout clears the session and leaves for the public site.
  const logout = () => {
    clearToken();
    setMenuOpen(false);
    navigate(to(), { replace: true });
  };

  return (
    <header className={signedIn ? "site-header site-header-customer" : "site-header"}>
      <div className="container header-bar">
        <Link to={to(signedIn ? "dashboard" : "")} className="brand" aria-label={t("common.home")}>
          <Logo />
        </Link>

        <nav className="header-nav" aria-label={t("nav.main")}>
          <ul>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={to(item.to)}>
                  {t(item.label)}
                  {countBadge(item)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="header-actions">
          {signedIn && <NotificationBell />}
          <LanguageMenu />
          {signedIn ? (
            <ProfileMenu onLogout={logout} />
          ) : (
            <>
              <Link to={to("login")} className="btn btn-ghost wide-only">
                {t("nav.login")}
              </Link>
              <Link to={to("signup")} className="btn btn-primary btn-signup">
                {t("nav.signup")}
              </Link>
            </>
          )}
          <button
            type="button"
            className="icon-button menu-button"
            aria-expanded={menuOpen}
            aria-controls={DRAWER_ID}
            aria-label={t("common.openMenu")}
            onClick={() => setMenuOpen(true)}
          >
            <Icon name="menu" />
          </button>
        </div>
      </div>

      <MobileDrawer id={DRAWER_ID} open={menuOpen} onClose={() => setMenuOpen(false)}>
        <nav aria-label={t("nav.main")}>
          <ul className="drawer-nav">
            {[...items, ...(signedIn ? PROFILE_NAV : [])].map((item) => (
              <li key={item.to}>
                <NavLink to={to(item.to)}>
                  <Icon name={item.icon} />
                  <span>{t(item.label)}</span>
                  {countBadge(item)}
                  <Icon name="arrow" flip />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="drawer-section" aria-label={t("nav.language")}>
          <h3 className="drawer-label">{t("nav.language")}</h3>
          <LanguageLinks className="chip-links" />
        </nav>
        <div className="drawer-actions">
          {signedIn ? (
            <button type="button" className="btn btn-ghost btn-block" onClick={logout}>
              <Icon name="logout" flip />
              {t("nav.logout")}
            </button>
          ) : (
            <>
              <Link to={to("signup")} className="btn btn-primary btn-block">
                {t("nav.signup")}
              </Link>
              <Link to={to("login")} className="btn btn-ghost btn-block">
                {t("nav.login")}
              </Link>
            </>
          )}
        </div>
      </MobileDrawer>
    </header>
  );
}
