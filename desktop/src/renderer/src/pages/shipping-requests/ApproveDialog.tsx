import { Button, Callout, FormGroup, HTMLSelect, InputGroup, Spinner, Tag } from "@blueprintjs/core";
import type { LiveRatesAnswer } from "@ipf/shared/schemas/live-rates";
import type { PriceLine } from "@ipf/shared/schemas/rates";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { validationMessage } from "../../i18n";
import { approvalTexts } from "./texts";
import { useSession } from "../../session";
import { ActionDialog, DialogError, type ParcelDialogProps } from "../../ui/ActionDialog";
import { formatCentsIn, formatDimensions, formatDollars, formatKg, formatPercent } from "../../ui/format";
import { CustomerAsks } from "../../ui/CustomerAsks";
import { FailedCallout } from "../../ui/FailedCallout";
import { toast } from "../../ui/toaster";
import {
  carriersFor,
  checkMethods,
  countryName,
  initialMethods,
  newMethod,
  quotedPrice,
  rowLiveRate,
  type MethodErrors,
  type MethodRow,
  type ShippingCompany,
} from "./rules";

type Loaded =
  | { state: "loading" }
  | { state: "failed" }
  | { state: "ready"; carriers: ShippingCompany[]; quote: PriceLine[]; quoted: boolean };

/** The shipping engine's live rates: asked apart, so that the form never waits on them. */
type Live = { state: "asking" } | { state: "down" } | { state: "ready"; answer: LiveRatesAnswer };

type MessageKey = keyof typeof approvalTexts.messages;

/** A message key of the form's checks, as the dialog shows it. */
export function useMethodMessage() {
  const { t } = useTranslation();
  return (key: string | undefined) =>
    key === undefined
      ? undefined
      : key in approvalTexts.messages
        ? t(`approvals.messages.${key as MessageKey}`)
        : validationMessage(key);
}

/**
 * Approve a shipping request: the carriers of the parcel's warehouse, priced
 * by the rate card for its weight, measures and destination, editable before
 * they are sent; rows can be added (price 0, no carrier) and removed.
 * Beside each carrier linked to the shipping engine, the engine's live rate
 * (our cost) and the margin of the price typed; the engine down or absent is
 * said in one line, and the rate card's prices stand.
 */
export function ApproveDialog(props: ParcelDialogProps) {
  const { parcel, onClose, onDone, onStale } = props;
  const { api } = useSession();
  const { t } = useTranslation();
  const message = useMethodMessage();
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [live, setLive] = useState<Live>({ state: "asking" });
  const [rows, setRows] = useState<MethodRow[]>([]);
  const [errors, setErrors] = useState<MethodErrors | null>(null);
  // Once the operator has tried to send, the messages follow what is typed.
  const [tried, setTried] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let live = true;
    setLoaded({ state: "loading" });
    const country = parcel.shippingAddress?.country;
    const quote = country
      ? api
          .quote({
            country,
            weight: parcel.weight,
            length: parcel.length,
            width: parcel.width,
            height: parcel.height,
            warehouse: parcel.warehouse._id,
          })
          .then((prices) => ({ prices, quoted: true }))
          // No price on the card (too heavy, a country of no zone): staff price it by hand.
          .catch(() => ({ prices: [] as PriceLine[], quoted: false }))
      : Promise.resolve({ prices: [] as PriceLine[], quoted: false });
    Promise.all([api.carriers(), quote])
      .then(([all, { prices, quoted }]) => {
        if (!live) return;
        const carriers = carriersFor(all, parcel.warehouse._id);
        setLoaded({ state: "ready", carriers, quote: prices, quoted: quoted && prices.length > 0 });
        setRows(initialMethods(carriers, prices));
        setErrors(null);
      })
      .catch(() => live && setLoaded({ state: "failed" }));
    return () => {
      live = false;
    };
  }, [api, parcel, attempt]);

  useEffect(() => {
    let current = true;
    setLive({ state: "asking" });
    api
      .liveRates(parcel._id)
      .then((answer) => current && setLive({ state: "ready", answer }))
      // Down, slow, or any other failure: the rate card stands, approval goes on.
      .catch(() => current && setLive({ state: "down" }));
    return () => {
      current = false;
    };
  }, [api, parcel, attempt]);

  const update = (next: MethodRow[]) => {
    setRows(next);
    if (tried) {
      const check = checkMethods(parcel._id, next);
      setErrors(check.ok ? null : check.errors);
    }
  };

  const change = (key: string, patch: Partial<MethodRow>) =>
    update(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const fieldLabels = useMemo(() => {
    const labels: Record<string, string> = { ...approvalTexts.fieldLabels };
    rows.forEach((_, index) => {
      const method = t("approvals.methodNumber", { number: index + 1 });
      labels[`methods.${index}.company`] = `${method}: ${t("approvals.carrier")}`;
      labels[`methods.${index}.price`] = `${method}: ${t("approvals.price")}`;
    });
    return labels;
  }, [rows, t]);

  const submit = async () => {
    if (loaded.state !== "ready") return;
    setTried(true);
    const check = checkMethods(parcel._id, rows);
    if (!check.ok) {
      setErrors(check.errors);
      throw new DialogError(check.errors.form ? message(check.errors.form)! : t("errors.VALIDATION"));
    }
    setErrors(null);
    await api.approve(check.body);
    toast(t("approvals.approved"));
    onDone();
  };

  const carriers = loaded.state === "ready" ? loaded.carriers : [];
  const quote = loaded.state === "ready" ? loaded.quote : [];
  const liveLines = live.state === "ready" ? live.answer.rates : [];
  const euroRate = live.state === "ready" ? live.answer.euroRate : null;
  const liveNote =
    live.state === "asking"
      ? t("approvals.live.asking")
      : live.state === "down"
        ? t("approvals.live.down")
        : live.answer.engine === "none"
          ? t("approvals.live.none")
          : euroRate
            ? euroRate.stale || !euroRate.date
              ? t("approvals.live.euroRateStale", { rate: formatRate(euroRate.usdPerEur) })
              : t("approvals.live.euroRate", { rate: formatRate(euroRate.usdPerEur), date: euroRate.date })
            : null;

  return (
    <ActionDialog
      isOpen
      title={t("approvals.approveTitle", { code: parcel.packageId })}
      icon="tick-circle"
      action={t("approvals.approveAction")}
      intent="success"
      onSubmit={submit}
      onClose={onClose}
      onStale={onStale}
      fieldLabels={fieldLabels}
      disabled={loaded.state !== "ready"}
      width={680}
    >
      <p>{t("approvals.approveIntro", { warehouse: countryName(parcel.warehouse.country) })}</p>
      <div className="ipf-dialog-summary">
        <strong>{parcel.user?.fullName ?? "—"}</strong>
        <span data-testid="approve-destination">
          {t("approvals.destination", {
            country: countryName(parcel.shippingAddress?.country),
            weight: formatKg(parcel.weight),
            dimensions: formatDimensions(parcel.length, parcel.width, parcel.height),
          })}
        </span>
      </div>
      <CustomerAsks
        removeBills={parcel.shippingOptions.removeBills}
        removeShoeBoxes={parcel.shippingOptions.removeShoeBoxes}
        note={parcel.shippingOptions.additionalNote}
      />
      {loaded.state === "loading" ? (
        <Callout icon={<Spinner size={16} />}>{t("approvals.loadingOffers")}</Callout>
      ) : loaded.state === "failed" ? (
        <FailedCallout onRetry={() => setAttempt((n) => n + 1)}>{t("approvals.carriersFailed")}</FailedCallout>
      ) : (
        <>
          {carriers.length === 0 ? (
            <Callout intent="warning" icon="warning-sign" className="ipf-dialog-error">
              {t("approvals.noCarriers")}
            </Callout>
          ) : !loaded.quoted ? (
            <Callout intent="warning" icon="info-sign" className="ipf-dialog-error">
              {t("approvals.noQuote")}
            </Callout>
          ) : null}
          <ol className="ipf-methods" aria-label={t("approvals.methodsLabel")}>
            {rows.map((row, index) => {
              const number = index + 1;
              const rowErrors = errors?.rows[index];
              const companyError = message(rowErrors?.company);
              const priceError = message(rowErrors?.price);
              const rate = row.company ? quotedPrice(quote, row.company) : undefined;
              const engine = row.company ? rowLiveRate(liveLines, row.company, row.price) : null;
              const engineId = `${row.key}-engine`;
              const method = t("approvals.methodNumber", { number });
              return (
                <li key={row.key} className="ipf-method" aria-label={method}>
                  <span className="ipf-method-number" aria-hidden>
                    {number}.
                  </span>
                  <FormGroup intent={companyError ? "danger" : "none"} helperText={companyError}>
                    <HTMLSelect
                      fill
                      aria-label={`${method}: ${t("approvals.carrier")}`}
                      value={row.company}
                      onChange={(event) => change(row.key, { company: event.target.value })}
                      aria-invalid={companyError ? true : undefined}
                    >
                      <option value="">{t("approvals.chooseCarrier")}</option>
                      {carriers.map((carrier) => (
                        <option key={carrier._id} value={carrier._id}>
                          {carrier.name}
                        </option>
                      ))}
                    </HTMLSelect>
                    {row.company ? (
                      <div className="ipf-method-hint">
                        {rate === undefined
                          ? t("approvals.noRate")
                          : t("approvals.rateCard", { price: formatDollars(rate) })}
                      </div>
                    ) : null}
                    {engine ? <EngineLine id={engineId} engine={engine} /> : null}
                  </FormGroup>
                  <FormGroup intent={priceError ? "danger" : "none"} helperText={priceError}>
                    <InputGroup
                      aria-label={`${method}: ${t("approvals.price")}`}
                      value={row.price}
                      inputMode="decimal"
                      autoComplete="off"
                      leftElement={<Tag minimal>$</Tag>}
                      intent={priceError ? "danger" : "none"}
                      aria-invalid={priceError ? true : undefined}
                      aria-describedby={engine ? engineId : undefined}
                      onChange={(event) => change(row.key, { price: event.target.value })}
                    />
                  </FormGroup>
                  <Button
                    variant="minimal"
                    icon="trash"
                    aria-label={t("approvals.removeMethod", { number })}
                    onClick={() => {
                      // The button goes with its row: the focus stays in the form, for Ctrl+Enter.
                      addButton.current?.focus();
                      update(rows.filter((other) => other.key !== row.key));
                    }}
                  />
                </li>
              );
            })}
          </ol>
          {liveNote ? (
            <p className="ipf-method-hint ipf-live-note" role="status" data-testid="live-rates-note">
              {liveNote}
            </p>
          ) : null}
          <Button
            ref={addButton}
            icon="add"
            variant="outlined"
            text={t("approvals.addMethod")}
            onClick={() => update([...rows, newMethod()])}
          />
        </>
      )}
    </ActionDialog>
  );
}

/** Dollars for one euro, as the ECB gives it: "$1.0812". */
const formatRate = (usdPerEur: number) => `$${usdPerEur.toFixed(4)}`;

/** A method row's line from the engine: its cost and the margin of the price typed, or its refusal. */
function EngineLine({ id, engine }: { id: string; engine: NonNullable<ReturnType<typeof rowLiveRate>> }) {
  const { t } = useTranslation();
  if (engine.kind === "refused") {
    return (
      <div id={id} className="ipf-method-hint ipf-engine-refused">
        {t("approvals.live.refused", { message: engine.message })}
      </div>
    );
  }
  const cost = formatCentsIn(engine.cost.cents, engine.cost.currency);
  const converted = engine.costCents !== null && engine.cost.currency !== "USD";
  const { margin } = engine;
  return (
    <div id={id} className="ipf-method-hint ipf-engine-cost">
      {converted
        ? t("approvals.live.converted", { cost, converted: formatCentsIn(engine.costCents!, "USD") })
        : t("approvals.live.cost", { cost })}
      {engine.costCents === null ? ` · ${t("approvals.live.notConverted")}` : null}
      {margin ? (
        <>
          {" · "}
          <span className={margin.cents < 0 ? "ipf-margin-loss" : undefined}>
            {margin.percent === null
              ? t("approvals.live.marginAmount", { amount: formatCentsIn(margin.cents, "USD") })
              : t("approvals.live.margin", {
                  amount: formatCentsIn(margin.cents, "USD"),
                  percent: formatPercent(margin.percent),
                })}
          </span>
        </>
      ) : null}
    </div>
  );
}
