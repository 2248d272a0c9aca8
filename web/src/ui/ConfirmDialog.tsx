import { Dialog, DialogActions, type OutcomeDialogProps } from "./Dialog";
import { FormAlert } from "./Field";
import { useSubmit } from "./useSubmit";

/**
 * A question with one answer that acts: its text, and `action`, run when
 * confirmed, answering the message to show. A failure is said above the text
 * and the dialog stays open.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  action,
  onClose,
  onDone,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  action: () => Promise<string>;
} & OutcomeDialogProps<string>) {
  const { busy, text: failureText, run } = useSubmit();
  return (
    <Dialog open onClose={onClose} title={title}>
      <div className="form">
        {failureText !== null && <FormAlert>{failureText}</FormAlert>}
        <p>{text}</p>
        <DialogActions
          onCancel={onClose}
          cancelLabel={cancelLabel}
          label={confirmLabel}
          busy={busy}
          danger
          onConfirm={() => void run(async () => onDone(await action()))}
        />
      </div>
    </Dialog>
  );
}
