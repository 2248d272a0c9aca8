import { Button, Tag } from "@blueprintjs/core";
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

/**
 * The scale beside a weight field: what it reads, and a button to take its
 * weight once it has settled on another than the one typed.
 */
export function ScaleLine(props: {
  label: string;
  reading: WeightReading | null;
  testId?: string;
  /** The weight in the field. */
  weight: string;
  useText: (kg: number) => string;
  onUse: (kg: number) => void;
}) {
  const settled = settledKg(props.reading);
  return (
    <div className="ipf-scale-line" aria-live="polite">
      <span>{props.label}</span>
      <ScaleTag reading={props.reading} testId={props.testId} />
      {settled !== null && String(settled) !== props.weight ? (
        <Button
          size="small"
          variant="outlined"
          icon="import"
          text={props.useText(settled)}
          onClick={() => props.onUse(settled)}
        />
      ) : null}
    </div>
  );
}
