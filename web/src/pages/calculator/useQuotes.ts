import type { PriceLine } from "@ipf/shared/schemas/rates";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiError } from "../../api/error";
import { ratesApi } from "../../api/rates";
import { getToken } from "../../auth/session";
import {
  checkInputs,
  otherWeights,
  TABLE_CALL_GAP_MS,
  weightRefusalOf,
  type CalculatorInputs,
  type ParcelQuery,
  type WeightRefusal,
} from "./calculatorRules";
import { createLatest, pause, type RunMode } from "./scheduler";

export type Variant = "main" | "side";

/** What the results area shows. Messages are catalogue keys under `calculator.messages`. */
export type QuoteState =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "results"; prices: PriceLine[]; query: ParcelQuery }
  | { kind: "error"; message: QuoteMessage; refusal?: WeightRefusal };

export type QuoteMessage =
  | "countryRequired"
  | "invalidCountry"
  | "warehouseRequired"
  | "weightRequired"
  | "outOfRange"
  | "invalidDimensions"
  | "noOptions"
  | "noCarrierAtWeight"
  | "network"
  | "signInRequired";

/** Prices of the same parcel at other weights: `undefined` while asked, null when refused. */
export interface WeightTable {
  weights: readonly number[];
  prices: Readonly<Record<number, PriceLine[] | null | undefined>>;
}

/** What a refused quote says, by the API's code and fields. */
function errorOf(error: unknown): Extract<QuoteState, { kind: "error" }> {
  const say = (message: QuoteMessage) => ({ kind: "error" as const, message });
  if (!(error instanceof ApiError)) return say("network");
  if (error.code === "NETWORK" || error.code === "INTERNAL" || error.code === "BAD_RESPONSE") return say("network");
  if (error.status === 401) return say("signInRequired");
  if (error.fields?.country) return say("invalidCountry");
  // OUT_OF_RANGE: the weight field's key tells "nothing serves the destination" from "no carrier takes this weight".
  if (error.code === "OUT_OF_RANGE") {
    if (error.fields?.weight === "noOptions") return say("noOptions");
    const refusal = weightRefusalOf(error.fields?.weight);
    if (refusal) return { ...say("noCarrierAtWeight"), refusal };
  }
  return say("outOfRange");
}

function ask(variant: Variant, query: ParcelQuery, weight: number, signal: AbortSignal) {
  const { country, warehouse, length, width, height, declaredValue } = query;
  if (variant === "side") {
    return ratesApi.sideCalc(getToken() ?? "", { weight, country, length, width, height }, signal);
  }
  return ratesApi.calc({ weight, country, warehouse, length, width, height, declaredValue }, signal);
}

/**
 * Quotes for the calculator: one call for the parcel, then the other-weights
 * table one weight at a time, 200 ms apart. A newer run aborts an older one.
 * Automatic runs fail silently; a run the customer asked for says why.
 */
export function useQuotes(variant: Variant) {
  const [state, setState] = useState<QuoteState>({ kind: "idle" });
  const [table, setTable] = useState<WeightTable | null>(null);
  const latest = useMemo(createLatest, []);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const fillTable = useCallback(
    async (query: ParcelQuery, quoted: PriceLine[], signal: AbortSignal) => {
      const weights = otherWeights(query.weight);
      // From 20 kg the table shows the parcel's own weight: its prices are the ones just quoted.
      setTable({ weights, prices: weights.includes(query.weight) ? { [query.weight]: quoted } : {} });
      let asked = 0;
      for (const weight of weights) {
        if (weight === query.weight) continue;
        if (asked++ > 0) await pause(TABLE_CALL_GAP_MS, signal);
        let prices: PriceLine[] | null;
        try {
          prices = (await ask(variant, query, weight, signal)).prices;
        } catch {
          if (signal.aborted) return;
          prices = null;
        }
        if (signal.aborted) return;
        setTable((current) => current && { ...current, prices: { ...current.prices, [weight]: prices } });
      }
    },
    [variant],
  );

  const run = useCallback(
    async (inputs: CalculatorInputs, mode: RunMode) => {
      controller.current?.abort();
      const ticket = latest.begin();
      const checked = checkInputs(inputs, variant === "main");
      if (!checked.ok) {
        controller.current = null;
        setTable(null);
        setState(mode === "manual" ? { kind: "error", message: checked.problem } : { kind: "idle" });
        return;
      }
      const abort = new AbortController();
      controller.current = abort;
      setState({ kind: "loading" });
      setTable(null);
      try {
        const { prices } = await ask(variant, checked.query, checked.query.weight, abort.signal);
        if (!latest.isCurrent(ticket)) return;
        if (prices.length === 0) {
          setState(mode === "manual" ? { kind: "error", message: "noOptions" } : { kind: "idle" });
          return;
        }
        setState({ kind: "results", prices, query: checked.query });
        await fillTable(checked.query, prices, abort.signal).catch(() => undefined);
      } catch (error) {
        if (!latest.isCurrent(ticket) || abort.signal.aborted) return;
        // The out-of-range answer empties the list; automatic runs say nothing.
        setState(mode === "manual" ? errorOf(error) : { kind: "idle" });
      }
    },
    [latest, variant, fillTable],
  );

  return { state, table, run };
}
