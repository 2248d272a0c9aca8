import { Classes, Menu, MenuDivider, MenuItem } from "@blueprintjs/core";
import { Fragment, useEffect, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useHref, useNavigate } from "react-router-dom";
import { AREAS, menuFor, toHref, type AppPath } from "../areas";
import { bridge } from "../platform";

/** The two routes drawn as one entry. */
const SAME_ENTRY: Partial<Record<AppPath, AppPath>> = {
  "manage-assemble": "requests/assemble",
  "support/:id": "support",
  "user/:id": "manageusers",
  "edituser/:id": "manageusers",
  "side-rates": "rates",
};

function NavItem({ path, active }: { path: AppPath; active: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = useHref(toHref(path));
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(toHref(path));
  };
  return (
    <MenuItem
      text={t(`areas.${AREAS[path].title}`)}
      icon={AREAS[path].icon}
      href={href}
      onClick={onClick}
      active={active}
      aria-current={active ? "page" : undefined}
    />
  );
}

export function Sidebar({ groupId, current }: { groupId: number; current: AppPath | undefined }) {
  const { t } = useTranslation();
  const [version, setVersion] = useState<string | null>(null);
  const highlighted = current === undefined ? undefined : (SAME_ENTRY[current] ?? current);

  useEffect(() => {
    void bridge?.appVersion().then(setVersion);
  }, []);

  return (
    <nav className="ipf-sidebar" aria-label={t("shell.menu")}>
      <Menu className="ipf-menu">
        {menuFor(groupId).map((section) => (
          <Fragment key={section.title ?? "top"}>
            {section.title ? <MenuDivider title={t(`sections.${section.title}`)} /> : null}
            {section.paths.map((path) => (
              <NavItem key={path} path={path} active={highlighted === path} />
            ))}
          </Fragment>
        ))}
      </Menu>
      {version ? <div className={`${Classes.TEXT_MUTED} ipf-version`}>{t("shell.version", { version })}</div> : null}
    </nav>
  );
}
