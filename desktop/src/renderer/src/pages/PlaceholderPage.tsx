import { Card, NonIdealState } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { AREAS, type AppPath } from "../areas";
import { PageHeader } from "../shell/PageHeader";

/** Stands in for a back-office screen until it is built. */
export function PlaceholderPage({ path }: { path: AppPath }) {
  const { t } = useTranslation();
  const area = AREAS[path];
  return (
    <>
      <PageHeader icon={area.icon} title={t(`areas.${area.title}`)} />
      <Card className="ipf-panel">
        <NonIdealState
          icon="build"
          title={t("placeholder.title")}
          description={t("placeholder.description")}
          action={<Link to="/">{t("placeholder.back")}</Link>}
        />
      </Card>
    </>
  );
}
