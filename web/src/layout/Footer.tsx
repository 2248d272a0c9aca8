import type { Catalogue } from "@ipf/shared/i18n/en";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useLocalePath } from "../app/useLang";
import { Logo } from "../ui/Logo";
import { LanguageLinks } from "./LanguageMenu";

type FooterKey = keyof Catalogue["footer"];

/** The footer's link columns: each its heading's key, and its pages' paths with their names' keys. */
const COLUMNS: readonly { heading: FooterKey; links: readonly (readonly [path: string, name: FooterKey])[] }[] = [
  {
    heading: "help",
    links: [
      ["faq", "faq"],
      ["support", "support"],
      ["calculator", "calculator"],
      ["market", "market"],
      ["shop-guide", "shopGuide"],
    ],
  },
  {
    heading: "legal",
    links: [
      ["banned-material", "bannedMaterial"],
      ["legal-info", "legalInfo"],
      ["privacy-policy", "privacyPolicy"],
      ["terms", "terms"],
    ],
  },
];

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
        {COLUMNS.map(({ heading, links }) => (
          <nav key={heading} className="footer-col" aria-labelledby={`footer-${heading}`}>
            <h2 id={`footer-${heading}`}>{t(`footer.${heading}`)}</h2>
            <ul>
              {links.map(([path, name]) => (
                <li key={path}>
                  <Link to={to(path)}>{t(`footer.${name}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer-bottom">
        <p>{t("footer.rights", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
