import { Classes, Menu, MenuDivider, MenuItem } from "@blueprintjs/core";
import { Fragment, memo, useEffect, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { menuEntryOf, menuFor } from "../menu";
import { screenAt, toHref, type ScreenPath } from "../screens";
import { bridge } from "../platform";

interface SidebarProps {
  groupId: number;
  current: ScreenPath | undefined;
  /** The link to the dashboard as the router writes it (`/admin` in the browser, `#/` in the app). */
  home: string;
  /** Goes to a route; the same function from one render to the next. */
  go: (href: string) => void;
}

function NavItem({
  path,
  active,
  home,
  go,
}: { path: ScreenPath; active: boolean } & Pick<SidebarProps, "home" | "go">) {
  const { t } = useTranslation();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(toHref(path));
  };
  return (
    <MenuItem
      text={t(`areas.${screenAt(path).area}`)}
      icon={screenAt(path).icon}
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
  const highlighted = current === undefined ? undefined : menuEntryOf(current);

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
