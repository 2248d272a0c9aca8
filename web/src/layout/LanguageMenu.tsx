import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import { LANGUAGES, switchLanguage } from "../app/language";
import { useLang } from "../app/useLang";
import { Icon } from "../ui/Icon";
import { useDisclosure } from "./useDisclosure";

/** The same page in each language; each name is written in its own language. */
export function LanguageLinks({ className, onPick }: { className?: string; onPick?: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  return (
    <ul className={className}>
      {LANGUAGES.map((code) => (
        <li key={code}>
          <Link
            to={switchLanguage(location, code)}
            lang={code}
            hrefLang={code}
            aria-current={code === lang ? "true" : undefined}
            onClick={onPick}
            preventScrollReset
          >
            {t(`languages.${code}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Header language switch: a disclosure button and the three links. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const lang = useLang();
  const menu = useDisclosure();

  return (
    <div className="lang-menu" ref={menu.root}>
      <button
        {...menu.button}
        className="btn btn-quiet lang-button"
        aria-label={`${t("nav.language")}: ${t(`languages.${lang}`)}`}
        onClick={menu.toggle}
      >
        <Icon name="globe" />
        <span>{t(`languages.${lang}`)}</span>
        <Icon name="chevronDown" className="lang-chevron" />
      </button>
      <nav {...menu.panel} className="lang-popover" aria-label={t("nav.language")}>
        <LanguageLinks className="lang-list" onPick={menu.close} />
      </nav>
    </div>
  );
}
