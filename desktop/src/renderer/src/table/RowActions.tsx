import { Classes, Icon, Spinner, SpinnerSize, type IconName, type Intent } from "@blueprintjs/core";

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
        <RowButton key={`${action.icon}:${action.text}`} action={action} />
      ))}
    </div>
  );
}

/**
 * One of a row's buttons, drawn as Blueprint's small button is, without its
 * component: a page of rows holds dozens of them, and a page turn redraws each.
 * Blueprint's measures its text after every draw (to cut it short), and keeps
 * state of its own for the pressed look.
 */
function RowButton({ action }: { action: RowAction }) {
  const intent = action.danger ? "danger" : action.intent;
  const disabled = action.disabled || action.loading;
  const className = [
    Classes.BUTTON,
    disabled && Classes.DISABLED,
    action.loading && Classes.LOADING,
    Classes.intentClass(intent),
    Classes.SMALL,
    action.danger && Classes.OUTLINED,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <button
      type="button"
      aria-label={action.iconOnly ? action.text : undefined}
      title={action.iconOnly ? action.text : undefined}
      disabled={disabled}
      tabIndex={disabled ? -1 : undefined}
      className={className}
      onClick={action.onClick}
    >
      {action.loading ? <Spinner className={Classes.BUTTON_SPINNER} size={SpinnerSize.SMALL} /> : null}
      <Icon icon={action.icon} />
      {action.iconOnly ? null : <span className={Classes.BUTTON_TEXT}>{action.text}</span>}
    </button>
  );
}
