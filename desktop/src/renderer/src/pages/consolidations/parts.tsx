import { Button, Tag, Tooltip, type IconName, type Intent } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { PackagesGroup } from "../../api/consolidations";
import { groupStatus, type GroupActions, type GroupStatus } from "./rules";

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

/**
 * Cancel, revert and delete, as this group may use them on the request as it
 * stands: in a row (small) and in the Show dialog's footer.
 */
export function ManageButtons(props: {
  actions: GroupActions;
  onAct(kind: "cancel" | "revert" | "delete"): void;
  size?: "small" | "medium";
}) {
  const { t } = useTranslation();
  const { actions, onAct, size = "medium" } = props;
  /** Cancel and delete: each shown when this group may use it. */
  const refusing = (kind: "cancel" | "delete", icon: IconName) =>
    actions[kind] ? (
      <Button
        size={size}
        variant="minimal"
        intent="danger"
        icon={icon}
        text={t(`consolidations.actions.${kind}`)}
        onClick={() => onAct(kind)}
      />
    ) : null;
  return (
    <>
      {refusing("cancel", "cross")}
      {actions.revert !== "hidden" ? <RevertButton offer={actions.revert} onClick={() => onAct("revert")} /> : null}
      {refusing("delete", "trash")}
    </>
  );
}
