import { CALCULATOR_FAQ_KEYS } from "@ipf/shared/i18n/content/keys";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import { useLocalePath } from "../../app/useLang";
import { useSignedIn } from "../../auth/session";
import { loadContent } from "../../i18n/setup";
import { Icon } from "../../ui/Icon";
import { FaqList } from "../content/FaqList";
import { PageHeader } from "../content/PageHeader";
import { SignupCallout } from "../content/SignupCallout";
import { Calculator } from "./Calculator";
import type { Variant } from "./useQuotes";

/** The page around the calculator: its heading, the five shipping FAQ entries and, for guests, sign-up. */
function CalculatorScreen({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const location = useLocation();
  const signedIn = useSignedIn();
  const title = t(variant === "side" ? "pages.sideCalculator" : "pages.calculator");
  return (
    <>
      <PageHeader title={title} lead={t(variant === "side" ? "calculator.sideLead" : "calculator.lead")} wide />
      <section className="section section-tight" aria-label={title}>
        <div className="container">
          {variant === "side" && !signedIn ? (
            // The side rate card answers signed-in customers only.
            <div className="card calc-signin">
              <Icon name="user" />
              <p>{t("calculator.messages.signInRequired")}</p>
              <Link to={`${to("login")}?next=${encodeURIComponent(location.pathname)}`} className="btn btn-primary">
                {t("nav.login")}
              </Link>
            </div>
          ) : (
            <Calculator variant={variant} signedIn={signedIn} />
          )}
        </div>
      </section>
      <section className="section section-soft" aria-labelledby="calc-faq-title">
        <div className="container narrow">
          <h2 id="calc-faq-title" className="section-heading-title">
            {t("calculator.faqTitle")}
          </h2>
          <FaqList keys={CALCULATOR_FAQ_KEYS} />
        </div>
      </section>
      {!signedIn && (
        <SignupCallout
          id="calc-ready-title"
          title={t("calculator.signup.title")}
          text={t("calculator.signup.text")}
          cta={t("calculator.signup.cta")}
        />
      )}
    </>
  );
}

export function CalculatorPage() {
  return <CalculatorScreen variant="main" />;
}

export function SideCalculatorPage() {
  return <CalculatorScreen variant="side" />;
}

export { CalculatorPage as Component, loadContent as loader };
