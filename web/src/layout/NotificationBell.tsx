import { useCallback, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLang } from "../app/useLang";
import { useCustomerLive } from "../customer/liveContext";
import { Icon } from "../ui/Icon";
import { useDismiss } from "./useDismiss";

/**
 * The bell (customer-area.md 2, 4): a marker while something is unseen, the
 * list as the WebSocket delivers it, everything marked seen when it opens.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const lang = useLang();
  const live = useCustomerLive();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, button);
  if (!live) return null;
  const when = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });

  const toggle = () => {
    if (!open && live.unSeen) live.markSeen();
    setOpen(!open);
  };

  return (
    <div className="lang-menu bell" ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-button bell-button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={live.unSeen ? `${t("notifications.bell")}: ${t("notifications.unseen")}` : t("notifications.bell")}
        onClick={toggle}
      >
        <Icon name="bell" />
        {live.unSeen && <span className="bell-dot" aria-hidden="true" />}
      </button>
      <section id={listId} className="lang-popover bell-popover" hidden={!open} aria-label={t("notifications.title")}>
        <h2 className="bell-title">{t("notifications.title")}</h2>
        {live.notifications.length === 0 ? (
          <p className="empty-note">{t("notifications.empty")}</p>
        ) : (
          <ul className="bell-list">
            {live.notifications.map((item) => (
              <li key={item._id} className={item.new ? "is-new" : undefined}>
                {item.address?.flagImage && <img src={item.address.flagImage} alt="" className="flag-img" />}
                <div>
                  <strong>{item.title[lang]}</strong>
                  <p>{item.text[lang]}</p>
                  <time dateTime={item.createdAt}>{when.format(new Date(item.createdAt))}</time>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
