import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router-dom";
import { useLocalePath } from "../../app/useLang";
import { useCustomerLive } from "../../customer/liveContext";
import { Icon } from "../../ui/Icon";

/** The bar above a locker page: its tabs, and what the page puts beside them (a warehouse choice). */
export function LockerToolbar({ children }: { children?: ReactNode }) {
  return (
    <div className="locker-toolbar">
      <LockerTabs />
      {children}
    </div>
  );
}

/** The locker's toolbar: the three lists with their counts, pre-alerts, purchases and search, wrapping on a narrow phone. */
export function LockerTabs() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const counts = useCustomerLive()?.counts;
  const tabs = [
    { path: "dashboard", label: t("locker.tabs.incoming"), count: counts?.incomingPackages },
    { path: "awaiting-shipping", label: t("locker.tabs.awaiting"), count: counts?.awaitingPackages },
    { path: "shipped", label: t("locker.tabs.shipped"), count: counts?.shippedPackages },
    { path: "pre-alerts", label: t("preAlerts.open"), count: undefined },
    { path: "purchases", label: t("purchases.open"), count: undefined },
  ];
  return (
    <nav className="locker-tabs" aria-label={t("locker.tabs.label")}>
      <ul>
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
