import { useTranslation } from "react-i18next";
import { parcelsApi, type PackagesGroup, type Parcel } from "../../api/parcels";
import { Dialog, type OutcomeDialogProps } from "../../ui/Dialog";
import { FormAlert } from "../../ui/Field";
import { useNow } from "../../ui/useNow";
import { useDialogSubmit } from "./RequestDialogs";
import { formatTimeLeft, msLeft, msUntil } from "./rules";

export type CancelTarget = { kind: "approval"; parcel: Parcel } | { kind: "assemble"; group: PackagesGroup };

/**
 * Cancel a shipping or assembly request, shown only within its 15 minutes,
 * with the time left ticking; once it runs out, the button goes (the server
 * refuses it then anyway: CANCEL_WINDOW_PASSED).
 */
export function CancelDialog({ target, onClose, onDone }: { target: CancelTarget } & OutcomeDialogProps<string>) {
  const { t } = useTranslation();
  const now = useNow(true);
  const { busy, text, run } = useDialogSubmit(onDone);
  const left =
    target.kind === "approval" ? msLeft(target.parcel.approveTime, now) : msUntil(target.group.cancelableUntil, now);

  const confirm = () =>
    void run(async () => {
      if (target.kind === "approval") {
        await parcelsApi.cancelApproval(target.parcel._id);
        return t("locker.cancel.approvalSuccess");
      }
      await parcelsApi.cancelAssemble(target.group._id);
      return t("locker.cancel.assembleSuccess");
    });

  return (
    <Dialog
      open
      onClose={onClose}
      title={target.kind === "approval" ? t("locker.cancel.approvalTitle") : t("locker.cancel.assembleTitle")}
    >
      <div className="form">
        {text !== null && <FormAlert>{text}</FormAlert>}
        <p>{t("locker.cancel.text")}</p>
        {left > 0 ? (
          <p className="time-left-big" role="timer" aria-live="off">
            {t("locker.cancel.timeLeft", { time: formatTimeLeft(left) })}
          </p>
        ) : (
          <p className="alert alert-warning">{t("locker.cancel.expired")}</p>
        )}
        <div className="modal-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t("locker.cancel.keep")}
          </button>
          {left > 0 && (
            <button type="button" className="btn btn-danger" disabled={busy} onClick={confirm}>
              {t("locker.cancel.confirm")}
            </button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
