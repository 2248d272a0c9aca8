import { Fragment, type ReactNode } from "react";
import { Icon, IconButton } from "./Icon";
import "./repeated-groups.css";

/**
 * A form's list of like groups (a pre-alert's lines, a purchase's items),
 * from its `useFieldArray`: its legend, the list's own message, each group
 * (removable while it is not the only one), and a button that adds one
 * while the list is under its limit.
 */
export function RepeatedGroups<T>({
  className,
  legend,
  error,
  groups,
  newGroup,
  limit,
  addLabel,
  children,
}: {
  className: string;
  legend: string;
  /** The list's own message, read inside the form's context. */
  error: ReactNode;
  groups: { fields: readonly { id: string }[]; append: (value: T) => void; remove: (index: number) => void };
  newGroup: () => T;
  limit: number;
  addLabel: string;
  children: (index: number, onRemove: (() => void) | null) => ReactNode;
}) {
  const count = groups.fields.length;
  return (
    <fieldset className={`repeated-groups ${className}`}>
      <legend>{legend}</legend>
      {error}
      {groups.fields.map((group, index) => (
        <Fragment key={group.id}>{children(index, count > 1 ? () => groups.remove(index) : null)}</Fragment>
      ))}
      {count < limit && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => groups.append(newGroup())}>
          <Icon name="plus" />
          {addLabel}
        </button>
      )}
    </fieldset>
  );
}

/** One group of `RepeatedGroups`: its legend, its boxes, and its remove button while it is not the last one. */
export function RepeatedGroup({
  className,
  legend,
  removeLabel,
  onRemove,
  testId,
  children,
}: {
  className: string;
  legend: string;
  removeLabel: string;
  onRemove: (() => void) | null;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={`repeated-group ${className}`} data-testid={testId}>
      <legend>{legend}</legend>
      {children}
      {onRemove && <IconButton label={removeLabel} icon={<Icon name="trash" />} onClick={onRemove} />}
    </fieldset>
  );
}
