import { Button, Tag, Tooltip, type Intent } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { PackagesGroup } from "../../api/consolidations";
import { groupStatus, type GroupStatus } from "./rules";

/** Small pieces the list and the Show dialog both draw. */

const STATUS_INTENT: Record<GroupStatus, Intent> = {
  open: "warning",
  packed: "success",
  awaitingApproval: "primary",
  approved: "none",
  cancelled: "none",
};

export function StatusTag({ group }: { group: PackagesGroup }) {
  const { t } = useTranslation();
  const status = groupStatus(group);
  return (
    <Tag minimal intent={STATUS_INTENT[status]}>
      {t(`consolidations.status.${status}`)}
    </Tag>
  );
}

/** Revert, disabled with the reason while the packed parcel is in a shipping request or approved. */
export function RevertButton({ offer, onClick }: { offer: "enabled" | "blocked"; onClick(): void }) {
  const { t } = useTranslation();
  const button = (
    <Button
      size="small"
      variant="minimal"
      intent="warning"
      icon="undo"
      text={t("consolidations.actions.revert")}
      disabled={offer === "blocked"}
      onClick={onClick}
    />
  );
  return offer === "blocked" ? (
    <Tooltip content={t("consolidations.revertBlocked")} compact>
      {button}
    </Tooltip>
  ) : (
    button
  );
}
