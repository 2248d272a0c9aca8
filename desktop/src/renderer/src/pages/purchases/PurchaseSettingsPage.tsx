import { Callout, Card, FormGroup, InputGroup } from "@blueprintjs/core";
import { purchaseFeeCents } from "@ipf/shared/rules/purchases";
import type { PurchaseSettingsView } from "@ipf/shared/schemas/purchases";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api";
import { errorMessage, validationMessage } from "../../i18n";
import { useSession } from "../../session";
import { PageHeader } from "../../shell/PageHeader";
import { formatCentsIn } from "../../ui/format";
import { LatestChanges, type ChangeLine } from "../../ui/LatestChanges";
import { onCtrlEnter, SendButton } from "../../ui/shortcut";
import { toast } from "../../ui/toaster";
import { centsOfTyped } from "./money";
import "../storage/storage.css";
import "./purchases.css";

const FIELDS = ["feePercent", "minimumFee", "validityDays"] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const valuesOf = (settings: PurchaseSettingsView): Values => ({
  feePercent: String(settings.feePercent),
  minimumFee: settings.minimumFee.toFixed(2),
  validityDays: String(settings.validityDays),
});

/** The fee a worked example of 100 € of goods would pay, as typed; null while a field cannot be read. */
function exampleFee(values: Values): number | null {
  const percent = Number(values.feePercent.replace(",", "."));
  const minimum = centsOfTyped(values.minimumFee);
  if (!values.feePercent.trim() || !Number.isFinite(percent) || minimum === null) return null;
  return purchaseFeeCents(10_000, { feeBasisPoints: Math.round(percent * 100), minimumFeeCents: minimum });
}

/**
 * purchase-settings: Buy for me's service fee (a share of the goods, with a
 * minimum) and the days a quote may be paid. The API checks each field and
 * says which is wrong; every save goes to the one change log of the admin
 * settings, whose latest entries show below.
 */
export function PurchaseSettingsPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const [values, setValues] = useState<Values | null>(null);
  const [changes, setChanges] = useState<ChangeLine[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const euros = (amount: number) => formatCentsIn(Math.round(amount * 100), "EUR");
  const load = async () => {
    const answer = await api.purchaseSettings();
    setValues(valuesOf(answer.settings));
    setChanges(
      answer.changes.map((change) => ({
        what: t("purchases.settings.change", {
          percent: change.settings.feePercent,
          minimum: euros(change.settings.minimumFee),
          days: change.settings.validityDays,
        }),
        by: change.changedBy,
        at: change.changedAt,
      })),
    );
  };

  useEffect(() => {
    load().catch((error: unknown) => {
      setChanges([]);
      setFailure(errorMessage(error instanceof ApiError ? error.code : "INTERNAL"));
    });
    // Loaded once; `load` reads the session's api.
  }, [api]);

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!values || saving) return;
    setSaving(true);
    setErrors({});
    setFailure(null);
    try {
      await api.setPurchaseSettings(values);
      await load();
      toast(t("purchases.settings.saved"));
    } catch (error) {
      const { code, fields } = error instanceof ApiError ? error : { code: "INTERNAL", fields: undefined };
      if (code === "VALIDATION" && fields) {
        setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, validationMessage(v) ?? v])));
      } else setFailure(errorMessage(code));
    } finally {
      setSaving(false);
    }
  };

  const fee = values ? exampleFee(values) : null;
  return (
    <>
      <PageHeader icon="shopping-cart" title={t("areas.purchaseSettings")} />
      <Card className="ipf-storage-fee-card">
        <form
          onSubmit={(event) => void save(event)}
          aria-label={t("areas.purchaseSettings")}
          noValidate
          onKeyDown={onCtrlEnter(() => void save())}
        >
          <p className="ipf-storage-fee-intro">{t("purchases.settings.intro")}</p>
          {failure ? (
            <Callout intent="danger" role="alert">
              {failure}
            </Callout>
          ) : null}
          {FIELDS.map((name, index) => (
            <FormGroup
              key={name}
              label={t(`purchases.settings.${name}`)}
              labelFor={`purchase-${name}`}
              helperText={errors[name] ?? t(`purchases.settings.${name}Help`)}
              intent={errors[name] ? "danger" : "none"}
            >
              <InputGroup
                id={`purchase-${name}`}
                inputMode={name === "validityDays" ? "numeric" : "decimal"}
                autoFocus={index === 0}
                value={values?.[name] ?? ""}
                intent={errors[name] ? "danger" : "none"}
                onValueChange={(value) => setValues((shown) => (shown ? { ...shown, [name]: value } : shown))}
              />
            </FormGroup>
          ))}
          {fee !== null ? (
            <p className="ipf-purchase-sub">
              {t("purchases.settings.example", { goods: formatCentsIn(10_000, "EUR"), fee: formatCentsIn(fee, "EUR") })}
            </p>
          ) : null}
          <SendButton icon="floppy-disk" loading={saving} disabled={!values} text={t("purchases.settings.save")} />
        </form>
        <LatestChanges
          className="ipf-storage-fee-history"
          title={t("purchases.settings.history")}
          empty={t("purchases.settings.noHistory")}
          changes={changes}
          byText={(name, date) => t("purchases.settings.by", { name: name ?? t("purchases.settings.someone"), date })}
        />
      </Card>
    </>
  );
}
