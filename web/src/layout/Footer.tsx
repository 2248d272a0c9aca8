import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useLocalePath } from "../app/useLang";
import { Logo } from "../ui/Logo";
import { LanguageLinks } from "./LanguageMenu";

export function Footer() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Link to={to()} className="brand brand-light" aria-label={t("common.home")}>
            <Logo />
          </Link>
          <p>{t("footer.about")}</p>
          <nav aria-label={t("nav.language")}>
            <LanguageLinks className="chip-links chip-links-dark" />
          </nav>
        </div>
        <nav className="footer-col" aria-labelledby="footer-help">
          <h2 id="footer-help">{t("footer.help")}</h2>
          <ul>
            <li>
              <Link to={to("faq")}>{t("footer.faq")}</Link>
            </li>
            <li>
              <Link to={to("support")}>{t("footer.support")}</Link>
            </li>
            <li>
              <Link to={to("calculator")}>{t("footer.calculator")}</Link>
            </li>
            <li>
              <Link to={to("market")}>{t("footer.market")}</Link>
            </li>
            <li>
              <Link to={to("shop-guide")}>{t("footer.shopGuide")}</Link>
            </li>
          </ul>
        </nav>
        <nav className="footer-col" aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t("footer.legal")}</h2>
          <ul>
            <li>
              <Link to={to("banned-material")}>{t("footer.bannedMaterial")}</Link>
            </li>
            <li>
              <Link to={to("legal-info")}>{t("footer.legalInfo")}</Link>
            </li>
            <li>
              <Link to={to("privacy-policy")}>{t("footer.privacyPolicy")}</Link>
            </li>
            <li>
              <Link to={to("terms")}>{t("footer.terms")}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container footer-bottom">
        <p>{t("footer.rights", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
