import { Icon, Tooltip, type IconName, type Intent } from "@blueprintjs/core";

/**
 * An icon that says something (a suspicious customer, a confirmed e-mail),
 * its words in a tooltip on hover and on focus. The tooltip makes its target
 * focusable, and Blueprint hides an icon without a title from screen
 * readers: the target is therefore a named image of its own, and the icon
 * inside it the picture only, so that nothing focusable is hidden.
 */
export function HintIcon(props: { icon: IconName; label: string; intent?: Intent; size?: number }) {
  return (
    <Tooltip content={props.label} compact>
      <span role="img" aria-label={props.label} className="ipf-hint-icon">
        <Icon icon={props.icon} intent={props.intent} size={props.size} />
      </span>
    </Tooltip>
  );
}
