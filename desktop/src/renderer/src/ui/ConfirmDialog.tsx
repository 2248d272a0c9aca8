import type { IconName } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { ActionDialog, type ActionDialogProps, type DialogProps } from "./ActionDialog";
import { toast } from "./toaster";

/**
 * A dialog that asks before one action on a row (delete, disable, cancel,
 * confirm): `run` takes it and answers what the toast then says; the list
 * is told it is done.
 */
export function ConfirmDialog(
  props: DialogProps & {
    title: string;
    icon: IconName;
    action: string;
    intent?: ActionDialogProps["intent"];
    /** The toast's colour: a loss (a deletion) is a warning. */
    toastIntent?: "success" | "warning";
    fieldLabels?: Record<string, string>;
    run: () => Promise<string>;
    children: ReactNode;
  },
) {
  const { run, toastIntent, onDone } = props;
  return (
    <ActionDialog
      isOpen
      title={props.title}
      icon={props.icon}
      intent={props.intent ?? "danger"}
      action={props.action}
      onClose={props.onClose}
      onStale={props.onStale}
      fieldLabels={props.fieldLabels}
      onSubmit={async () => {
        toast(await run(), toastIntent);
        onDone();
      }}
    >
      {props.children}
    </ActionDialog>
  );
}
