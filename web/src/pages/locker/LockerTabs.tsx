import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router-dom";
import { useLocalePath } from "../../app/useLang";
import { useCustomerLive } from "../../customer/liveContext";
import { Icon } from "../../ui/Icon";

/** The locker's toolbar: the three lists with their counts, and search. */
export function LockerTabs() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const counts = useCustomerLive()?.counts;
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  // On a phone the strip scrolls sideways: keep the current list's tab in view, not cut at the edge
  // (again when the counts arrive and widen the tabs).
  useEffect(() => {
    const strip = list.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current) return;
    const tab = current.getBoundingClientRect();
    const box = strip.getBoundingClientRect();
    strip.scrollLeft += Math.min(0, tab.left - box.left) + Math.max(0, tab.right - box.right);
  }, [pathname, counts]);

  const tabs = [
    { path: "dashboard", label: t("locker.tabs.incoming"), count: counts?.incomingPackages },
    { path: "awaiting-shipping", label: t("locker.tabs.awaiting"), count: counts?.awaitingPackages },
    { path: "shipped", label: t("locker.tabs.shipped"), count: counts?.shippedPackages },
    { path: "pre-alerts", label: t("preAlerts.open"), count: undefined },
  ];
  return (
    <nav className="locker-tabs" aria-label={t("locker.tabs.label")}>
      <ul ref={list}>
        {tabs.map((tab) => (
          <li key={tab.path}>
            <NavLink to={to(tab.path)} end>
              <span>{tab.label}</span>
              {tab.count !== undefined && <span className="tab-count">{tab.count}</span>}
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink to={to("search")} end>
            <Icon name="search" />
            <span>{t("locker.tabs.search")}</span>
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
