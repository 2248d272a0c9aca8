import { Callout, Checkbox, InputGroup, Switch, Tag } from "@blueprintjs/core";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  addZoneRequestSchema,
  countriesUncoveredSchema,
  type AddZoneRequest,
  type Zone,
} from "@ipf/shared/schemas/rates";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api";
import { useSession } from "../../session";
import { DialogError, type DialogProps } from "../../ui/ActionDialog";
import { ConfigDialog } from "../../ui/ConfigDialog";
import { FormField } from "../../ui/FormField";
import { toast } from "../../ui/toaster";
import { fieldMessage } from "../../ui/fieldMessage";
import {
  countryGroups,
  leftUncovered,
  sharedCountries,
  toggleCountry,
  toggleGroup,
  uncoveredList,
  zonesByCountry,
} from "./rules";

interface ZoneForm {
  name: string;
  countries: string[];
}

interface ZoneDialogProps extends DialogProps {
  zone: Zone | null;
  zones: readonly Zone[];
}

/**
 * New zone or edit one: a name, and countries ticked in a searchable list
 * grouped by region, with the count; a country another zone holds too is
 * marked. A refused save keeps everything typed and shows each message on
 * its field. A save that would leave countries in no zone lists them and
 * asks again ("Save anyway"), for these very countries: the list the screen
 * holds, or the API's when another desk changed the zones meanwhile.
 */
export function ZoneDialog(props: ZoneDialogProps) {
  const { t } = useTranslation();
  const { api } = useSession();
  const { zone } = props;
  const form = useForm<ZoneForm, unknown, AddZoneRequest>({
    resolver: zodResolver(addZoneRequestSchema) as never,
    defaultValues: { name: zone?.name ?? "", countries: [...(zone?.countries ?? [])] },
  });
  const { errors } = form.formState;
  const countries = form.watch("countries");
  const chosen = useMemo(() => new Set(countries), [countries]);
  const [query, setQuery] = useState("");
  const [chosenOnly, setChosenOnly] = useState(false);
  const byCountry = useMemo(() => zonesByCountry(props.zones), [props.zones]);
  const groups = useMemo(
    () =>
      countryGroups(query, chosen)
        .map((group) => ({
          ...group,
          countries: chosenOnly ? group.countries.filter((c) => chosen.has(c.iso2)) : group.countries,
        }))
        .filter((group) => group.countries.length > 0),
    [query, chosen, chosenOnly],
  );
  const shared = sharedCountries(zone?._id ?? null, countries, byCountry);
  // The countries a save would leave in no zone, shown for the choice they were found for.
  const [uncovered, setUncovered] = useState<{ choice: string; countries: string[] } | null>(null);
  const choice = [...countries].sort().join(",");
  const asking = uncovered?.choice === choice ? uncovered.countries : null;
  const setCountries = (next: string[]) => form.setValue("countries", next, { shouldDirty: true });

  const nameError = fieldMessage("zones", errors.name?.message);
  const countriesError = fieldMessage("zones", errors.countries?.message ?? errors.countries?.root?.message);

  const submit = async () => {
    if (!(await form.trigger())) throw new DialogError(t("zones.checkFields"));
    const body = addZoneRequestSchema.parse(form.getValues());
    // The countries the admin was shown and saves anyway; the API refuses any other left in no zone.
    const allowUncovered = asking ?? [];
    const left = leftUncovered(zone, body.countries, props.zones).filter((code) => !allowUncovered.includes(code));
    if (left.length) {
      setUncovered({ choice, countries: left });
      return;
    }
    try {
      const answer = zone ? await api.editZone(zone._id, { ...body, allowUncovered }) : await api.addZone(body);
      toast(t(zone ? "zones.updated" : "zones.created", { name: answer.zone.name }));
      props.onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === "VALIDATION" && error.fields) {
        for (const [field, key] of Object.entries(error.fields)) {
          form.setError(field.startsWith("countries") ? "countries" : "name", { message: key });
        }
        throw new DialogError(t("zones.checkFields"));
      }
      const named = error instanceof ApiError && error.code === "COUNTRIES_UNCOVERED";
      const told = named ? countriesUncoveredSchema.safeParse(error.body) : null;
      if (told?.success) {
        setUncovered({ choice, countries: told.data.countries });
        return;
      }
      if (error instanceof ApiError && error.code === "ZONE_EXISTS") {
        form.setError("name", { message: error.code });
        throw new DialogError(t("zones.checkFields"));
      }
      throw error;
    }
  };

  return (
    <ConfigDialog
      texts="zones"
      editing={zone && { name: zone.name }}
      icon="globe"
      width={820}
      dialog={props}
      onSubmit={submit}
      confirm={asking ? { action: t("zones.saveAnyway"), intent: "danger" } : null}
    >
      <FormField
        id="zone-name"
        label={t("zones.name")}
        registration={form.register("name")}
        message={nameError}
        helper={t("zones.nameHint")}
        autoFocus
        autoComplete="off"
        maxLength={200}
      />

      <fieldset className="ipf-zone-countries-field" aria-describedby="zone-countries-count">
        <legend>{t("zones.countries")}</legend>
        <div className="ipf-zone-picker-bar">
          <InputGroup
            type="search"
            leftIcon="search"
            value={query}
            placeholder={t("zones.countrySearch")}
            aria-label={t("zones.countrySearch")}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              // Enter in the search must not submit the dialog.
              if (event.key === "Enter" && !event.ctrlKey && !event.metaKey) event.preventDefault();
            }}
          />
          <Switch
            checked={chosenOnly}
            label={t("zones.showChosen")}
            onChange={() => setChosenOnly((value) => !value)}
            className="ipf-zone-chosen-only"
          />
          <Tag large round intent={countries.length ? "primary" : "none"} id="zone-countries-count">
            {t("zones.chosen", { count: countries.length })}
          </Tag>
        </div>
        {countriesError ? (
          <Callout intent="danger" compact className="ipf-zone-callout">
            {countriesError}
          </Callout>
        ) : null}
        {asking ? (
          <Callout
            intent="danger"
            icon="warning-sign"
            className="ipf-zone-callout"
            role="alert"
            title={t("zones.leftTitle", { count: asking.length })}
            data-testid="zone-left-uncovered"
          >
            <p className="ipf-zone-left">{uncoveredList(asking)}</p>
            {t("zones.leftText")}
          </Callout>
        ) : null}
        <div className="ipf-zone-picker" role="group" aria-label={t("zones.countries")}>
          {groups.length === 0 ? <p className="bp6-text-muted">{t("zones.noCountryMatch", { q: query })}</p> : null}
          {groups.map((group) => {
            const ticked = group.countries.filter((c) => chosen.has(c.iso2)).length;
            const label = t(`zones.regions.${group.region}`);
            return (
              <section key={group.region} className="ipf-zone-region" aria-label={label}>
                <header className="ipf-zone-region-head">
                  <Checkbox
                    checked={ticked === group.countries.length}
                    indeterminate={ticked > 0 && ticked < group.countries.length}
                    label={label}
                    aria-label={`${label}: ${t(ticked === group.countries.length ? "zones.clearShown" : "zones.selectShown")}`}
                    onChange={() => setCountries(toggleGroup(form.getValues("countries"), group.countries))}
                  />
                  <span className="bp6-text-muted">
                    {t("zones.regionCount", { chosen: group.chosen, total: group.total })}
                  </span>
                </header>
                <div className="ipf-zone-region-list">
                  {group.countries.map((country) => {
                    const others = (byCountry.get(country.iso2) ?? [])
                      .filter((other) => other.id !== zone?._id)
                      .map((other) => other.name);
                    return (
                      <Checkbox
                        key={country.iso2}
                        checked={chosen.has(country.iso2)}
                        onChange={() => setCountries(toggleCountry(form.getValues("countries"), country.iso2))}
                        className="ipf-zone-country"
                        labelElement={
                          <span>
                            {country.names.en} <span className="bp6-text-muted">{country.iso2}</span>
                            {others.length ? (
                              <span className="ipf-zone-other" title={t("zones.inOther", { zones: others.join(", ") })}>
                                {" "}
                                · {t("zones.inOther", { zones: others.join(", ") })}
                              </span>
                            ) : null}
                          </span>
                        }
                      />
                    );
                  })}
                </div>
              </section>
            );
          })}
        </div>
      </fieldset>
      {shared.length ? (
        <Callout intent="warning" icon="warning-sign" compact className="ipf-zone-callout" role="status">
          {t("zones.sharedWarning", { count: shared.length })}
        </Callout>
      ) : null}
    </ConfigDialog>
  );
}
