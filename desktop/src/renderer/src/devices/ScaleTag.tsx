import { Tag } from "@blueprintjs/core";
import type { WeightReading } from "@ipf/shared/bridge";
import { useTranslation } from "react-i18next";
import { settledKg } from "./scale";

/** What the desk's scale reads now, and whether it has settled; `empty` until it sends a weight. */
export function ScaleTag({
  reading,
  testId,
  empty = "—",
}: {
  reading: WeightReading | null;
  testId?: string;
  empty?: string;
}) {
  const { t } = useTranslation();
  if (!reading) return <Tag minimal>{empty}</Tag>;
  const settled = settledKg(reading) !== null;
  return (
    <Tag minimal intent={settled ? "success" : "none"} icon={settled ? "tick" : "time"} data-testid={testId}>
      {t("intake.scaleReading", { kg: reading.kg })} · {settled ? t("intake.scaleStable") : t("intake.scaleMoving")}
    </Tag>
  );
}
