import { Classes, FormGroup } from "@blueprintjs/core";
import type { DescriptionSuggestion } from "@ipf/shared/schemas/descriptions";
import { useTranslation } from "react-i18next";
import { ComboboxInput, useCombobox } from "./combobox";

/** The API suggests catalogue descriptions from the second character on. */
const MIN_QUERY = 2;

interface DescriptionFieldProps {
  id: string;
  value: string;
  /** Typed by hand: a description the catalogue may lack, added to it once the parcel is saved. */
  onChange(text: string): void;
  /** A suggestion picked: its description and HS code fill the line. */
  onPick(suggestion: DescriptionSuggestion): void;
  suggest(query: string): Promise<DescriptionSuggestion[]>;
  error?: string | undefined;
}

/**
 * A content line's description: typed, with the catalogue's entries
 * suggested as it is (arrows, Enter to pick, Esc to close), each with its HS
 * code.
 */
export function DescriptionField({ id, value, onChange, onPick, suggest, error }: DescriptionFieldProps) {
  const { t } = useTranslation();
  // Nothing is picked unless asked for: Enter on a typed description saves the parcel.
  const box = useCombobox(suggest, { minLength: MIN_QUERY, preselect: false });
  return (
    <FormGroup
      label={t("intake.description")}
      labelFor={id}
      intent={error ? "danger" : "none"}
      helperText={error}
      className="ipf-line-description"
    >
      <ComboboxInput
        box={box}
        shown={box.open}
        error={error}
        input={{
          id,
          value,
          placeholder: t("descriptionSuggest.placeholder"),
          onValueChange: (text) => {
            onChange(text);
            box.search(text);
          },
          onKeyDown: (event) => box.onKeyDown(event, onPick),
        }}
        label={t("descriptionSuggest.suggestions")}
        keyOf={(suggestion) => suggestion._id}
        onPick={onPick}
        nothing={t("descriptionSuggest.nothing")}
      >
        {(suggestion) => (
          <>
            <span className={`${Classes.FILL} ipf-suggestion-text`}>
              <bdi>{suggestion.description}</bdi>
              <small className={`${Classes.TEXT_MUTED} ipf-suggestion-category`}>{suggestion.category}</small>
            </span>
            <span className="ipf-suggestion-code">
              {suggestion.hsCode
                ? t("descriptionSuggest.hsCode", { code: suggestion.hsCode })
                : t("descriptionSuggest.noCode")}
            </span>
          </>
        )}
      </ComboboxInput>
    </FormGroup>
  );
}
