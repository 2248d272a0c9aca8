import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Icon } from "../ui/Icon";

/** Shown while the first page and its catalogue load. */
export function BootFallback() {
  return <div className="boot" aria-busy="true" />;
}

function ErrorPanel() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section className="container page-message" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{t("routeError.heading")}</h1>
      <p>{t("routeError.text")}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        <Icon name="arrow" flip />
        {t("common.tryAgain")}
      </button>
    </section>
  );
}

/** A page failed (its chunk, its loader): the layout stays around this. */
export function PageError() {
  return <ErrorPanel />;
}

/** The layout itself failed: a bare page, still translated if the catalogue is there. */
export function SiteError() {
  return (
    <main id="main" className="site-error">
      <ErrorPanel />
    </main>
  );
}
