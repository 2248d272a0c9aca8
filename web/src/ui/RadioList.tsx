/**
 * One choice among a few, as radio buttons under their legend (a claim's
 * kind, a report's): each labelled by `label`, the list's message below them.
 */
export function RadioList<K extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  label,
  error,
}: {
  legend: string;
  name: string;
  choices: readonly K[];
  value: K | "";
  onChange: (choice: K) => void;
  label: (choice: K) => string;
  /** Already translated; the list is marked invalid while it shows. */
  error?: string | undefined;
}) {
  return (
    <fieldset className="pick-list" aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice} className="check">
          <input type="radio" name={name} value={choice} checked={value === choice} onChange={() => onChange(choice)} />
          <span>{label(choice)}</span>
        </label>
      ))}
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}
