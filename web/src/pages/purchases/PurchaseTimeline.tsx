import { formatDate } from "@ipf/shared/format";
import { useTranslation } from "react-i18next";
import type { Purchase } from "../../api/purchases";
import { timelineOf } from "./purchaseView";
import "../../ui/timeline.css";

/** Where the request stands: the steps reached, with their dates, and the one it waits for. */
export function PurchaseTimeline({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation();
  return (
    <ol className="timeline purchase-timeline" aria-label={t("purchases.timeline.label")}>
      {timelineOf(purchase).map(({ step, at, next }) => (
        <li
          key={step}
          className={`timeline-step purchase-step${at ? " is-done" : ""}${next ? " is-current" : ""}`}
          aria-current={next ? "step" : undefined}
        >
          <span>{t(`purchases.timeline.${step}`)}</span>
          {at && (
            <span className="purchase-step-when">
              <bdi dir="ltr">{formatDate(at)}</bdi>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
