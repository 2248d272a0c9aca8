import { Card, Classes, Icon, Section, SectionCard, Spinner } from "@blueprintjs/core";
import { lazy, Suspense } from "react";
import { can } from "@ipf/shared/permissions";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useMenuLinks } from "../shell/MenuContext";
import { groupName } from "../i18n";
import { useStaff } from "../session";
import { PageHeader } from "../shell/PageHeader";
import { QueueCounts } from "./dashboard/QueueCounts";

/** The charts and their library arrive after the queue counts, which are what most visits are for. */
const StatisticsPanel = lazy(() =>
  import("./statistics/StatisticsPanel").then((module) => ({ default: module.StatisticsPanel })),
);

export function DashboardPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  const shortcuts = useMenuLinks().flatMap((section) => section.filter((link) => link.path !== ""));

  return (
    <>
      <PageHeader icon="home" title={t("areas.dashboard")} />
      <Card className="ipf-panel ipf-welcome">
        <h2 className="ipf-welcome-title">{t("dashboard.greeting", { name: staff.fullName })}</h2>
        <p className={Classes.TEXT_MUTED}>
          {t("dashboard.signedInAs", { username: staff.username, group: groupName(staff.groupId) })}
        </p>
      </Card>

      <QueueCounts />

      {can(staff.groupId, "statistics.view") ? (
        <Section className="ipf-panel" title={t("dashboard.statistics")} icon="timeline-bar-chart">
          <SectionCard>
            <Suspense fallback={<Spinner size={32} />}>
              <StatisticsPanel />
            </Suspense>
          </SectionCard>
        </Section>
      ) : null}

      <h2 className="ipf-subheading">{t("dashboard.shortcuts")}</h2>
      <ul className="ipf-tiles">
        {shortcuts.map((link) => (
          <li key={link.path}>
            <Link className={`${Classes.CARD} ${Classes.INTERACTIVE} ipf-tile`} to={link.href}>
              <Icon icon={link.icon} size={20} className="ipf-tile-icon" />
              <span>{link.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
