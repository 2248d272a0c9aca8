import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useLocalePath } from "../app/useLang";
import { Icon } from "../ui/Icon";

/** 404 under a valid language; in Arabic its heading is "آسف". */
export function NotFoundPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <section className="container page-message not-found">
      <div className="not-found-mark" aria-hidden="true">
        <Icon name="box" />
      </div>
      <h1>{t("notFound.heading")}</h1>
      <p>{t("notFound.text")}</p>
      <Link to={to()} className="btn btn-primary">
        {t("notFound.backHome")}
      </Link>
    </section>
  );
}

export { NotFoundPage as Component };
