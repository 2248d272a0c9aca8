import type { Service } from "@ipf/shared/schemas/services";
import { formatMoney, isolateLtr } from "@ipf/shared/format";
import { useTranslation } from "react-i18next";
import { useLang } from "../../app/useLang";
import { useLoad } from "../../ui/useLoad";

/** A service's price as the public list writes it: a fixed amount, or a share of the declared value with its floor. */
function priceOf(service: Service, lang: "ar" | "en" | "fr", share: (percent: string, minimum: string) => string) {
  if (service.price !== null) return formatMoney(service.price, "USD", lang);
  return share(String(service.sharePercent ?? 0), isolateLtr(formatMoney(service.minimum ?? 0, "USD", lang)));
}

/**
 * The parcel services explained: the active catalogue with its prices and
 * promises, in the visitor's language, where the landing page's service
 * cards lead. Asked for from a parcel's page in the locker.
 */
export function ServiceCatalogue() {
  const { t } = useTranslation();
  const lang = useLang();
  // The client and its zod schemas load after the first paint: the landing page's first load stays within budget.
  const catalogue = useLoad(
    (signal) =>
      import("../../api/services").then(({ servicesApi }) => servicesApi.catalogue(signal)).then((a) => a.services),
    [],
  );
  return (
    <section id="parcel-services" className="section" aria-labelledby="parcel-services-title">
      <div className="container">
        <h2 id="parcel-services-title">{t("services.publicTitle")}</h2>
        <p>{t("services.publicIntro")}</p>
        <ul className="service-list" data-testid="public-services">
          {(catalogue.data ?? []).map((service) => (
            <li key={service.code} className="service-item card">
              <div className="service-head">
                <strong>{service.name[lang]}</strong>
                <span className={service.price === null ? "service-fee service-share" : "service-fee"}>
                  {priceOf(service, lang, (percent, minimum) => t("services.share", { percent, minimum }))}
                </span>
              </div>
              <p className="field-hint">{service.description[lang]}</p>
              <p className="field-hint">{t("services.promise", { count: service.turnaroundHours })}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
