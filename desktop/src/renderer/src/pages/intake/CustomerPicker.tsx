import { Button, Classes, FormGroup, InputGroup, Spinner } from "@blueprintjs/core";
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type Ref } from "react";
import { useTranslation } from "react-i18next";
import type { CustomerOption } from "../../api/intake";
import { debouncedSearch } from "./debounce";
import { customerLine } from "./rules";

interface CustomerPickerProps {
  value: CustomerOption | null;
  onChange(customer: CustomerOption | null): void;
  search(query: string): Promise<CustomerOption[]>;
  inputRef: Ref<HTMLInputElement>;
  error?: string | undefined;
  /** Called once a customer is picked, to move on to the next field. */
  onPicked(): void;
}

/**
 * The customer of the parcel, found by name, e-mail or customer code (the
 * code is printed on the parcel's address). A combobox: type, arrows to move,
 * Enter to pick; searches 500 ms after the last keystroke.
 */
export function CustomerPicker({ value, onChange, search, inputRef, error, onPicked }: CustomerPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<CustomerOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [loading, setLoading] = useState(false);
  const searcher = useMemo(() => debouncedSearch(search), [search]);

  useEffect(() => () => searcher.cancel(), [searcher]);

  const type = (text: string) => {
    setQuery(text);
    setActive(0);
    if (!text.trim()) {
      searcher.cancel();
      setResults([]);
      setOpen(false);
      setLoading(false);
      return;
    }
    setOpen(true);
    setLoading(true);
    searcher.run(text.trim()).then(
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

  const pick = (customer: CustomerOption) => {
    onChange(customer);
    setQuery("");
    setResults([]);
    setOpen(false);
    onPicked();
  };

  const change = () => {
    onChange(null);
    setQuery("");
    requestAnimationFrame(() => document.getElementById(`${id}-input`)?.focus());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A chosen customer is read-only (a scan typed into it must change nothing); these keys start over.
    if (value && (event.key === "Backspace" || event.key === "Delete")) {
      event.preventDefault();
      return change();
    }
    if (!open) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (results.length ? (index + step + results.length) % results.length : 0));
    } else if (event.key === "Enter") {
      // Enter picks here; it saves the form only once a customer is chosen.
      event.preventDefault();
      const chosen = results[active];
      if (chosen) pick(chosen);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
    }
  };

  const listId = `${id}-customers`;
  const optionId = (index: number) => `${id}-customer-${index}`;
  const showList = !value && open && query.trim() !== "";

  return (
    <FormGroup
      label={t("intake.customer")}
      labelFor={`${id}-input`}
      intent={error ? "danger" : "none"}
      helperText={error}
      className="ipf-customer-picker"
    >
      <InputGroup
        id={`${id}-input`}
        inputRef={inputRef}
        size="large"
        leftIcon="person"
        placeholder={t("intake.customerSearch")}
        value={value ? customerLine(value) : query}
        readOnly={value !== null}
        onValueChange={(text) => {
          if (!value) type(text);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        intent={error ? "danger" : "none"}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && results[active] ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        rightElement={
          value ? (
            <Button variant="minimal" icon="edit" text={t("intake.changeCustomer")} onClick={change} />
          ) : loading && showList ? (
            <Spinner size={16} className="ipf-input-spinner" />
          ) : undefined
        }
      />
      {showList ? (
        <ul id={listId} role="listbox" aria-label={t("intake.customer")} className={`${Classes.MENU} ipf-listbox`}>
          {results.length === 0 ? (
            <li className={`${Classes.MENU_ITEM} ${Classes.DISABLED}`} role="presentation">
              {loading ? t("intake.searching") : t("intake.noCustomers")}
            </li>
          ) : (
            results.map((customer, index) => (
              <li
                key={customer.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={`${Classes.MENU_ITEM} ${index === active ? Classes.ACTIVE : ""}`}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(customer);
                }}
              >
                {/* Each part isolated: an Arabic name must not reorder the e-mail or the code beside it. */}
                <span className={Classes.FILL}>
                  <bdi className="ipf-customer-name">{customer.fullName}</bdi>
                  <bdi className={`${Classes.TEXT_MUTED} ipf-customer-email`}>{customer.email}</bdi>
                </span>
                <bdi className="ipf-customer-code">{customer.customerCode}</bdi>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </FormGroup>
  );
}
