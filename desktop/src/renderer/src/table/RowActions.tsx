import type { IconName, Intent } from "@blueprintjs/core";
import { PlainButton } from "./PlainButton";

export interface RowAction {
  icon: IconName;
  /** The button's text; with `iconOnly`, its name and tooltip. */
  text: string;
  /** The icon alone: for the actions every row repeats (edit, delete) in a narrow column. */
  iconOnly?: boolean;
  intent?: Intent;
  /** A destructive or refusing action (delete, cancel, disable): red and outlined, apart from the rest. */
  danger?: boolean;
  disabled?: boolean;
  loading?: boolean;
  onClick(): void;
}

/**
 * The buttons of a row, drawn alike on every list: small, the main action
 * first, a destructive one in red. An action the staff member may not take
 * is left out (pass `false`), not shown disabled, unless it says why.
 */
export function RowActions({ actions }: { actions: readonly (RowAction | false | null | undefined)[] }) {
  const shown = actions.filter((action): action is RowAction => Boolean(action));
  if (shown.length === 0) return null;
  return (
    <div className="ipf-row-actions">
      {shown.map((action) => (
        <PlainButton
          key={`${action.icon}:${action.text}`}
          small
          icon={action.icon}
          intent={action.danger ? "danger" : action.intent}
          outlined={action.danger}
          text={action.iconOnly ? undefined : action.text}
          aria-label={action.iconOnly ? action.text : undefined}
          title={action.iconOnly ? action.text : undefined}
          disabled={action.disabled}
          loading={action.loading}
          onClick={action.onClick}
        />
      ))}
    </div>
  );
}
