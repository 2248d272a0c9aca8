import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, type IconName } from "@blueprintjs/core";
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactElement, type ReactNode } from "react";
import type { ParcelView } from "@ipf/shared/schemas/parcels";
import { useTranslation } from "react-i18next";
import { errorMessage, validationMessage } from "../i18n";
import { readFailure, type ActionFailure } from "./action-error";
import { handledMessage } from "./handled";
import { onCtrlEnter, SendCombo } from "./shortcut";

export interface ActionDialogProps {
  isOpen: boolean;
  title: string;
  icon?: IconName;
  /** The main action's label; Ctrl+Enter (⌘+Enter on a Mac) runs it from anywhere in the dialog. */
  action?: string;
  intent?: "primary" | "danger" | "success";
  /**
   * Runs the action. Throw to keep the dialog open with the error shown;
   * a check of the form that fails can throw a DialogError with its message.
   */
  onSubmit?: () => Promise<void>;
  onClose: () => void;
  /** Someone else handled the row first (409) or it is gone (404): refresh the list. */
  onStale?: () => void;
  /** What the fields of the API's VALIDATION answer are called here, for the summary. */
  fieldLabels?: Record<string, string>;
  width?: number;
  children: ReactNode;
  /** The shortcut shown on the main button, when it has its own besides Ctrl+Enter (Alt+B). */
  actionCombo?: ReactElement;
  /** Extra buttons left of the main action. */
  extraActions?: ReactNode;
  disabled?: boolean;
  /**
   * A fresh read found the row closed by someone else: the dialog says so (once,
   * whether or not an action of this desk was refused for it too; the refusal
   * is shown when it says who closed it).
   */
  handledElsewhere?: boolean;
}

/** A dialog acting on a row of a list: done, closed, or found handled by someone else (the list reloads). */
export interface DialogProps {
  onClose: () => void;
  onDone: () => void;
  onStale: () => void;
}

/** A dialog acting on one parcel of a queue. */
export interface ParcelDialogProps extends DialogProps {
  parcel: ParcelView;
}

/** A message the dialog shows as it is, for checks made before the call. */
export class DialogError extends Error {
  override name = "DialogError";
}

const CLOSED_ELSEWHERE: ActionFailure = { code: "CONFLICT", fields: {}, stale: true };

/**
 * The dialogs of the back office: one main action with its shortcut shown on
 * the button, Esc to close, the failure shown inside the dialog (never lost in
 * a toast), and a 409 read as "handled meanwhile" (who did it and when, as the
 * API tells it) with the list refreshed. What was typed stays until the dialog
 * is closed.
 */
export function ActionDialog(props: ActionDialogProps) {
  const { isOpen, title, icon, action, intent = "primary", onSubmit, onClose, onStale, fieldLabels, width } = props;
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | { message: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);

  // Ctrl+Enter and Esc are read inside the form: keep the focus there when the dialog opens
  // (Blueprint focuses the dialog around it) and after an action (its button is disabled
  // while it runs, which drops the focus to the page).
  const focusForm = useCallback(() => {
    const node = form.current;
    if (node && !node.contains(document.activeElement)) node.focus({ preventScroll: true });
  }, []);

  // The form mounts with the dialog's portal, a render after the dialog opens.
  const formRef = useCallback(
    (node: HTMLFormElement | null) => {
      form.current = node;
      if (node) requestAnimationFrame(focusForm);
    },
    [focusForm],
  );

  useEffect(() => {
    if (isOpen) setFailure(null);
  }, [isOpen]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!onSubmit || busy || props.disabled) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit();
    } catch (error) {
      if (error instanceof DialogError) setFailure({ message: error.message });
      else {
        const read = readFailure(error);
        setFailure(read);
        if (read.stale) onStale?.();
      }
    } finally {
      setBusy(false);
      requestAnimationFrame(focusForm);
    }
  };

  // Closed elsewhere outranks any failure of this desk, and is said once: by the refusal when it says who.
  const toldWho = failure !== null && "handled" in failure && failure.handled !== undefined;
  const shown = props.handledElsewhere && !toldWho ? CLOSED_ELSEWHERE : failure;

  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      icon={icon}
      onClose={busy ? undefined : onClose}
      canEscapeKeyClose={!busy}
      canOutsideClickClose={!busy}
      style={{ width: width ?? 560, maxWidth: "calc(100vw - 32px)" }}
    >
      <form
        ref={formRef}
        tabIndex={-1}
        className="ipf-dialog-form"
        onSubmit={submit}
        noValidate
        onKeyDown={onCtrlEnter(() => void submit())}
      >
        <DialogBody>
          {shown ? (
            <Callout intent="danger" icon="error" className="ipf-dialog-error" role="alert">
              {"message" in shown ? (
                shown.message
              ) : shown.stale ? (
                <>
                  <strong>{shown.handled ? handledMessage(shown.handled) : t("dialog.alreadyHandled")}</strong>{" "}
                  {t("dialog.refreshed")}
                </>
              ) : (
                <>
                  {errorMessage(shown.code)}
                  {Object.keys(shown.fields).length > 0 ? (
                    <ul className={Classes.LIST_UNSTYLED}>
                      {Object.entries(shown.fields).map(([field, key]) => (
                        <li key={field}>
                          {fieldLabels?.[field] ?? field}: {validationMessage(key)}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </>
              )}
            </Callout>
          ) : null}
          {props.children}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              {props.extraActions}
              <Button text={t("dialog.close")} onClick={onClose} disabled={busy} />
              {action && onSubmit ? (
                <Button
                  type="submit"
                  intent={intent}
                  loading={busy}
                  disabled={props.disabled}
                  text={action}
                  endIcon={props.actionCombo ?? <SendCombo />}
                />
              ) : null}
            </>
          }
        />
      </form>
    </Dialog>
  );
}
