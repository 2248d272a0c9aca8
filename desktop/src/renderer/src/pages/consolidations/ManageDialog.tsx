import { useTranslation } from "react-i18next";
import { ApiError } from "../../api";
import type { PackagesGroup } from "../../api/consolidations";
import { useSession } from "../../session";
import { ActionDialog, DialogError } from "../../ui/ActionDialog";
import { toast } from "../../ui/toaster";

/** The admin's actions on a request, each confirmed first. */
export type ManageAction = "cancel" | "revert" | "delete" | "remove";

interface ManageDialogProps {
  action: ManageAction;
  group: PackagesGroup;
  /** The parcel to take out, for "remove". */
  packageId?: string | undefined;
  onClose(): void;
  onDone(): void;
  onStale(): void;
}

export function ManageDialog({ action, group, packageId, onClose, onDone, onStale }: ManageDialogProps) {
  const { t } = useTranslation();
  const { api } = useSession();
  const name = group.user?.fullName ?? "—";
  const count = group.packages.length;
  const packed = group.assemblePackage?.packageId ?? "—";

  const texts = {
    cancel: {
      title: t("consolidations.confirm.cancelTitle"),
      body: t("consolidations.confirm.cancelBody", { count, name }),
      action: t("consolidations.confirm.cancelAction"),
      done: t("consolidations.done.cancelled"),
    },
    revert: {
      title: t("consolidations.confirm.revertTitle"),
      body: t("consolidations.confirm.revertBody", { count, code: packed }),
      action: t("consolidations.confirm.revertAction"),
      done: t("consolidations.done.reverted"),
    },
    delete: {
      title: t("consolidations.confirm.deleteTitle"),
      body: t("consolidations.confirm.deleteBody", { code: packed }),
      action: t("consolidations.confirm.deleteAction"),
      done: t("consolidations.done.deleted"),
    },
    remove: {
      title: t("consolidations.confirm.removeTitle", { code: packageId ?? "" }),
      body: t("consolidations.confirm.removeBody", { count: count - 1 }),
      action: t("consolidations.confirm.removeAction"),
      done: t("consolidations.done.removed"),
    },
  }[action];

  const submit = async () => {
    try {
      if (action === "remove") await api.removeFromConsolidation(group._id, packageId ?? "");
      else await api.manageConsolidation(action, group._id);
    } catch (error) {
      // Two conflicts that are not "someone else was first": say what stands in the way.
      if (error instanceof ApiError && error.code === "REVERT_NOT_ALLOWED") {
        onStale();
        throw new DialogError(t("consolidations.confirm.revertNotAllowed"));
      }
      if (error instanceof ApiError && error.code === "GROUP_TOO_SMALL") {
        onStale();
        throw new DialogError(t("consolidations.confirm.groupTooSmall"));
      }
      throw error;
    }
    toast(texts.done);
    onDone();
  };

  return (
    <ActionDialog
      isOpen
      title={texts.title}
      icon={action === "revert" ? "undo" : "warning-sign"}
      intent={action === "revert" ? "primary" : "danger"}
      action={texts.action}
      onSubmit={submit}
      onClose={onClose}
      onStale={onStale}
      width={480}
    >
      <p>{texts.body}</p>
    </ActionDialog>
  );
}
