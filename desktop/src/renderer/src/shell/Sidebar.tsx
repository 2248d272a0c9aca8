import { Classes, Menu, MenuDivider, MenuItem } from "@blueprintjs/core";
import { Fragment, memo, useEffect, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
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

interface SidebarProps {
  groupId: number;
  current: AppPath | undefined;
  /** The link to the dashboard as the router writes it (`/admin` in the browser, `#/` in the app). */
  home: string;
  /** Goes to a route; the same function from one render to the next. */
  go: (href: string) => void;
}

function NavItem({ path, active, home, go }: { path: AppPath; active: boolean } & Pick<SidebarProps, "home" | "go">) {
  const { t } = useTranslation();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(toHref(path));
  };
  return (
    <MenuItem
      text={t(`areas.${AREAS[path].title}`)}
      icon={AREAS[path].icon}
      href={path === "" ? home : home.replace(/\/$/, "") + toHref(path)}
      onClick={onClick}
      active={active}
      aria-current={active ? "page" : undefined}
    />
  );
}

/**
 * The menu. It reads nothing from the router itself: a page turn or a search
 * changes the URL on every keystroke and click, and redrawing some thirty
 * menu entries (each measuring its text for an ellipsis) cost more than the
 * new rows did. It redraws when the screen shown changes.
 */
export const Sidebar = memo(function Sidebar({ groupId, current, home, go }: SidebarProps) {
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
              <NavItem key={path} path={path} active={highlighted === path} home={home} go={go} />
            ))}
          </Fragment>
        ))}
      </Menu>
      {version ? <div className={`${Classes.TEXT_MUTED} ipf-version`}>{t("shell.version", { version })}</div> : null}
    </nav>
  );
});
