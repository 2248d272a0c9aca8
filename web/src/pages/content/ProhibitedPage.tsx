import { PROHIBITED_KEYS } from "@ipf/shared/i18n/content/keys";
import { useTranslation } from "react-i18next";
import { loadContent } from "../../i18n/setup";
import { Icon } from "../../ui/Icon";
import { PageHeader } from "./PageHeader";

/** The twelve prohibited categories, numbered in the order of PROHIBITED_KEYS. */
export function ProhibitedPage() {
  const { t } = useTranslation("content");
  const { t: ui } = useTranslation();
  return (
    <>
      <PageHeader title={ui("pages.bannedMaterial")} lead={t("prohibitedPage.intro")} wide />
      <section className="section section-tight" aria-label={ui("pages.bannedMaterial")}>
        <div className="container">
          <ol className="card-grid cols-3 banned-list">
            {PROHIBITED_KEYS.map((key, index) => (
              <li key={key} className="card banned-card">
                <span className="card-icon banned-number" aria-hidden="true">
                  {index + 1}
                </span>
                <h2>{t(`prohibited.${key}.title`)}</h2>
                <p>{t(`prohibited.${key}.text`)}</p>
              </li>
            ))}
          </ol>
          <aside className="callout callout-warning">
            <span className="card-icon card-icon-accent">
              <Icon name="info" />
            </span>
            <div>
              <h2>{t("prohibitedPage.noteTitle")}</h2>
              <p>{t("prohibitedPage.note")}</p>
            </div>
          </aside>
        </div>
      </section>
    </>
  );
}

export { ProhibitedPage as Component, loadContent as loader };
