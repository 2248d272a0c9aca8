import { Button, Callout } from "@blueprintjs/core";
import { formatDate } from "@ipf/shared/format";
import { useTranslation } from "react-i18next";
import { isolate } from "./rules";
import type { PreAlertMatch } from "./usePreAlertMatch";

/** What the scanned number found among the pre-alerts: the one filled in, or those to pick from. */
export function PreAlertPanel({ match }: { match: PreAlertMatch }) {
  const { t } = useTranslation();
  const { chosen, lookup } = match;
  if (chosen) {
    return (
      <Callout
        intent="success"
        icon="endorsed"
        className="ipf-notice"
        role="status"
        data-testid="pre-alert-match"
        title={t("preAlerts.matched", { customer: isolate(chosen.customer.fullName), store: isolate(chosen.store) })}
      >
        <p>
          {t("preAlerts.matchedDetail", { number: chosen.trackNumber, date: formatDate(chosen.createdAt) })}
          {chosen.status === "overdue" ? ` (${t("preAlerts.overdue")})` : ""}
        </p>
        {chosen.shipping && <p>{t("preAlerts.shipsOnArrival", { carrier: chosen.carrierName ?? "—" })}</p>}
        <Button size="small" variant="minimal" icon="cross" text={t("preAlerts.notThis")} onClick={match.dismiss} />
      </Callout>
    );
  }
  if (lookup.kind === "several" || lookup.kind === "close") {
    const several = lookup.kind === "several";
    return (
      <Callout
        intent={several ? "primary" : "warning"}
        icon="search"
        className="ipf-notice"
        role="status"
        data-testid="pre-alert-choices"
        title={t(several ? "preAlerts.several" : "preAlerts.close")}
      >
        <p>{t(several ? "preAlerts.severalHint" : "preAlerts.closeHint")}</p>
        <ul className="ipf-pre-alert-choices">
          {lookup.preAlerts.map((preAlert) => (
            <li key={preAlert._id}>
              <span>
                {t("preAlerts.option", {
                  customer: isolate(preAlert.customer.fullName),
                  code: isolate(preAlert.customer.customerCode),
                  store: isolate(preAlert.store),
                  number: preAlert.trackNumber,
                })}
              </span>
              <Button size="small" text={t("preAlerts.use")} onClick={() => match.choose(preAlert)} />
            </li>
          ))}
        </ul>
      </Callout>
    );
  }
  if (match.failed) {
    return (
      <Callout intent="warning" className="ipf-notice" role="status" compact>
        {t("preAlerts.lookUpFailed")}
      </Callout>
    );
  }
  return null;
}
