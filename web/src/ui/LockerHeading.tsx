import { Icon } from "./Icon";

/** The heading of a customer-area list, its lead, and the button that adds to the list. */
export function LockerHeading({
  id,
  title,
  lead,
  addLabel,
  onAdd,
}: {
  id: string;
  title: string;
  lead: string;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <div className="page-title-row">
      <div>
        <h1 id={id}>{title}</h1>
        <p className="lead">{lead}</p>
      </div>
      <button type="button" className="btn btn-primary" onClick={onAdd}>
        <Icon name="plus" />
        {addLabel}
      </button>
    </div>
  );
}
