import { formatDateTime, isolateLtr } from "@ipf/shared/format";
import { useTranslation } from "react-i18next";
import { useLang } from "../app/useLang";
import { useCustomerLive } from "../customer/liveContext";
import { Icon } from "../ui/Icon";
import { useDisclosure } from "./useDisclosure";

/**
 * The bell: a marker while something is unseen, the list as the WebSocket
 * delivers it, everything marked seen when it opens.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const lang = useLang();
  const live = useCustomerLive();
  const menu = useDisclosure();
  if (!live) return null;

  const toggle = () => {
    if (!menu.open && live.unSeen) live.markSeen();
    menu.toggle();
  };

  return (
    <div className="lang-menu bell" ref={menu.root}>
      <button
        {...menu.button}
        className="icon-button bell-button"
        aria-label={live.unSeen ? `${t("notifications.bell")}: ${t("notifications.unseen")}` : t("notifications.bell")}
        onClick={toggle}
      >
        <Icon name="bell" />
        {live.unSeen && <span className="bell-dot" aria-hidden="true" />}
      </button>
      <section {...menu.panel} className="lang-popover bell-popover" aria-label={t("notifications.title")}>
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
                  <time dateTime={item.createdAt}>{isolateLtr(formatDateTime(item.createdAt))}</time>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
