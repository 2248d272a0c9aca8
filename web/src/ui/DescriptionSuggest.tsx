import { isLanguage } from "@ipf/shared/schemas/common";
import type { DescriptionSuggestion } from "@ipf/shared/schemas/descriptions";
import { useEffect, useId, useState, type InputHTMLAttributes, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { descriptionsApi } from "../api/descriptions";
import { TextField } from "./Field";
import "./DescriptionSuggest.css";

/** Typing pauses this long before the catalogue is asked. */
export const SUGGEST_DELAY_MS = 250;
/** The API's bounds of the text it suggests descriptions for. */
const MIN_QUERY = 2;
const MAX_QUERY = 80;

export interface PickedDescription {
  description: string;
  hsCode: string | null;
}

interface DescriptionSuggestProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type"> {
  label: string;
  value: string;
  onChange(text: string): void;
  /** A suggestion chosen: `onChange` has been given its description already. */
  onPick(picked: PickedDescription): void;
  /** Already translated. */
  error?: string | undefined;
  hint?: string | undefined;
  /** The most characters the description takes: a counter shows how many are used. */
  maxChars?: number | undefined;
}

/** The query the API takes from what is typed, or null when too little is typed. */
function queryOf(text: string): string | null {
  const query = text.trim().slice(0, MAX_QUERY).trim();
  return query.length >= MIN_QUERY ? query : null;
}

/**
 * A content line's description, typed, with descriptions from the catalogue
 * suggested in the page's language as it is typed, each with its HS code.
 * The ARIA combobox pattern: the focus stays in the input; Down and Up move
 * through the list, Enter chooses, Esc closes it; a tap or click chooses too.
 * A drop-in for a controlled text input: `value` and `onChange` as usual,
 * `onPick` for the code of a chosen entry.
 */
export function DescriptionSuggest({ label, value, onChange, onPick, error, hint, ...input }: DescriptionSuggestProps) {
  const { t, i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : "en";
  const id = useId();
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;
  // What the user typed last: a value set by the form (a pick, a reset) asks nothing.
  const [typed, setTyped] = useState("");
  const [suggestions, setSuggestions] = useState<DescriptionSuggestion[] | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const query = queryOf(typed);
    setSuggestions(null);
    setActive(-1);
    if (!query) {
      setOpen(false);
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      descriptionsApi.suggest(query, lang, abort.signal).then(
        (found) => {
          setSuggestions(found);
          setOpen(found.length > 0);
        },
        // Suggestions are a help: without them the field is an ordinary input.
        () => setOpen(false),
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [typed, lang]);

  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: "nearest" });
  }, [id, active]);

  const shown = open && suggestions !== null && suggestions.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (suggestion: DescriptionSuggestion) => {
    close();
    setTyped("");
    onChange(suggestion.description);
    onPick({ description: suggestion.description, hsCode: suggestion.hsCode });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions?.length ?? 0;
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && count > 0) {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (shown ? (index + step + count) % count : step > 0 ? 0 : count - 1));
    } else if (event.key === "Enter" && shown && suggestions[active]) {
      // Enter chooses here; with no option active it submits the form as usual.
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === "Escape" && shown) {
      // Only the list closes, not a dialog around the field.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
    input.onKeyDown?.(event);
  };

  return (
    <TextField
      {...input}
      className={["describe-suggest", input.className].filter(Boolean).join(" ")}
      label={label}
      error={error}
      hint={hint}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
        setTyped(event.target.value);
      }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        close();
        input.onBlur?.(event);
      }}
      autoComplete="off"
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={shown}
      aria-controls={listId}
      aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
      after={
        <>
          <ul
            id={listId}
            role="listbox"
            aria-label={t("describe.suggestions")}
            className="describe-suggest-list"
            hidden={!shown}
          >
            {shown
              ? suggestions.map((suggestion, index) => (
                  <li
                    key={suggestion._id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    className="describe-suggest-option"
                    // The input keeps the focus (and the keyboard stays up on a phone).
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(suggestion)}
                  >
                    <span className="describe-suggest-text">
                      <bdi>{suggestion.description}</bdi>
                      <span className="describe-suggest-category">{suggestion.category}</span>
                    </span>
                    {suggestion.hsCode ? (
                      <bdi className="describe-suggest-code">{t("describe.hsCode", { code: suggestion.hsCode })}</bdi>
                    ) : null}
                  </li>
                ))
              : null}
          </ul>
          <span className="visually-hidden" role="status">
            {suggestions === null || !queryOf(typed)
              ? ""
              : suggestions.length
                ? t("describe.count", { count: suggestions.length })
                : t("describe.none")}
          </span>
        </>
      }
    />
  );
}
