import { Button, Callout, Card, Checkbox, FormGroup, InputGroup } from "@blueprintjs/core";
import type { InsuranceSettingsResponse, InsuranceSettingsView } from "@ipf/shared/schemas/claims";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, validationMessage } from "../../i18n";
import { useSession } from "../../session";
import { PageHeader } from "../../shell/PageHeader";
import { formatDateTime } from "../../ui/format";
import { toast } from "../../ui/toaster";
import { useRead } from "../../ui/useRead";
import { money } from "./rules";
import "../storage/storage.css";

const FIELDS = ["ratePercent", "minPremium", "maxCover", "lostMarginDays"] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const valuesOf = (settings: InsuranceSettingsView): Values => ({
  ratePercent: String(settings.ratePercent),
  minPremium: settings.minPremium.toFixed(2),
  maxCover: settings.maxCover.toFixed(2),
  lostMarginDays: String(settings.lostMarginDays),
});

/**
 * insurance-settings: the insurance sold in the pay dialog (its share of the
 * declared value, minimum premium, maximum cover, the zones it is sold to)
 * and the margin after which an undelivered parcel may be claimed lost.
 * The API checks every field and says which is wrong; every save is kept,
 * and the latest show below the form.
 */
export function InsuranceSettingsPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const [loaded, setLoaded] = useState<Omit<InsuranceSettingsResponse, "error"> | null>(null);
  const [values, setValues] = useState<Values | null>(null);
  const [zoneIds, setZoneIds] = useState<string[]>([]);
  const [zones, setZones] = useState<{ _id: string; name: string }[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useRead(
    () => Promise.all([api.insuranceSettings(), api.zones()]),
    ([answer, zoneList]) => {
      setLoaded(answer);
      setValues(valuesOf(answer.settings));
      setZoneIds(answer.settings.zoneIds);
      setZones(zoneList.zones);
    },
    (error) => toast(errorMessage((error as { code?: string }).code ?? "INTERNAL"), "danger"),
    [api],
  );

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    setSaving(true);
    setErrors({});
    setFailure(null);
    try {
      await api.setInsuranceSettings({ ...values, zoneIds });
      const answer = await api.insuranceSettings();
      setLoaded(answer);
      setValues(valuesOf(answer.settings));
      toast(t("claims.settings.saved"));
    } catch (error) {
      const { code, fields } = error as { code?: string; fields?: Record<string, string> };
      if (code === "VALIDATION" && fields) {
        setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, validationMessage(v) ?? v])));
      } else setFailure(errorMessage(code ?? "INTERNAL"));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: (typeof FIELDS)[number]) => (
    <FormGroup
      key={name}
      label={t(`claims.settings.${name}`)}
      labelFor={`insurance-${name}`}
      helperText={errors[name]}
      intent={errors[name] ? "danger" : "none"}
    >
      <InputGroup
        id={`insurance-${name}`}
        inputMode="decimal"
        value={values?.[name] ?? ""}
        intent={errors[name] ? "danger" : "none"}
        onValueChange={(value) => setValues((shown) => (shown ? { ...shown, [name]: value } : shown))}
      />
    </FormGroup>
  );

  return (
    <>
      <PageHeader icon="shield" title={t("areas.insuranceSettings")} />
      <Card className="ipf-storage-fee-card">
        <form onSubmit={(event) => void save(event)} aria-label={t("areas.insuranceSettings")}>
          <p className="ipf-storage-fee-intro">{t("claims.settings.intro")}</p>
          {failure && <Callout intent="danger">{failure}</Callout>}
          {FIELDS.map(field)}
          <FormGroup
            label={t("claims.settings.zones")}
            helperText={errors.zoneIds}
            intent={errors.zoneIds ? "danger" : "none"}
          >
            {zones.map((zone) => (
              <Checkbox
                key={zone._id}
                inline
                label={zone.name}
                checked={zoneIds.includes(zone._id)}
                onChange={(event) =>
                  setZoneIds((ids) =>
                    event.currentTarget.checked ? [...ids, zone._id] : ids.filter((id) => id !== zone._id),
                  )
                }
              />
            ))}
          </FormGroup>
          <Button
            type="submit"
            intent="primary"
            icon="floppy-disk"
            loading={saving}
            disabled={!values}
            text={t("claims.settings.save")}
          />
        </form>
        <h4>{t("claims.settings.changes")}</h4>
        {loaded && loaded.changes.length === 0 && <p>{t("claims.settings.noChanges")}</p>}
        <ul className="ipf-storage-fee-intro" data-testid="insurance-changes">
          {loaded?.changes.map((change) => (
            <li key={change.changedAt + change.settings.ratePercent}>
              {t("claims.settings.change", {
                date: formatDateTime(change.changedAt),
                name: change.changedBy ?? t("claims.settings.someone"),
                rate: change.settings.ratePercent,
                min: money(change.settings.minPremium, "USD"),
                max: money(change.settings.maxCover, "USD"),
                margin: change.settings.lostMarginDays,
                zones: change.settings.zoneIds.length
                  ? t("claims.settings.someZones", { count: change.settings.zoneIds.length })
                  : t("claims.settings.everywhere"),
              })}
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
