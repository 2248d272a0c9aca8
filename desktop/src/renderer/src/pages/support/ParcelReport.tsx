import { Tag } from "@blueprintjs/core";
import type { ParcelReport as Report } from "@ipf/shared/schemas/parcel-reports";
import { useTranslation } from "react-i18next";
import { isolate } from "@ipf/shared/rules/bidi";

/**
 * The parcel error a customer's message reports: which parcel, what is wrong
 * (and which content line), and whether it still waits on a staff answer.
 * The message's text is the customer's note; its file, their photo.
 */
export function ParcelReport({ report }: { report: Report }) {
  const { t } = useTranslation();
  return (
    <div className="ipf-parcel-report" role="group" aria-label={t("support.report.label")}>
      <Tag minimal icon="warning-sign" intent="warning">
        {t("support.report.title", { packageId: report.packageId })}
      </Tag>
      <strong>{t(`support.report.kinds.${report.kind}`)}</strong>
      {report.lineDescription !== null ? (
        <span>
          {t("support.report.line", { line: (report.line ?? 0) + 1, description: isolate(report.lineDescription) })}
        </span>
      ) : null}
      <Tag minimal round intent={report.underReview ? "warning" : "success"}>
        {t(report.underReview ? "support.report.underReview" : "support.report.answered")}
      </Tag>
    </div>
  );
}

/** The list's mark of a ticket holding parcels under review. */
export function UnderReviewTags({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  return codes.map((code) => (
    <Tag key={code} minimal intent="warning" icon="warning-sign" className="ipf-review-tag">
      {t("support.report.listTag", { packageId: code })}
    </Tag>
  ));
}
