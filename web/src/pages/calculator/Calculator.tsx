import { COUNTRIES } from "@ipf/shared/data/countries";
import { defaultWarehouse } from "@ipf/shared/rules/warehouses";
import type { Warehouse } from "@ipf/shared/schemas/warehouses";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { detectCountry, FALLBACK_COUNTRY } from "../../api/geo";
import { ratesApi } from "../../api/rates";
import { useLang } from "../../app/useLang";
import { CountryPicker } from "../../ui/country/CountryPicker";
import { sortCountries } from "../../ui/country/countrySearch";
import { TextField } from "../../ui/Field";
import { Icon } from "../../ui/Icon";
import {
  DEFAULT_PARCEL,
  DETECTION_TIMEOUT_MS,
  fieldOfMessage,
  MAX_WEIGHT_KG,
  numberInput,
  parseNumber,
  RECALC_DELAY_MS,
  recalcTiming,
  refusalText,
  resetForCountry,
  volumetricKg,
  WEIGHT_STEP_KG,
  type CalculatorChange,
  type CalculatorInputs,
} from "./calculatorRules";
import { formatNumber } from "./format";
import { QuoteResults } from "./QuoteResults";
import { createRecalcScheduler } from "./scheduler";
import { useQuotes, type Variant } from "./useQuotes";

const START: CalculatorInputs = {
  country: "",
  countryUnknown: false,
  warehouse: "",
  ...DEFAULT_PARCEL,
  declaredValue: "",
};

/** The country the visitor is in, or the United States after 10 s. */
function detectWithin(ms: number, signal: AbortSignal): Promise<string> {
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve(FALLBACK_COUNTRY), ms));
  return Promise.race([detectCountry(signal), timeout]);
}

function stepWeight(text: string, direction: 1 | -1): string {
  const weight = parseNumber(text) ?? 0;
  const stepped =
    direction > 0
      ? Math.floor(weight / WEIGHT_STEP_KG) * WEIGHT_STEP_KG + WEIGHT_STEP_KG
      : Math.ceil(weight / WEIGHT_STEP_KG) * WEIGHT_STEP_KG - WEIGHT_STEP_KG;
  return String(Math.min(Math.max(stepped, 1), MAX_WEIGHT_KG));
}

/**
 * The shipping calculator: the destination (detected, searchable), the
 * warehouse, then the parcel. It recalculates by itself on a country change
 * (the parcel reset to its defaults), on a warehouse change, and 2 s after
 * the weight changes.
 * `side` quotes the side rate card for signed-in customers: every field
 * required, no warehouse.
 */
export function Calculator({ variant, signedIn }: { variant: Variant; signedIn: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const countries = useMemo(() => sortCountries(COUNTRIES, lang), [lang]);
  const [inputs, setInputs] = useState<CalculatorInputs>(START);
  const [warehouses, setWarehouses] = useState<Warehouse[] | null>(variant === "side" ? [] : null);
  const [warehouseFailed, setWarehouseFailed] = useState(false);
  const { state, table, run } = useQuotes(variant);
  // Once the visitor has put the cursor in the country field, a detection that
  // answers late must not replace what they are typing or chose.
  const countryTouched = useRef(false);

  // The scheduler's delayed run reads the inputs as they are when it fires.
  const current = useRef(inputs);
  const scheduler = useMemo(
    () => createRecalcScheduler((mode) => void run(current.current, mode), RECALC_DELAY_MS),
    [run],
  );
  useEffect(() => () => scheduler.cancel(), [scheduler]);

  const change = (next: CalculatorInputs, what: CalculatorChange) => {
    current.current = next;
    setInputs(next);
    const timing = recalcTiming(what);
    if (timing === "now") scheduler.now("auto");
    else if (timing === "later") scheduler.later();
  };

  // Warehouses (main calculator) and the visitor's country, both before the first quote.
  useEffect(() => {
    const controller = new AbortController();
    if (variant === "main") {
      ratesApi.warehouses(controller.signal).then(
        ({ addresses }) => {
          setWarehouses(addresses);
          // France's when open, else the first.
          const warehouse = defaultWarehouse(addresses)?._id;
          if (warehouse && !current.current.warehouse) change({ ...current.current, warehouse }, "warehouse");
        },
        () => !controller.signal.aborted && setWarehouseFailed(true),
      );
    }
    void detectWithin(DETECTION_TIMEOUT_MS, controller.signal).then((country) => {
      if (controller.signal.aborted || countryTouched.current || current.current.country) return;
      change({ ...current.current, country }, "country");
    });
    return () => controller.abort();
    // Runs once per variant: `change` reads the inputs from the ref, not from a render.
  }, [variant]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    scheduler.now("manual");
  };

  const ready = Boolean(inputs.country) && (variant === "side" || Boolean(inputs.warehouse));
  const dims = [inputs.length, inputs.width, inputs.height].map(parseNumber);
  // A refusal marks the field it is about, with its message under it.
  const problem = state.kind === "error" ? state : null;
  const problemField = problem ? fieldOfMessage(problem.message) : null;
  const problemWords = problem ? refusalText(problem.message, problem.refusal, lang) : null;
  const problemText = problemWords
    ? t(`calculator.messages.${problemWords.key}`, { replace: problemWords.values })
    : undefined;
  const volumetric = dims.every((d) => d !== null && d > 0)
    ? volumetricKg(dims[0] as number, dims[1] as number, dims[2] as number)
    : null;

  return (
    <div className="calculator">
      <form className="card calc-form" noValidate onSubmit={onSubmit} aria-labelledby="calc-form-title">
        <h2 id="calc-form-title" className="calc-form-title">
          {t("calculator.form.title")}
        </h2>
        <div className="contents" onFocusCapture={() => (countryTouched.current = true)}>
          <CountryPicker
            id="calc-country"
            label={t("calculator.form.country")}
            value={inputs.country}
            countries={countries}
            error={
              inputs.countryUnknown
                ? t("calculator.messages.invalidCountry")
                : problemField === "country"
                  ? problemText
                  : undefined
            }
            onChange={(iso2) => {
              if (iso2 === null) change({ ...current.current, country: "", countryUnknown: true }, "dimensions");
              else if (iso2 === "") change({ ...current.current, country: "", countryUnknown: false }, "dimensions");
              else change(resetForCountry(current.current, iso2), "country");
            }}
          />
        </div>
        {variant === "main" && (
          <div className="field">
            <label htmlFor="calc-warehouse">{t("calculator.form.warehouse")}</label>
            <div className={`input-box${problemField === "warehouse" ? " has-error" : ""}`}>
              <select
                id="calc-warehouse"
                aria-invalid={problemField === "warehouse" || undefined}
                value={inputs.warehouse}
                disabled={!warehouses?.length}
                onChange={(event) => change({ ...current.current, warehouse: event.target.value }, "warehouse")}
              >
                {!warehouses?.length && (
                  <option value="">{warehouseFailed ? t("calculator.form.noWarehouse") : t("common.loading")}</option>
                )}
                {warehouses?.map((warehouse) => (
                  <option key={warehouse._id} value={warehouse._id}>
                    {`${countries.find((c) => c.iso2 === warehouse.country)?.names[lang] ?? warehouse.country} · ${warehouse.city}`}
                  </option>
                ))}
              </select>
            </div>
            <p className="field-hint">{t("calculator.form.warehouseHint")}</p>
          </div>
        )}
        {/* Drawn from the start, disabled until the destination and warehouse are known: the parcel's
            fields appearing later would push the page down under the visitor's eyes. */}
        <fieldset className="contents" disabled={!ready}>
          <div className="field">
            <label htmlFor="calc-weight">{t("calculator.form.weight")}</label>
            <div className={`input-box stepper${problemField === "weight" ? " has-error" : ""}`}>
              <button
                type="button"
                className="input-action"
                aria-label={t("calculator.form.lighter", { step: WEIGHT_STEP_KG })}
                onClick={() => change({ ...current.current, weight: stepWeight(current.current.weight, -1) }, "weight")}
              >
                −
              </button>
              <input
                id="calc-weight"
                inputMode="decimal"
                dir="ltr"
                value={inputs.weight}
                aria-invalid={problemField === "weight" || undefined}
                aria-describedby={problemField === "weight" ? "calc-weight-error calc-weight-hint" : "calc-weight-hint"}
                onChange={(event) => change({ ...current.current, weight: numberInput(event.target.value) }, "weight")}
              />
              <span className="input-suffix">{t("calculator.form.kg")}</span>
              <button
                type="button"
                className="input-action"
                aria-label={t("calculator.form.heavier", { step: WEIGHT_STEP_KG })}
                onClick={() => change({ ...current.current, weight: stepWeight(current.current.weight, 1) }, "weight")}
              >
                +
              </button>
            </div>
            {problemField === "weight" && (
              <p id="calc-weight-error" className="field-error">
                {problemText}
              </p>
            )}
            <p id="calc-weight-hint" className="field-hint">
              {t("calculator.form.weightHint")}
            </p>
          </div>
          <fieldset className="dims">
            <legend>{t("calculator.form.dimensions")}</legend>
            <div className="form-row form-row-3">
              {(["length", "width", "height"] as const).map((key, index) => (
                <TextField
                  error={problemField === "dimensions" && (dims[index] ?? 0) <= 0 ? problemText : undefined}
                  key={key}
                  label={t(`calculator.form.${key}`)}
                  inputMode="decimal"
                  dir="ltr"
                  value={inputs[key]}
                  after={<span className="input-suffix">{t("calculator.form.cm")}</span>}
                  onChange={(event) =>
                    change({ ...current.current, [key]: numberInput(event.target.value) }, "dimensions")
                  }
                />
              ))}
            </div>
            {volumetric !== null && (
              <p className="field-hint">
                {t("calculator.form.volumetric", { weight: formatNumber(volumetric, lang) })}
              </p>
            )}
          </fieldset>
          {variant === "main" && (
            <TextField
              label={t("landedCost.declaredValue")}
              hint={t("landedCost.declaredValueHint")}
              inputMode="decimal"
              dir="ltr"
              value={inputs.declaredValue}
              after={<span className="input-suffix">$</span>}
              onChange={(event) =>
                change({ ...current.current, declaredValue: numberInput(event.target.value) }, "declaredValue")
              }
            />
          )}
        </fieldset>
        <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={state.kind === "loading"}>
          <Icon name="refresh" />
          {t("calculator.form.submit")}
        </button>
      </form>
      <QuoteResults state={state} table={table} signedIn={signedIn} />
    </div>
  );
}
