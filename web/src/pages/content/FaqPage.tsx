import { FAQ_KEYS } from "@ipf/shared/i18n/content/keys";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useLocalePath } from "../../app/useLang";
import { loadContent } from "../../i18n/setup";
import { Icon } from "../../ui/Icon";
import { FaqList } from "./FaqList";
import { PageHeader } from "./PageHeader";

export function FaqPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <>
      <PageHeader title={t("pages.faq")} lead={t("faqPage.intro", { ns: "content" })} />
      <section className="section section-tight" aria-label={t("pages.faq")}>
        <div className="container narrow">
          <FaqList keys={FAQ_KEYS} />
          <aside className="callout">
            <span className="card-icon">
              <Icon name="chat" />
            </span>
            <div>
              <h2>{t("faqPage.contactTitle", { ns: "content" })}</h2>
              <p>{t("faqPage.contactText", { ns: "content" })}</p>
            </div>
            <Link to={to("support")} className="btn btn-primary">
              {t("faqPage.contactCta", { ns: "content" })}
            </Link>
          </aside>
        </div>
      </section>
    </>
  );
}

export { FaqPage as Component, loadContent as loader };
