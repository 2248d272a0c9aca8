import { Button, Callout, Classes, InputGroup, Radio, RadioGroup, Spinner, Tag } from "@blueprintjs/core";
import type { Carrier } from "@ipf/shared/schemas/rates";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api";
import { errorMessage } from "../../i18n";
import { useSession } from "../../session";
import { ActionDialog, DialogError } from "../../ui/ActionDialog";
import { describedBy, FieldGroup } from "../../ui/FieldGroup";
import { fieldMessage } from "../../ui/fieldMessage";
import { SelectField } from "../../ui/SelectField";
import { toast } from "../../ui/toaster";
import type { CarrierSavedProps } from "./CarrierDialogs";
import {
  chooseEngineCarrier,
  engineCarrierChoices,
  engineLinkText,
  engineModeOf,
  engineServiceChoices,
  linkFieldErrors,
  linkFormOf,
  linkRequest,
  type EngineCatalogue,
  type EngineChoice,
  type LinkFieldErrors,
  type LinkForm,
} from "./rules";

/** How a carrier ships: "karrio: colissimo_international", or "Manual tracking". */
export function EngineTag({
  carrier,
  className,
  compact = false,
}: {
  carrier: Carrier;
  className?: string;
  /** The carrier list's narrow column: the engine's carrier only; the service in the tag's title. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const link = carrier.engineLink;
  const text = engineLinkText(link);
  return link && text ? (
    <Tag
      minimal
      intent="primary"
      icon="link"
      className={className}
      title={t("rates.linkedTitle", { carrier: link.carrier, service: link.service })}
    >
      {t("rates.linkedTag", { link: compact ? link.carrier : text })}
    </Tag>
  ) : (
    <Tag minimal className={className} title={t("rates.manualTitle")}>
      {t("rates.manualTag")}
    </Tag>
  );
}

type Loaded = { state: "loading" } | { state: "failed"; code: string } | { state: "ready"; catalogue: EngineCatalogue };

/**
 * Links a carrier (of either card) to the shipping engine's carrier and
 * service, or makes it manual. What the engine offers is asked first: a
 * carrier then one of its services when it answers; the slugs typed when it
 * does not (checked at the first purchase); manual only without an engine
 * or without a carrier connection in it. A refused link keeps what was
 * chosen, each message on its field.
 */
export function EngineLinkDialog(props: CarrierSavedProps & { carrier: Carrier }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const { carrier } = props;
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [form, setForm] = useState<LinkForm>(() => linkFormOf(carrier.engineLink));
  const [errors, setErrors] = useState<LinkFieldErrors>({});

  const load = useCallback(async () => {
    setLoaded({ state: "loading" });
    try {
      const { error: _flag, ...catalogue } = await api.engineCarriers();
      setLoaded({ state: "ready", catalogue });
    } catch (error) {
      setLoaded({ state: "failed", code: error instanceof ApiError ? error.code : "INTERNAL" });
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  const catalogue = loaded.state === "ready" ? loaded.catalogue : null;
  const mode = catalogue ? engineModeOf(catalogue) : null;
  const manualOnly = mode === "none" || mode === "empty";
  const current = carrier.engineLink;
  const currentText = engineLinkText(current);

  const update = (next: LinkForm, field?: keyof LinkFieldErrors) => {
    setForm(next);
    if (field) setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const submit = async () => {
    const request = linkRequest(carrier._id, manualOnly ? { ...form, manual: true } : form, catalogue);
    if (!request.ok) {
      setErrors(request.fields);
      throw new DialogError(t("rates.engine.checkFields"));
    }
    setErrors({});
    try {
      const answer = await api.linkCarrierToEngine(request.body);
      const link = engineLinkText(answer.company.engineLink);
      const name = answer.company.name;
      toast(link ? t("rates.engine.linkedDone", { name, link }) : t("rates.engine.manualDone", { name }));
      props.onDone(answer.company);
    } catch (error) {
      const fields = error instanceof ApiError && error.code === "VALIDATION" ? linkFieldErrors(error.fields) : {};
      if (Object.keys(fields).length) {
        setErrors(fields);
        throw new DialogError(t("rates.engine.checkFields"));
      }
      throw error;
    }
  };

  // Without an engine or a carrier connection, the one thing to do is to make a linked carrier manual.
  const action = manualOnly ? (current ? t("rates.engine.makeManual") : undefined) : t("rates.engine.save");
  const choiceLabel = (choice: EngineChoice) =>
    choice.gone ? t("rates.engine.gone", { label: choice.label }) : choice.label;
  const goneHint = (choices: EngineChoice[], value: string) =>
    choices.some((choice) => choice.gone && choice.value === value) ? (
      <div className={`${Classes.FORM_HELPER_TEXT} ipf-engine-gone`}>{t("rates.engine.goneHint")}</div>
    ) : null;

  const how = (
    <RadioGroup
      label={t("rates.engine.how")}
      name="engine-link-how"
      selectedValue={form.manual ? "manual" : "linked"}
      onChange={(event) => update({ ...form, manual: event.currentTarget.value === "manual" })}
    >
      <Radio value="linked" label={t("rates.engine.linked")} autoFocus={!form.manual} />
      <Radio value="manual" label={t("rates.engine.manual")} autoFocus={form.manual} />
    </RadioGroup>
  );

  const picked = (known: EngineCatalogue) => {
    const carriers = engineCarrierChoices(known, current);
    const services = engineServiceChoices(known, form.carrier, current);
    const carrierMessage = fieldMessage("rates", errors.engineCarrier);
    const serviceMessage = fieldMessage("rates", errors.engineService);
    return (
      <div className="ipf-engine-fields">
        <SelectField
          id="engine-carrier"
          label={t("rates.engine.carrier")}
          message={carrierMessage}
          empty={t("rates.engine.chooseCarrier")}
          options={carriers.map((choice) => ({ value: choice.value, label: choiceLabel(choice) }))}
          value={form.carrier}
          onChange={(event) => update(chooseEngineCarrier(form, event.currentTarget.value, known), "engineCarrier")}
          after={carrierMessage ? null : goneHint(carriers, form.carrier)}
        />
        <SelectField
          id="engine-service"
          label={t("rates.engine.service")}
          message={serviceMessage}
          empty={t(form.carrier ? "rates.engine.chooseService" : "rates.engine.serviceFirst")}
          options={services.map((choice) => ({ value: choice.value, label: choiceLabel(choice) }))}
          value={form.service}
          disabled={!form.carrier}
          onChange={(event) => update({ ...form, service: event.currentTarget.value }, "engineService")}
          after={serviceMessage ? null : goneHint(services, form.service)}
        />
      </div>
    );
  };

  const slug = (name: "carrier" | "service") => {
    const field = name === "carrier" ? "engineCarrier" : "engineService";
    const id = `engine-${name}`;
    const message = fieldMessage("rates", errors[field]);
    return (
      <FieldGroup
        id={id}
        label={t(`rates.engine.${name}Slug`)}
        message={message}
        helper={t(`rates.engine.${name}SlugHint`)}
      >
        <InputGroup
          id={id}
          value={form[name]}
          onChange={(event) => update({ ...form, [name]: event.currentTarget.value }, field)}
          autoComplete="off"
          spellCheck={false}
          maxLength={name === "carrier" ? 64 : 120}
          intent={message ? "danger" : "none"}
          {...describedBy(id, message)}
        />
      </FieldGroup>
    );
  };

  let body;
  if (loaded.state === "loading") {
    body = (
      <div className="ipf-engine-loading" role="status">
        <Spinner size={20} /> {t("rates.engine.loading")}
      </div>
    );
  } else if (loaded.state === "failed") {
    body = (
      <Callout intent="danger" icon="error" role="alert">
        {t("rates.engine.failed")} {errorMessage(loaded.code)}{" "}
        <Button
          size="small"
          variant="minimal"
          icon="refresh"
          text={t("rates.engine.retry")}
          onClick={() => void load()}
        />
      </Callout>
    );
  } else if (mode === "none" || mode === "empty") {
    body = (
      <>
        <Callout intent={mode === "none" ? "primary" : "warning"} icon="info-sign" className="ipf-engine-callout">
          {mode === "none" ? (
            <>
              <p>
                <strong>{t("rates.engine.none")}</strong>
              </p>
              <p>{t("rates.engine.noneWhy")}</p>
            </>
          ) : (
            <p>{t("rates.engine.empty")}</p>
          )}
        </Callout>
        <p>
          {currentText
            ? t(mode === "none" ? "rates.engine.noneLinked" : "rates.engine.emptyLinked", { link: currentText })
            : t("rates.engine.nowManual")}
        </p>
      </>
    );
  } else {
    body = (
      <>
        {mode === "typed" ? (
          <Callout intent="warning" icon="offline" className="ipf-engine-callout" role="status">
            {t("rates.engine.unreachable")}
          </Callout>
        ) : catalogue?.engine === "local" ? (
          <Callout icon="lab-test" className="ipf-engine-callout">
            {t("rates.engine.local")}
          </Callout>
        ) : null}
        {how}
        {form.manual ? null : mode === "typed" ? (
          <div className="ipf-engine-fields">
            {slug("carrier")}
            {slug("service")}
          </div>
        ) : (
          picked(catalogue!)
        )}
      </>
    );
  }

  return (
    <ActionDialog
      isOpen
      title={t("rates.engine.title", { name: carrier.name })}
      icon="link"
      action={action}
      width={560}
      onClose={props.onClose}
      onStale={props.onStale}
      fieldLabels={{ engineCarrier: t("rates.engine.carrier"), engineService: t("rates.engine.service") }}
      onSubmit={action ? submit : undefined}
      disabled={loaded.state !== "ready"}
    >
      <p className={Classes.TEXT_MUTED}>{t("rates.engine.intro")}</p>
      {body}
    </ActionDialog>
  );
}
