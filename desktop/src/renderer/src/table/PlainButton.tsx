import { Classes, Icon, Spinner, SpinnerSize, type IconName, type Intent } from "@blueprintjs/core";
import type { ReactNode } from "react";

export interface PlainButtonProps {
  icon?: IconName;
  text?: ReactNode;
  intent?: Intent;
  small?: boolean;
  outlined?: boolean;
  /** The page shown, in a pager. */
  active?: boolean;
  disabled?: boolean;
  loading?: boolean;
  title?: string;
  "aria-label"?: string;
  "aria-current"?: "page";
  "aria-hidden"?: boolean;
  onClick?: () => void;
  /** The pointer came onto the button or the focus to it: a click may follow. */
  onIntent?: () => void;
}

/**
 * A button drawn as Blueprint's `Button` draws it (its classes, icon, text
 * and spinner), without its component: the table's rows and pager hold
 * dozens, and a page turn redraws each. Blueprint's measures its text after
 * every draw (to cut it short) and keeps state of its own for the pressed
 * look. Its test compares the two drawings.
 */
export function PlainButton(props: PlainButtonProps) {
  const { icon, text, intent, small, outlined, active, loading } = props;
  const disabled = props.disabled || loading;
  const className = [
    Classes.BUTTON,
    active && Classes.ACTIVE,
    disabled && Classes.DISABLED,
    loading && Classes.LOADING,
    Classes.intentClass(intent),
    small && Classes.SMALL,
    outlined && Classes.OUTLINED,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <button
      type="button"
      aria-label={props["aria-label"]}
      aria-current={props["aria-current"]}
      aria-hidden={props["aria-hidden"]}
      title={props.title}
      disabled={disabled}
      tabIndex={disabled ? -1 : undefined}
      className={className}
      onClick={props.onClick}
      onPointerEnter={props.onIntent}
      onFocus={props.onIntent}
    >
      {loading ? <Spinner className={Classes.BUTTON_SPINNER} size={SpinnerSize.SMALL} /> : null}
      {icon ? <Icon icon={icon} /> : null}
      {text !== undefined && text !== "" ? <span className={Classes.BUTTON_TEXT}>{text}</span> : null}
    </button>
  );
}
