import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { keepFocus } from "./useSubmit";
import { Icon, IconButton } from "./Icon";
import { useModal } from "./useModal";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** A wider panel, for tables and photos. */
  wide?: boolean;
}

/**
 * A modal dialog on the native <dialog>: the page behind is inert, Escape
 * closes it, focus stays inside and returns to what opened it.
 */
export function Dialog({ open, onClose, title, children, wide }: DialogProps) {
  const { t } = useTranslation();
  const modal = useModal(open, onClose);
  const titleId = useId();

  return (
    <dialog {...modal} className={wide ? "modal modal-wide" : "modal"} aria-labelledby={titleId}>
      {open && (
        <div className="modal-panel">
          <div className="modal-head">
            <h2 id={titleId}>{title}</h2>
            <IconButton label={t("common.close")} icon={<Icon name="close" />} onClick={onClose} />
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}

interface DialogActionsProps {
  onCancel: () => void;
  /** The main button's text. */
  label: string;
  /** The cancel button's text; "Cancel" unless given. */
  cancelLabel?: string;
  /** Disables the main button while a send runs. */
  busy?: boolean;
  disabled?: boolean;
  /** The main button runs this; without it, it submits the dialog's form. */
  onConfirm?: () => void;
  danger?: boolean;
  /** Pressing the main button keeps the focus in the field (see keepFocus). */
  keepFocus?: boolean;
}

/** A dialog's row of buttons: cancel, then the main action. */
export function DialogActions({
  onCancel,
  label,
  cancelLabel,
  busy = false,
  disabled = false,
  onConfirm,
  danger = false,
  keepFocus: keep = false,
}: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="modal-actions">
      <button type="button" className="btn btn-ghost" onClick={onCancel}>
        {cancelLabel ?? t("common.cancel")}
      </button>
      <button
        type={onConfirm ? "button" : "submit"}
        className={danger ? "btn btn-danger" : "btn btn-primary"}
        disabled={busy || disabled}
        onClick={onConfirm}
        onMouseDown={keep ? keepFocus : undefined}
      >
        {label}
      </button>
    </div>
  );
}

/** A dialog with an outcome: it closes, or reports what it did (the message to show, the changed record). */
export interface OutcomeDialogProps<T> {
  onClose: () => void;
  onDone: (result: T) => void;
}
