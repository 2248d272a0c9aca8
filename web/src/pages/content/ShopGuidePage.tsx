import { SHOP_GUIDE_STEPS, SHOP_GUIDE_TIPS } from "@ipf/shared/i18n/content/keys";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useLocalePath } from "../../app/useLang";
import { loadContent } from "../../i18n/setup";
import { Icon, type IconName } from "../../ui/Icon";
import { PageHeader } from "./PageHeader";

const STEP_ICONS: Record<(typeof SHOP_GUIDE_STEPS)[number], IconName> = {
  address: "pin",
  checkout: "bag",
  payment: "card",
  track: "camera",
};

/** How to order from a European shop with the warehouse address. */
export function ShopGuidePage() {
  const { t } = useTranslation("content");
  const { t: ui } = useTranslation();
  const to = useLocalePath();
  return (
    <>
      <PageHeader title={ui("pages.shopGuide")} lead={t("shopGuide.intro")} />
      <section className="section section-tight" aria-label={ui("pages.shopGuide")}>
        <div className="container narrow">
          <ol className="guide-steps">
            {SHOP_GUIDE_STEPS.map((key, index) => (
              <li key={key} className="guide-step">
                <span className="step-icon">
                  <Icon name={STEP_ICONS[key]} />
                </span>
                <div>
                  <h2>
                    <span className="guide-number">{index + 1}</span>
                    {t(`shopGuide.steps.${key}.title`)}
                  </h2>
                  <p>{t(`shopGuide.steps.${key}.body`)}</p>
                </div>
              </li>
            ))}
          </ol>
          <aside className="callout" aria-labelledby="guide-tips">
            <span className="card-icon card-icon-accent">
              <Icon name="star" />
            </span>
            <div>
              <h2 id="guide-tips">{t("shopGuide.tipsTitle")}</h2>
              <ul className="tick-list">
                {SHOP_GUIDE_TIPS.map((key) => (
                  <li key={key}>
                    <Icon name="check" />
                    {t(`shopGuide.tips.${key}`)}
                  </li>
                ))}
              </ul>
            </div>
          </aside>
          <p className="center-actions">
            <Link to={to("market")} className="btn btn-primary btn-lg">
              <Icon name="store" />
              {t("shopGuide.cta")}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}

export { ShopGuidePage as Component, loadContent as loader };
