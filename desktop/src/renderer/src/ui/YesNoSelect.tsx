import { HTMLSelect } from "@blueprintjs/core";
import type { RefCallBack } from "react-hook-form";

/** A yes/no question as a select (dangerous goods, lithium batteries), for a react-hook-form Controller. */
export function YesNoSelect({
  id,
  field,
  yes,
  no,
}: {
  id?: string;
  field: { ref: RefCallBack; value: boolean; onChange: (value: boolean) => void; onBlur: () => void };
  yes: string;
  no: string;
}) {
  return (
    <HTMLSelect
      id={id}
      ref={field.ref}
      value={field.value ? "yes" : "no"}
      onChange={(event) => field.onChange(event.target.value === "yes")}
      onBlur={field.onBlur}
    >
      <option value="no">{no}</option>
      <option value="yes">{yes}</option>
    </HTMLSelect>
  );
}
