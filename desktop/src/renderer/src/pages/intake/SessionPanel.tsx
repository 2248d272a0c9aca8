import { Button, Card, Classes, Tag } from "@blueprintjs/core";
import type { LabelData } from "@ipf/shared/bridge";
import { useTranslation } from "react-i18next";
import { formatLabelDate } from "../../../../common/label-date";
import { useSessionParcels } from "./session-parcels";

/** What this desk received since it opened, newest first, each with its label to print again. */
export function SessionPanel({ onReprint }: { onReprint(label: LabelData): void }) {
  const { t } = useTranslation();
  const { count, recent } = useSessionParcels();

  return (
    <Card className="ipf-panel ipf-session">
      <h2 className="ipf-card-title">
        {t("intake.sessionCount")}{" "}
        <Tag round intent="primary" size="large" data-testid="session-count">
          {count}
        </Tag>
      </h2>
      {recent.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{t("intake.recentEmpty")}</p>
      ) : (
        <ol className="ipf-recent">
          {recent.map((label) => (
            <li key={`${label.parcelCode}-${label.receivedAt}`}>
              <span className="ipf-recent-code">{label.parcelCode}</span>
              <span className={`${Classes.TEXT_MUTED} ipf-recent-meta`}>
                {label.customerCode} · {label.trackNumber} · {formatLabelDate(label.receivedAt).slice(11)}
              </span>
              <Button
                size="small"
                variant="minimal"
                icon="print"
                aria-label={`${t("intake.reprint")} ${label.parcelCode}`}
                title={t("intake.reprint")}
                onClick={() => onReprint(label)}
              />
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
