import { useTranslation } from "react-i18next";
import { FormAlert } from "../../ui/Field";
import { Icon } from "../../ui/Icon";
import { OtherWeightsTable } from "./OtherWeightsTable";
import { QuoteList } from "./QuoteList";
import type { QuoteState, WeightTable } from "./useQuotes";

/** The results column: a placeholder, a loading state, the refusal's message, or the prices and their table. */
export function QuoteResults({
  state,
  table,
  signedIn,
}: {
  state: QuoteState;
  table: WeightTable | null;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="calc-results" aria-labelledby="calc-results-title" aria-busy={state.kind === "loading"}>
      <h2 id="calc-results-title" className="calc-results-title">
        {t("calculator.results.title")}
      </h2>
      <div aria-live="polite">
        {state.kind === "idle" && (
          <div className="calc-empty">
            <Icon name="plane" />
            <p>{t("calculator.results.empty")}</p>
          </div>
        )}
        {state.kind === "loading" && (
          <div className="calc-empty">
            <span className="spinner" aria-hidden="true" />
            <p>{t("calculator.results.loading")}</p>
          </div>
        )}
        {state.kind === "error" && <FormAlert>{t(`calculator.messages.${state.message}`)}</FormAlert>}
      </div>
      {state.kind === "results" && (
        <>
          <QuoteList prices={state.prices} signedIn={signedIn} />
          {table && <OtherWeightsTable table={table} carriers={state.prices} />}
          <p className="field-hint calc-note">{t("calculator.results.note")}</p>
        </>
      )}
    </section>
  );
}
