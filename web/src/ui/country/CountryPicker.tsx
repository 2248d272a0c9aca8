import type { Country } from "@ipf/shared/data/countries";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLang } from "../../app/useLang";
import { belowIds, FieldBelow } from "../Field";
import { Icon } from "../Icon";
import { fold, searchCountries } from "./countrySearch";

/**
 * A country's mark: its ISO code in a small pill. Flag emoji would be
 * prettier, but Windows and many Linux desktops draw them as two letters or
 * empty boxes, so the letters are shown on purpose, the same everywhere.
 */
export function CountryMark({ iso2 }: { iso2: string }) {
  return (
    <span className="country-mark" aria-hidden="true">
      {iso2.toUpperCase()}
    </span>
  );
}

/**
 * "+33" that stays "+33" in Arabic text. A left-to-right mark, not an
 * isolate: text boxes ignore isolates, and the picker's box shows this too.
 */
export function dialLabel(country: Country): string {
  return `\u200e+${country.dialCode}\u200e`;
}

interface CountryPickerProps {
  label: string;
  /** ISO alpha-2 of the chosen country, "" for none. */
  value: string;
  /** The chosen country; "" when the box was emptied, null when its text names no country. */
  onChange: (iso2: string | null) => void;
  onBlur?: () => void;
  countries: readonly Country[];
  /** Shows each country's dial code (the sign-up phone picker). */
  withDialCode?: boolean;
  /** Already translated. */
  error?: string;
  hint?: string;
  name?: string;
  id?: string;
  disabled?: boolean;
}

/**
 * A searchable country list: the ARIA 1.2 combobox pattern (a text box that
 * filters a listbox; arrows move, Enter picks, Escape restores). Search runs
 * over the names in Arabic, English and French, aliases, ISO codes and dial
 * codes (countrySearch.ts).
 */
export function CountryPicker(props: CountryPickerProps) {
  const { label, value, onChange, onBlur, countries, withDialCode, error, hint, name, disabled } = props;
  const { t } = useTranslation();
  const lang = useLang();
  const autoId = useId();
  const inputId = props.id ?? `${autoId}-input`;
  const listId = `${inputId}-list`;
  const selected = countries.find((country) => country.iso2 === value);
  const display = (country: Country | undefined) =>
    country ? (withDialCode ? `${country.names[lang]} (${dialLabel(country)})` : country.names[lang]) : "";

  const [text, setText] = useState(display(selected));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const shown = display(selected);
  // Searching 250 names is cheaper than memoising; an untouched box lists every country.
  const results = open ? searchCountries(countries, text === shown ? "" : text) : [];

  // The box follows the chosen country and the page's language, except right
  // after text that names no country: that text stays, beside its message.
  const keepText = useRef(false);
  useEffect(() => {
    if (keepText.current) keepText.current = false;
    else setText(shown);
  }, [shown]);

  useEffect(() => {
    if (open) list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [active, open]);

  const choose = (country: Country) => {
    onChange(country.iso2);
    setOpen(false);
    setText(display(country));
  };

  /** Leaving the box: an exact name picks its country; other text names no country. */
  const settle = () => {
    setOpen(false);
    const typed = fold(text);
    if (!typed) {
      if (value) onChange("");
    } else if (selected && typed === fold(shown)) {
      setText(shown);
    } else {
      const exact = searchCountries(countries, text).find((country) =>
        [country.names.ar, country.names.en, country.names.fr, country.iso2, country.iso3].some(
          (candidate) => fold(candidate) === typed,
        ),
      );
      if (exact) choose(exact);
      else {
        // Only a change of the chosen country re-runs the effect above.
        keepText.current = Boolean(selected);
        onChange(null);
      }
    }
    onBlur?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(0);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => Math.min(Math.max(index + step, 0), Math.max(results.length - 1, 0)));
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      const country = results[active];
      if (country) choose(country);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setText(display(selected));
    }
  };

  const describedBy = belowIds(inputId, error, hint);
  const activeId = open && results[active] ? `${listId}-${results[active].iso2}` : undefined;

  return (
    <div className="field country-picker">
      <label htmlFor={inputId}>{label}</label>
      <div className={`input-box${error ? " has-error" : ""}`}>
        <span className="input-flag" aria-hidden="true">
          {selected ? <CountryMark iso2={selected.iso2} /> : <Icon name="globe" />}
        </span>
        <input
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          placeholder={t("country.searchPlaceholder")}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onFocus={(event) => event.target.select()}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={settle}
        />
        <Icon name="chevronDown" className="picker-chevron" />
      </div>
      <ul id={listId} ref={list} role="listbox" className="picker-list" hidden={!open} aria-label={label}>
        {results.length === 0 && open ? (
          <li className="picker-empty" role="presentation">
            {t("country.noMatch")}
          </li>
        ) : (
          results.map((country, index) => (
            <li
              key={country.iso2}
              id={`${listId}-${country.iso2}`}
              role="option"
              data-index={index}
              aria-selected={country.iso2 === value}
              className={index === active ? "is-active" : undefined}
              // Keeps focus in the box, so its blur does not run before the pick.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(country)}
              onMouseMove={() => setActive(index)}
            >
              <CountryMark iso2={country.iso2} />
              <span className="picker-name">{country.names[lang]}</span>
              {withDialCode && <span className="picker-dial">{dialLabel(country)}</span>}
            </li>
          ))
        )}
      </ul>
      <FieldBelow fieldId={inputId} error={error} hint={hint} alert />
    </div>
  );
}
