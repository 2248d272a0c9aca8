import { useCallback, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router-dom";
import { useLocalePath } from "../app/useLang";
import { Icon } from "../ui/Icon";
import { PROFILE_NAV } from "./navigation";
import { useDismiss } from "./useDismiss";

/** The signed-in customer's menu: edit profile, transactions and logout (the language has its own switch). */
export function ProfileMenu({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, button);

  return (
    <div className="lang-menu profile-menu wide-only" ref={root}>
      <button
        ref={button}
        type="button"
        className="btn btn-quiet"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="user" />
        <span>{t("nav.account")}</span>
        <Icon name="chevronDown" className="lang-chevron" />
      </button>
      <nav id={listId} className="lang-popover" hidden={!open} aria-label={t("nav.account")}>
        <ul className="lang-list">
          {PROFILE_NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={to(item.to)} onClick={close}>
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
