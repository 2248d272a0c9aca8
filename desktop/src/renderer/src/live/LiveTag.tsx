import { Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";

/** Whether the list follows the live events, so that staff know it is up to date. */
export function LiveTag({ connected }: { connected: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag
      minimal
      round
      intent={connected ? "success" : "warning"}
      icon={connected ? "feed" : "refresh"}
      data-testid="live-state"
    >
      {connected ? t("table.live") : t("table.offline")}
    </Tag>
  );
}
