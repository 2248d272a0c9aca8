import { FormGroup, InputGroup } from "@blueprintjs/core";
import { useEffect, useState } from "react";
import { datesProblem, type DayRange } from "./days";

/**
 * The days of a list's filter as typed: kept while they do not read as a
 * range (an end before the start, half a date), sent with `send` once they
 * do, and brought back to the list's own when it changes.
 */
export function useTypedDays(shown: DayRange, send: (days: DayRange) => void) {
  const [typed, setTyped] = useState<DayRange>(shown);
  const { from, to } = shown;
  useEffect(() => setTyped({ from, to }), [from, to]);
  return {
    typed,
    problem: datesProblem(typed),
    change(next: DayRange) {
      setTyped(next);
      if (!datesProblem(next)) send(next);
    },
    /** Empties the fields without sending: the caller sends the cleared filters itself. */
    clear: () => setTyped({ from: "", to: "" }),
  };
}

/** The two day fields of a list's filter, red while they do not read as a range. */
export function DayRangeFields({
  id,
  labels,
  days,
}: {
  id: string;
  labels: DayRange;
  days: ReturnType<typeof useTypedDays>;
}) {
  const { typed, problem, change } = days;
  return (
    <>
      <FormGroup label={labels.from} labelFor={`${id}-from`}>
        <InputGroup
          id={`${id}-from`}
          type="date"
          value={typed.from}
          intent={problem ? "danger" : "none"}
          onChange={(event) => change({ from: event.target.value, to: typed.to })}
        />
      </FormGroup>
      <FormGroup label={labels.to} labelFor={`${id}-to`}>
        <InputGroup
          id={`${id}-to`}
          type="date"
          value={typed.to}
          intent={problem ? "danger" : "none"}
          onChange={(event) => change({ from: typed.from, to: event.target.value })}
        />
      </FormGroup>
    </>
  );
}
