import { Button, Classes, FormGroup } from "@blueprintjs/core";
import { useId, useState, type KeyboardEvent, type Ref } from "react";
import { useTranslation } from "react-i18next";
import type { CustomerOption } from "../../api/intake";
import { ComboboxInput, useCombobox } from "./combobox";
import { customerLine } from "./rules";

interface CustomerPickerProps {
  /** The input's id, for a page that moves the focus to it. */
  id?: string;
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
export function CustomerPicker(props: CustomerPickerProps) {
  const { value, onChange, search, inputRef, error, onPicked } = props;
  const { t } = useTranslation();
  const generated = useId();
  const id = props.id ?? `${generated}-input`;
  const [query, setQuery] = useState("");
  const box = useCombobox(search);

  const type = (text: string) => {
    setQuery(text);
    box.search(text);
  };

  const pick = (customer: CustomerOption) => {
    onChange(customer);
    setQuery("");
    onPicked();
  };

  const change = () => {
    onChange(null);
    setQuery("");
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A chosen customer is read-only (a scan typed into it must change nothing); these keys start over.
    if (value && (event.key === "Backspace" || event.key === "Delete")) {
      event.preventDefault();
      return change();
    }
    box.onKeyDown(event, pick);
  };

  const showList = !value && box.open && query.trim() !== "";

  return (
    <FormGroup
      label={t("intake.customer")}
      labelFor={id}
      intent={error ? "danger" : "none"}
      helperText={error}
      className="ipf-customer-picker"
    >
      <ComboboxInput
        box={box}
        shown={showList}
        error={error}
        input={{
          id,
          inputRef,
          size: "large",
          leftIcon: "person",
          placeholder: t("intake.customerSearch"),
          value: value ? customerLine(value) : query,
          readOnly: value !== null,
          onValueChange: (text) => {
            if (!value) type(text);
          },
          onKeyDown,
          ...(value
            ? {
                rightElement: (
                  <Button variant="minimal" icon="edit" text={t("intake.changeCustomer")} onClick={change} />
                ),
              }
            : {}),
        }}
        label={t("intake.customer")}
        keyOf={(customer) => customer.id}
        onPick={pick}
        nothing={t("intake.noCustomers")}
      >
        {(customer) => (
          <>
            {/* Each part isolated: an Arabic name must not reorder the e-mail or the code beside it. */}
            <span className={Classes.FILL}>
              <bdi className="ipf-customer-name">{customer.fullName}</bdi>
              <bdi className={`${Classes.TEXT_MUTED} ipf-customer-email`}>{customer.email}</bdi>
            </span>
            <bdi className="ipf-customer-code">{customer.customerCode}</bdi>
          </>
        )}
      </ComboboxInput>
    </FormGroup>
  );
}
