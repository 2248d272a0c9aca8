import { formatDate } from "@ipf/shared/format";
import type { PreAlertStatus } from "@ipf/shared/rules/pre-alerts";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { PreAlert } from "../../api/pre-alerts";
import { useLocalePath } from "../../app/useLang";
import { Icon } from "../../ui/Icon";
import { UserText } from "../../ui/UserText";

const TONE: Record<PreAlertStatus, string> = {
  expected: "badge-info",
  arrived: "badge-success",
  cancelled: "",
  overdue: "badge-accent",
};

/** One pre-alert: its state, store and number, what it holds, and what can still be done with it. */
export function PreAlertCard({
  preAlert,
  onEdit,
  onCancel,
}: {
  preAlert: PreAlert;
  onEdit: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const items = preAlert.lines.reduce((sum, line) => sum + line.quantity, 0);
  const open = preAlert.state === "expected";
  return (
    <li className="card tile-card pre-alert-card" data-testid="pre-alert">
      <div className="pre-alert-head">
        <h2>
          <UserText>{preAlert.store}</UserText>
        </h2>
        <span className={`badge ${TONE[preAlert.status]}`}>{t(`preAlerts.status.${preAlert.status}`)}</span>
      </div>
      <p className="pre-alert-number">{t("preAlerts.trackNumber", { number: preAlert.trackNumber })}</p>
      <p className="muted">
        {t("preAlerts.lineCount", { count: items })} ·{" "}
        {t("preAlerts.announcedOn", { date: formatDate(preAlert.createdAt) })}
        {preAlert.shipping && ` · ${t("preAlerts.shipsOnArrival")}`}
      </p>
      <p className="pre-alert-lines-summary">
        {preAlert.lines.map((line, index) => (
          <Fragment key={index}>
            {index > 0 && ", "}
            <UserText>{line.description}</UserText>
          </Fragment>
        ))}
      </p>
      {preAlert.status === "overdue" && <p className="field-hint">{t("preAlerts.overdueHint")}</p>}
      {preAlert.packageId && (
        <p>
          {t("preAlerts.arrivedAs", { code: preAlert.packageId })}{" "}
          <Link to={`${to("search")}?q=${encodeURIComponent(preAlert.packageId)}`}>{t("preAlerts.seeInLocker")}</Link>
        </p>
      )}
      {open && (
        <div className="address-actions">
          <button type="button" className="btn btn-ghost btn-sm" onClick={onEdit}>
            <Icon name="edit" />
            {t("preAlerts.edit")}
            <span className="visually-hidden">{preAlert.store}</span>
          </button>
          <button type="button" className="btn btn-ghost btn-sm btn-danger-text" onClick={onCancel}>
            <Icon name="trash" />
            {t("preAlerts.cancel")}
            <span className="visually-hidden">{preAlert.store}</span>
          </button>
        </div>
      )}
    </li>
  );
}
