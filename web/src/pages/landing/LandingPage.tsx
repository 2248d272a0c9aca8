import { ServiceCatalogue } from "./ServiceCatalogue";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useLocalePath } from "../../app/useLang";
import { Icon, type IconName } from "../../ui/Icon";
import { SignupCallout } from "../content/SignupCallout";
import { Hero } from "./Hero";
import { PostsStrip } from "./PostsStrip";

/**
 * The public landing page: the marketing texts in the order a visitor asks
 * their questions: what is it, how does it work, why this one, what else, how
 * do I pay, where can I shop, and the usual doubts, each time with a way to
 * sign up.
 */
export function LandingPage() {
  return (
    <>
      <Hero />
      <PostsStrip place="landing" />
      <HowItWorks />
      <Benefits />
      <Services />
      <ServiceCatalogue />
      <Payments />
      <Merchants />
      <FaqTeaser />
      <ReadyToShop />
    </>
  );
}

export { LandingPage as Component };

function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <header className="section-heading">
      <h2 id={id}>{title}</h2>
      {subtitle && <p>{subtitle}</p>}
    </header>
  );
}

const STEPS: readonly { key: "signup" | "shop" | "receive" | "ship"; icon: IconName }[] = [
  { key: "signup", icon: "userPlus" },
  { key: "shop", icon: "bag" },
  { key: "receive", icon: "camera" },
  { key: "ship", icon: "plane" },
];

function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section id="how-it-works" className="section" aria-labelledby="how-title">
      <div className="container">
        <SectionHeading id="how-title" title={t("landing.how.title")} subtitle={t("landing.how.subtitle")} />
        <ol className="steps">
          {STEPS.map(({ key, icon }, index) => (
            <li key={key} className="step">
              <span className="step-top">
                <span className="step-icon">
                  <Icon name={icon} />
                </span>
                <span className="step-number" aria-hidden="true">
                  {index + 1}
                </span>
              </span>
              <h3>{t(`landing.how.steps.${key}.title`)}</h3>
              <p>{t(`landing.how.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

const BENEFITS: readonly {
  key: "storage" | "photos" | "consolidation" | "fees" | "packaging" | "speed";
  icon: IconName;
}[] = [
  { key: "storage", icon: "box" },
  { key: "photos", icon: "camera" },
  { key: "consolidation", icon: "layers" },
  { key: "fees", icon: "tag" },
  { key: "packaging", icon: "weight" },
  { key: "speed", icon: "clock" },
];

function Benefits() {
  const { t } = useTranslation();
  return (
    <section className="section section-soft" aria-labelledby="benefits-title">
      <div className="container">
        <SectionHeading
          id="benefits-title"
          title={t("landing.benefits.title")}
          subtitle={t("landing.benefits.subtitle")}
        />
        <ul className="card-grid cols-3">
          {BENEFITS.map(({ key, icon }) => (
            <li key={key} className="card">
              <span className="card-icon">
                <Icon name={icon} />
              </span>
              <h3>{t(`landing.benefits.items.${key}.title`)}</h3>
              <p>{t(`landing.benefits.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const SERVICES: readonly {
  key: "personalShopper" | "cardsAndMail" | "deviceTesting" | "returns";
  icon: IconName;
  paid?: boolean;
}[] = [
  { key: "personalShopper", icon: "bag" },
  { key: "cardsAndMail", icon: "mail" },
  { key: "deviceTesting", icon: "device" },
  { key: "returns", icon: "returns", paid: true },
];

function Services() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <section className="section" aria-labelledby="services-title">
      <div className="container">
        <SectionHeading
          id="services-title"
          title={t("landing.services.title")}
          subtitle={t("landing.services.subtitle")}
        />
        <ul className="card-grid cols-4">
          {SERVICES.map(({ key, icon, paid }) => (
            <li key={key} className="card card-plain">
              <span className="card-icon card-icon-accent">
                <Icon name={icon} />
              </span>
              <h3>
                {t(`landing.services.items.${key}.title`)}
                {paid && <span className="badge badge-accent">{t("landing.services.paid")}</span>}
              </h3>
              <p>{t(`landing.services.items.${key}.text`)}</p>
              {/* Buying for the customer is a page of the locker (a visitor is asked to log in first). */}
              {key === "personalShopper" ? (
                <Link to={to("purchases")} className="text-link">
                  {t("landing.services.items.personalShopper.action")}
                </Link>
              ) : (
                <a href="#parcel-services" className="text-link">
                  {t("services.learnMore")}
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const METHODS: readonly { key: "card" | "bitcoin" | "offline"; icon: IconName }[] = [
  { key: "card", icon: "card" },
  { key: "bitcoin", icon: "bitcoin" },
  { key: "offline", icon: "invoice" },
];

function Payments() {
  const { t } = useTranslation();
  return (
    <section className="section section-soft" aria-labelledby="payment-title">
      <div className="container">
        <SectionHeading
          id="payment-title"
          title={t("landing.payment.title")}
          subtitle={t("landing.payment.subtitle")}
        />
        <ul className="card-grid cols-3">
          {METHODS.map(({ key, icon }) => (
            <li key={key} className="card payment-card">
              <span className="card-icon">
                <Icon name={icon} />
              </span>
              <div>
                <h3>{t(`landing.payment.methods.${key}.title`)}</h3>
                <p>{t(`landing.payment.methods.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const CATEGORIES = ["fashion", "electronics", "beauty", "home", "sports", "autoParts", "kids"] as const;

function Merchants() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <section className="section merchants" aria-labelledby="merchants-title">
      <div className="container merchants-grid">
        <div>
          <h2 id="merchants-title">{t("landing.merchants.title")}</h2>
          <p className="merchants-text">{t("landing.merchants.text")}</p>
          <ul className="chips" aria-label={t("nav.shop")}>
            {CATEGORIES.map((category) => (
              <li key={category}>{t(`landing.merchants.categories.${category}`)}</li>
            ))}
          </ul>
          <Link to={to("market")} className="btn btn-light btn-lg">
            <Icon name="store" />
            {t("landing.merchants.cta")}
          </Link>
        </div>
        <p className="stat">
          <strong>{t("landing.merchants.countriesValue")}</strong>
          <span>{t("landing.merchants.countriesLabel")}</span>
        </p>
      </div>
    </section>
  );
}

const QUESTIONS = ["cost", "storage", "consolidation"] as const;

function FaqTeaser() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <section className="section" aria-labelledby="faq-title">
      <div className="container narrow">
        <SectionHeading id="faq-title" title={t("landing.faq.title")} />
        <div className="faq-list">
          {QUESTIONS.map((key) => (
            <details key={key} className="faq-item">
              <summary>
                {t(`landing.faq.items.${key}.question`)}
                <Icon name="chevronDown" className="faq-chevron" />
              </summary>
              <p>{t(`landing.faq.items.${key}.answer`)}</p>
            </details>
          ))}
        </div>
        <p className="faq-more">
          <Link to={to("faq")} className="text-link">
            {t("landing.faq.more")}
            <Icon name="arrow" flip />
          </Link>
        </p>
      </div>
    </section>
  );
}

function ReadyToShop() {
  const { t } = useTranslation();
  return (
    <SignupCallout
      id="ready-title"
      title={t("landing.ready.title")}
      text={t("landing.ready.text")}
      cta={t("landing.ready.cta")}
    />
  );
}
