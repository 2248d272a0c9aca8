import { useTranslation } from "react-i18next";
import { useLang } from "../../app/useLang";
import { FormAlert } from "../../ui/Field";
import { Icon } from "../../ui/Icon";
import { LandedCostEstimate } from "../../ui/LandedCostEstimate";
import { OtherWeightsTable } from "./OtherWeightsTable";
import { refusalText } from "./calculatorRules";
import { QuoteList } from "./QuoteList";
import type { QuoteState, WeightTable } from "./useQuotes";

/**
 * With a declared value: the recommended offer's duty and VAT in detail (each
 * offer's total is on its card), or that the destination has no figures.
 */
function LandedCostPart({ state }: { state: Extract<QuoteState, { kind: "results" }> }) {
  const { t } = useTranslation();
  if (state.query.declaredValue === undefined) return null;
  const estimate = state.prices[0]?.landedCost;
  return estimate ? (
    <LandedCostEstimate estimate={estimate} />
  ) : (
    <p className="field-hint">{t("landedCost.unavailable")}</p>
  );
}

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
  const lang = useLang();
  const refusal = ({ message, refusal: weight }: Extract<QuoteState, { kind: "error" }>) => {
    const { key, values } = refusalText(message, weight, lang);
    return t(`calculator.messages.${key}`, { replace: values });
  };
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
        {state.kind === "error" && <FormAlert>{refusal(state)}</FormAlert>}
      </div>
      {state.kind === "results" && (
        <>
          <QuoteList prices={state.prices} signedIn={signedIn} />
          <LandedCostPart state={state} />
          {table && <OtherWeightsTable table={table} carriers={state.prices} />}
          <p className="field-hint calc-note">{t("calculator.results.note")}</p>
        </>
      )}
    </section>
  );
}
