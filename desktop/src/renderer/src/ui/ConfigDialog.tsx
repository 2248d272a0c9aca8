import type { IconName } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ActionDialog, type DialogProps } from "./ActionDialog";

/**
 * The add-or-edit dialog of a configuration list (a warehouse, a shop, a
 * post, a carrier, a zone, a category): its title and button are the
 * screen's `newTitle`/`create` texts, or `editTitle`/`save` for a row being
 * edited, the title filled with `editing`.
 */
export function ConfigDialog(props: {
  texts:
    "warehouses.form" | "shops.form" | "shops.categories" | "posts.form" | "rates.carrier" | "zones" | "landedCost";
  /** What the edit title names the row by (`{ name }`, `{ city }`); null for a new row. */
  editing: Record<string, string> | null;
  icon: IconName;
  width: number;
  dialog: Pick<DialogProps, "onClose" | "onStale">;
  fieldLabels?: Record<string, string>;
  onSubmit: () => Promise<void>;
  disabled?: boolean;
  /** The main button's text and colour for a save that asks a confirmation first ("Save anyway"). */
  confirm?: { action: string; intent: "danger" | "primary" } | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { texts, editing } = props;
  return (
    <ActionDialog
      isOpen
      // The catalogues type each screen's titles apart, hence `never`.
      title={editing ? (t(`${texts}.editTitle` as never, editing) as string) : t(`${texts}.newTitle`)}
      icon={props.icon}
      action={props.confirm?.action ?? t(editing ? `${texts}.save` : `${texts}.create`)}
      intent={props.confirm?.intent}
      width={props.width}
      onClose={props.dialog.onClose}
      onStale={props.dialog.onStale}
      fieldLabels={props.fieldLabels}
      onSubmit={props.onSubmit}
      disabled={props.disabled}
    >
      {props.children}
    </ActionDialog>
  );
}
