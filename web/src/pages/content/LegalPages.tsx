import { LEGAL_SECTIONS, PRIVACY_SECTIONS, TERMS_SECTIONS } from "@ipf/shared/i18n/content/keys";
import { useTranslation } from "react-i18next";
import { loadContent } from "../../i18n/setup";
import { LegalDocument } from "./LegalDocument";

export function LegalInfoPage() {
  const { t } = useTranslation();
  return <LegalDocument doc="legal" title={t("pages.legalInfo")} sections={LEGAL_SECTIONS} />;
}

export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return <LegalDocument doc="privacy" title={t("pages.privacyPolicy")} sections={PRIVACY_SECTIONS} />;
}

export function TermsPage() {
  const { t } = useTranslation();
  return <LegalDocument doc="terms" title={t("pages.terms")} sections={TERMS_SECTIONS} />;
}

export { loadContent as loader };
