import type { ReactNode } from "react";
import { formatDateTime } from "./format";

export interface ChangeLine {
  /** What changed ("$0.50 → $0.75 a day", "device_test: new"). */
  what: ReactNode;
  /** Who: the staff member's name, null once the account is gone. */
  by: string | null;
  at: string;
}

/**
 * The latest changes of an admin setting, newest first, as every settings
 * screen shows them (the one change log of the API, `admin_changes`): what,
 * then who and when. `byText` writes "name, date" in the screen's words.
 */
export function LatestChanges({
  title,
  empty,
  changes,
  byText,
  className = "ipf-changes",
}: {
  title: string;
  empty: string;
  changes: readonly ChangeLine[] | null;
  byText: (name: string | null, date: string) => string;
  className?: string;
}) {
  return (
    <>
      <h2 className={`${className}-title`}>{title}</h2>
      {changes?.length === 0 ? <p className={`${className}-empty`}>{empty}</p> : null}
      <ul className={className} aria-label={title}>
        {(changes ?? []).map((change, index) => (
          <li key={`${change.at}-${index}`}>
            <strong>{change.what}</strong>{" "}
            <span className={`${className}-by`}>{byText(change.by, formatDateTime(change.at))}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
