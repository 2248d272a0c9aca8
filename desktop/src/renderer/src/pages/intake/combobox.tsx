import { Classes, InputGroup, Spinner, type InputGroupProps } from "@blueprintjs/core";
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { debouncedSearch } from "./debounce";

/**
 * A search-as-you-type combobox of the intake desk (the ARIA combobox
 * pattern, the list's options chosen by aria-activedescendant): arrows move,
 * Enter picks, Esc closes the list; the search runs once typing pauses. The
 * input's text stays with its owner; this holds the list.
 * - `minLength`: the characters typed before a search;
 * - `preselect`: the first result is active at once and Enter never leaves
 *   the field while the list is open (a choice is required); otherwise the
 *   arrows make one active, and Enter with none goes on to the form.
 */
export function useCombobox<T>(
  find: (query: string) => Promise<T[]>,
  { minLength = 1, preselect = true }: { minLength?: number; preselect?: boolean } = {},
) {
  const start = preselect ? 0 : -1;
  const id = useId();
  const [results, setResults] = useState<T[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(start);
  const [loading, setLoading] = useState(false);
  const searcher = useMemo(() => debouncedSearch(find), [find]);

  useEffect(() => () => searcher.cancel(), [searcher]);

  const close = () => {
    searcher.cancel();
    setResults([]);
    setOpen(false);
    setLoading(false);
  };

  /** Searches for what is typed now; too little text closes the list. */
  const search = (text: string) => {
    setActive(start);
    const query = text.trim();
    if (query.length < minLength) return close();
    setOpen(true);
    setLoading(true);
    searcher.run(query).then(
      (found) => {
        if (found === null) return;
        setResults(found);
        setLoading(false);
      },
      () => {
        setResults([]);
        setLoading(false);
      },
    );
  };

  const pick = (item: T, onPick: (item: T) => void) => {
    close();
    onPick(item);
  };

  /** The list's keys, while it is open; other keys, and these with the list closed, are the page's. */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, onPick: (item: T) => void) => {
    if (!open) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      const count = results.length;
      setActive((index) => (!count ? start : index < 0 ? (step > 0 ? 0 : count - 1) : (index + step + count) % count));
    } else if (event.key === "Enter") {
      const chosen = results[active];
      if (!chosen && !preselect) return close();
      // Enter picks here: it must not save the form meanwhile.
      event.preventDefault();
      if (chosen) pick(chosen, onPick);
    } else if (event.key === "Escape") {
      // Only the list closes, not a dialog or panel around it.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  return {
    results,
    open,
    active,
    loading,
    search,
    close,
    pick,
    onKeyDown,
    listId,
    optionId,
    /** The input's ARIA attributes, `shown` telling whether the list is drawn. */
    inputAria: (shown: boolean) => ({
      role: "combobox",
      "aria-autocomplete": "list" as const,
      "aria-expanded": shown,
      "aria-controls": listId,
      "aria-activedescendant": shown && results[active] ? optionId(active) : undefined,
    }),
  };
}

export type Combobox<T> = ReturnType<typeof useCombobox<T>>;

interface ListProps<T> {
  label: string;
  keyOf: (item: T) => string;
  onPick: (item: T) => void;
  /** What the list says when the search found nothing. */
  nothing: string;
  children: (item: T) => ReactNode;
}

/**
 * The input of a combobox and, while `shown`, its list: the input as
 * `input` says (its text, its handlers), wired to the list. A spinner shows
 * while it searches, unless `input` brings its own right element.
 */
export function ComboboxInput<T>({
  box,
  shown,
  input,
  error,
  ...list
}: ListProps<T> & { box: Combobox<T>; shown: boolean; input: InputGroupProps; error?: string | undefined }) {
  return (
    <>
      <InputGroup
        rightElement={box.loading && shown ? <Spinner size={16} className="ipf-input-spinner" /> : undefined}
        {...input}
        onBlur={box.close}
        intent={error ? "danger" : "none"}
        autoComplete="off"
        {...box.inputAria(shown)}
        aria-invalid={error ? true : undefined}
      />
      {shown ? <ComboboxList box={box} {...list} /> : null}
    </>
  );
}

/** The list of a combobox: its options, or a line saying it is searching or found nothing. */
function ComboboxList<T>(props: ListProps<T> & { box: Combobox<T> }) {
  const { t } = useTranslation();
  const { box } = props;
  return (
    <ul id={box.listId} role="listbox" aria-label={props.label} className={`${Classes.MENU} ipf-listbox`}>
      {box.results.length === 0 ? (
        <li className={`${Classes.MENU_ITEM} ${Classes.DISABLED}`} role="presentation">
          {box.loading ? t("intake.searching") : props.nothing}
        </li>
      ) : (
        box.results.map((item, index) => (
          <li
            key={props.keyOf(item)}
            id={box.optionId(index)}
            role="option"
            aria-selected={index === box.active}
            className={`${Classes.MENU_ITEM} ${index === box.active ? Classes.ACTIVE : ""}`}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              box.pick(item, props.onPick);
            }}
          >
            {props.children(item)}
          </li>
        ))
      )}
    </ul>
  );
}
