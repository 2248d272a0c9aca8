import { useTranslation } from "react-i18next";
import { Link, useMatches } from "react-router-dom";
import type { PageHandle } from "../app/router";
import { useLocalePath } from "../app/useLang";

/** A page of the spec that is not built yet: its title, so navigation already works. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const handle = useMatches().at(-1)?.handle as PageHandle | undefined;
  return (
    <section className="container page-message">
      <h1>{t(`pages.${handle?.title ?? "notFound"}`)}</h1>
      <p>{t("placeholder.text")}</p>
      <Link to={to()} className="btn btn-ghost">
        {t("placeholder.backHome")}
      </Link>
    </section>
  );
}

export { PlaceholderPage as Component };
