import { Callout, FormGroup, HTMLSelect, HTMLTable, InputGroup, Spinner, Tag } from "@blueprintjs/core";
import { COUNTRIES } from "@ipf/shared/data/countries";
import type { RateCardName, RateRange } from "@ipf/shared/rules/pricing";
import type { Carrier, PriceLine, Zone } from "@ipf/shared/schemas/rates";
import type { Warehouse } from "@ipf/shared/schemas/warehouses";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api";
import { useSession } from "../../session";
import { formatDollars } from "../../ui/format";
import { fieldMessage } from "../../ui/fieldMessage";
import {
  checkPreview,
  previewQuote,
  refusalMessage,
  refusalOfAnswer,
  refusalOfQuote,
  servedCountry,
  type PreviewInput,
  type PreviewRefusal,
} from "./rules";

const SORTED_COUNTRIES = [...COUNTRIES].sort((a, b) => a.names.en.localeCompare(b.names.en));

interface Line {
  id: string;
  name: string;
  now: number | null;
  after: number | null;
}

type Outcome = { prices: { id: string; name: string; cents: number }[] } | { refused: PreviewRefusal };

const fromQuote = (result: ReturnType<typeof previewQuote>): Outcome =>
  result.ok
    ? { prices: result.lines.map((line) => ({ id: line.carrierId, name: line.name, cents: line.priceCents })) }
    : { refused: refusalOfQuote(result) };

const fromApi = (prices: PriceLine[]): Outcome => ({
  prices: prices.map((line) => ({ id: line._id, name: line.name, cents: Math.round(line.price * 100) })),
});

/** Why the calculator quotes nothing: no carrier serves the destination, or none takes the weight. */
function RefusalText({ refusal, country }: { refusal: PreviewRefusal; country: string }) {
  const { t } = useTranslation();
  const message = refusalMessage(refusal, country);
  switch (message.key) {
    case "rates.preview.noOptions":
      return t(message.key);
    case "rates.preview.noCarrierAtWeight":
      return t(message.key, message.values);
    case "rates.preview.noCarrierAtWeightMax":
      return t(message.key, message.values);
  }
}

/**
 * Beside the grid: a parcel typed once, and what the calculator quotes for
 * it now and once the grid is saved. On the main card "now" is the public
 * calculator's own answer; "after saving" runs the same pricing rules on
 * the grid as typed.
 */
export function Preview(props: {
  card: RateCardName;
  carriers: readonly Carrier[];
  zones: readonly Zone[];
  warehouses: readonly Warehouse[];
  selected: Carrier | null;
  /** The selected carrier's ranges as typed, when they differ from the saved ones. */
  draft: RateRange[] | null;
  /** Bumped after each save, to ask the public calculator again. */
  version: number;
}) {
  const { t } = useTranslation();
  const { api } = useSession();
  const open = props.warehouses.filter((w) => w.isActive);
  const [input, setInput] = useState<PreviewInput>({
    country: "US",
    warehouse: props.selected?.warehouse ?? open[0]?._id ?? "",
    weight: "5",
    length: "25",
    width: "20",
    height: "10",
  });
  // Another carrier chosen: its own warehouse, and a destination it serves unless the one typed is.
  useEffect(() => {
    const carrier = props.selected;
    if (!carrier) return;
    setInput((value) => ({
      ...value,
      warehouse: carrier.warehouse,
      country: servedCountry(carrier, props.zones, value.country),
    }));
  }, [props.selected?._id]); // only a new choice moves them

  const checked = useMemo(
    () => checkPreview(props.card === "side" ? { ...input, warehouse: open[0]?._id ?? input.warehouse } : input),
    [input, props.card, open],
  );
  const local = (draft?: RateRange[]) =>
    checked.ok
      ? fromQuote(
          previewQuote({
            carriers: props.carriers,
            zones: props.zones,
            openWarehouses: open.map((w) => w._id),
            input: checked,
            sideCard: props.card === "side",
            draft: draft && props.selected ? { carrierId: props.selected._id, ranges: draft } : undefined,
          }),
        )
      : null;

  // Main card: the public calculator itself, asked a moment after the typing stops, and at once
  // after a save.
  const [live, setLive] = useState<{ key: string; outcome: Outcome | "failed" } | null>(null);
  const liveKey = checked.ok ? JSON.stringify([checked, props.version]) : "";
  const askedVersion = useRef(props.version);
  useEffect(() => {
    if (props.card !== "main" || !checked.ok) return;
    const saved = askedVersion.current !== props.version;
    askedVersion.current = props.version;
    let current = true;
    const timer = setTimeout(
      () => {
        api
          .publicQuote({
            country: checked.country,
            warehouse: checked.warehouse,
            weight: checked.grams / 1000,
            ...(checked.dimensions
              ? {
                  length: checked.dimensions.lengthCm,
                  width: checked.dimensions.widthCm,
                  height: checked.dimensions.heightCm,
                }
              : {}),
          })
          .then(
            (answer) => current && setLive({ key: liveKey, outcome: fromApi(answer.prices) }),
            (error: unknown) => {
              if (!current) return;
              if (error instanceof ApiError && error.code === "OUT_OF_RANGE") {
                setLive({ key: liveKey, outcome: { refused: refusalOfAnswer(error.fields?.weight) } });
              } else setLive({ key: liveKey, outcome: "failed" });
            },
          );
      },
      saved ? 0 : 300,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [liveKey]); // liveKey holds every input of the call

  const now: Outcome | "failed" | "loading" | null =
    props.card === "main" ? (checked.ok ? (live?.key === liveKey ? live.outcome : "loading") : null) : local();
  const after = props.draft ? local(props.draft) : null;

  const lines: Line[] = [];
  const add = (outcome: Outcome | "failed" | "loading" | null, side: "now" | "after") => {
    if (!outcome || typeof outcome === "string" || "refused" in outcome) return;
    for (const price of outcome.prices) {
      let line = lines.find((l) => l.id === price.id);
      if (!line) lines.push((line = { id: price.id, name: price.name, now: null, after: null }));
      line[side] = price.cents;
    }
  };
  add(after, "after");
  add(now, "now");
  const refused = (outcome: typeof now) =>
    outcome && typeof outcome !== "string" && "refused" in outcome ? outcome.refused : null;

  const set = (field: keyof PreviewInput) => (event: { target: { value: string } }) =>
    setInput((value) => ({ ...value, [field]: event.target.value }));
  const fieldError = (field: string) => (checked.ok ? undefined : fieldMessage("rates", checked.fields[field]));
  const numberField = (field: "weight" | "length" | "width" | "height", wide = false) => (
    <FormGroup
      label={t(`rates.preview.${field}`)}
      labelFor={`preview-${field}`}
      intent={fieldError(field) ? "danger" : "none"}
      className={wide ? "ipf-preview-weight" : undefined}
    >
      <InputGroup
        id={`preview-${field}`}
        size="small"
        inputMode="decimal"
        maxLength={10}
        value={input[field]}
        onChange={set(field)}
        intent={fieldError(field) ? "danger" : "none"}
        title={fieldError(field)}
      />
    </FormGroup>
  );
  const errors = checked.ok ? [] : [...new Set(Object.keys(checked.fields).map((f) => fieldError(f)))];
  const money = (cents: number | null) => (cents === null ? t("rates.preview.none") : formatDollars(cents / 100));

  return (
    <aside className="ipf-preview" aria-label={t("rates.preview.title")}>
      <h2>{t("rates.preview.title")}</h2>
      <FormGroup
        label={t("rates.preview.country")}
        labelFor="preview-country"
        intent={fieldError("country") ? "danger" : "none"}
      >
        <HTMLSelect id="preview-country" fill value={input.country} onChange={set("country")}>
          {SORTED_COUNTRIES.map((country) => (
            <option key={country.iso2} value={country.iso2}>
              {country.names.en}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      {props.card === "main" ? (
        <FormGroup label={t("rates.preview.warehouse")} labelFor="preview-warehouse">
          <HTMLSelect id="preview-warehouse" fill value={input.warehouse} onChange={set("warehouse")}>
            {open.map((warehouse) => (
              <option key={warehouse._id} value={warehouse._id}>
                {warehouse.city}, {warehouse.country}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      ) : null}
      <div className="ipf-preview-sizes">
        {numberField("weight", true)}
        {numberField("length")}
        {numberField("width")}
        {numberField("height")}
      </div>
      {errors.length ? (
        <Callout intent="danger" compact className="ipf-preview-note">
          {errors.join(" ")}
        </Callout>
      ) : null}
      {now === "loading" && lines.length === 0 ? <Spinner size={20} /> : null}
      {now === "failed" ? (
        <Callout intent="danger" compact className="ipf-preview-note">
          {t("rates.preview.failed")}
        </Callout>
      ) : null}
      {lines.length ? (
        <HTMLTable compact className="ipf-preview-table" aria-label={t("rates.preview.title")}>
          <thead>
            <tr>
              <th scope="col">{t("rates.preview.carrier")}</th>
              <th scope="col" className="ipf-num">
                {t("rates.preview.now")}
              </th>
              {props.draft ? (
                <th scope="col" className="ipf-num">
                  {t("rates.preview.after")}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr
                key={line.id}
                data-carrier={line.name}
                className={line.id === props.selected?._id ? "ipf-preview-selected" : undefined}
              >
                <td>
                  {line.name}
                  {index === 0 ? (
                    <Tag minimal intent="success" className="ipf-preview-tag">
                      {t("rates.preview.recommended")}
                    </Tag>
                  ) : null}
                </td>
                <td className="ipf-num" data-price="now">
                  {money(line.now)}
                </td>
                {props.draft ? (
                  <td className="ipf-num" data-price="after">
                    {money(line.after)}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
      {[refused(now), refused(after)]
        .filter((refusal) => refusal !== null)
        .slice(0, 1)
        .map((refusal) => (
          <Callout key="refused" intent="warning" compact className="ipf-preview-note" role="status">
            <RefusalText refusal={refusal} country={checked.ok ? checked.country : input.country} />
          </Callout>
        ))}
      <p className="bp6-text-muted ipf-preview-foot">
        {t(props.card === "main" ? "rates.preview.liveNote" : "rates.preview.localNote")}
      </p>
    </aside>
  );
}
