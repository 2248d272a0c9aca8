import { useTranslation } from "react-i18next";
import { NavLink } from "react-router-dom";
import { useLocalePath } from "../app/useLang";
import { Icon } from "../ui/Icon";
import { PROFILE_NAV } from "./navigation";
import { useDisclosure } from "./useDisclosure";

/** The signed-in customer's menu: edit profile, transactions and logout (the language has its own switch). */
export function ProfileMenu({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const menu = useDisclosure();

  return (
    <div className="lang-menu profile-menu wide-only" ref={menu.root}>
      <button {...menu.button} className="btn btn-quiet" onClick={menu.toggle}>
        <Icon name="user" />
        <span>{t("nav.account")}</span>
        <Icon name="chevronDown" className="lang-chevron" />
      </button>
      <nav {...menu.panel} className="lang-popover" aria-label={t("nav.account")}>
        <ul className="lang-list">
          {PROFILE_NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={to(item.to)} onClick={menu.close}>
                <Icon name={item.icon} />
                {t(item.label)}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" className="menu-action" onClick={onLogout}>
              <Icon name="logout" flip />
              {t("nav.logout")}
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
