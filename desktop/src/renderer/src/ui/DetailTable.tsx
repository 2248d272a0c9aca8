import { HTMLTable } from "@blueprintjs/core";
import type { ReactNode } from "react";

/**
 * A small read-only table inside a detail (a parcel's lines, its history,
 * the offers sent, a customer's parcels): named for screen readers, its
 * column headings, then the rows given as `children`.
 */
export function DetailTable(props: {
  label: string;
  columns: readonly string[];
  className?: string;
  striped?: boolean;
  children: ReactNode;
}) {
  return (
    <HTMLTable compact striped={props.striped} className={props.className} aria-label={props.label}>
      <thead>
        <tr>
          {props.columns.map((column, index) => (
            <th key={index}>{column}</th>
          ))}
        </tr>
      </thead>
      <tbody>{props.children}</tbody>
    </HTMLTable>
  );
}
