import { Classes, FormGroup, HTMLSelect, InputGroup, SegmentedControl, Tag, TextArea } from "@blueprintjs/core";
import { ALERT_TYPES, type StaffAlert } from "@ipf/shared/schemas/alerts";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CustomerOption } from "../../api/intake";
import { useSession } from "../../session";
import { CustomerCode, CustomerName } from "../../ui/CustomerCell";
import { ActionDialog } from "../../ui/ActionDialog";
import { formatDateTime } from "../../ui/format";
import { toast } from "../../ui/toaster";
import { useRuleCheckedForm } from "../../ui/useRuleCheckedForm";
import { ParcelLink } from "../../table/columns";
import { CustomerPicker } from "../intake/CustomerPicker";
import { useFieldMessage } from "./parts";
import { ALERT_LANGUAGES, ALERT_TEXT_MAX, checkAlert, emptyAlertForm, type AlertForm, type AlertTarget } from "./rules";

const TYPE_INTENT = { info: "primary", success: "success", warning: "warning", error: "danger" } as const;

export function AlertTypeTag({ type }: { type: string }) {
  const { t } = useTranslation();
  const known = (ALERT_TYPES as readonly string[]).includes(type) ? (type as keyof typeof TYPE_INTENT) : null;
  return (
    <Tag minimal intent={known ? TYPE_INTENT[known] : "none"}>
      {known ? t(`packages.alerts.types.${known}`) : type}
    </Tag>
  );
}

/** An alert's facts and its three texts. */
export function AlertSummary({ alert }: { alert: StaffAlert }) {
  const { t } = useTranslation();
  return (
    <div className="ipf-alert-summary">
      <dl className="ipf-facts">
        <dt>{t("packages.columns.type")}</dt>
        <dd>
          <AlertTypeTag type={alert.type} />
        </dd>
        <dt>{t("packages.columns.source")}</dt>
        <dd>{t(`packages.alerts.kinds.${alert.kind}`)}</dd>
        <dt>{t("packages.columns.for")}</dt>
        <dd>
          {alert.user ? (
            <>
              <CustomerName user={{ ...alert.user, id: alert.user._id, email: "", phone: "" }} />{" "}
              <CustomerCode user={{ ...alert.user, id: alert.user._id, email: "", phone: "" }} />
            </>
          ) : (
            t("packages.alerts.everyone")
          )}
        </dd>
        <dt>{t("packages.alerts.parcel")}</dt>
        <dd>{alert.packageId ? <ParcelLink code={alert.packageId} /> : "—"}</dd>
        <dt>{t("packages.alerts.createdAt")}</dt>
        <dd>{formatDateTime(alert.createdAt)}</dd>
        <dt>{t("packages.alerts.createdBy")}</dt>
        <dd>{alert.createdBy ?? (alert.kind === "staff" ? "—" : t("packages.alerts.system"))}</dd>
        <dt>{t("packages.alerts.clearedAt")}</dt>
        <dd>{alert.cleared ? formatDateTime(alert.clearedAt) : t("packages.no")}</dd>
      </dl>
      <div className="ipf-alert-texts">
        {ALERT_LANGUAGES.map((lang) => (
          <section key={lang} lang={lang} dir={lang === "ar" ? "rtl" : "ltr"}>
            <h3 className="ipf-detail-heading" dir="ltr">
              {t(`packages.alerts.text.${lang}`)}
            </h3>
            <p className="ipf-break">{alert.text[lang]}</p>
          </section>
        ))}
      </div>
    </div>
  );
}

/**
 * Write an alert (for a parcel's owner or a customer): type and the text in
 * Arabic, English and French, each required, at most 500 characters. The
 * customer sees it in the locker at once.
 */
export function CreateAlertDialog(props: { packageId?: string; onClose(): void; onDone(): void }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const message = useFieldMessage();
  const { form, errors, update, checked } = useRuleCheckedForm(
    () => emptyAlertForm(props.packageId ?? ""),
    checkAlert,
    {},
  );
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const pickerRef = useRef<HTMLInputElement>(null);

  const submit = async () => {
    await api.createAlert(checked(t("packages.messages.checkFields")).body);
    toast(t("packages.alerts.created"));
    props.onDone();
  };

  const error = (field: string) => message(field, errors[field]);
  const targetError = form.target === "parcel" ? error("packageId") : error("userId");

  return (
    <ActionDialog
      isOpen
      title={t("packages.alerts.createTitle")}
      icon="warning-sign"
      width={760}
      action={t("packages.alerts.createAction")}
      onSubmit={submit}
      onClose={props.onClose}
      fieldLabels={{
        packageId: t("packages.alerts.packageId"),
        userId: t("packages.alerts.customer"),
        type: t("packages.alerts.type"),
        "text.ar": t("packages.alerts.text.ar"),
        "text.en": t("packages.alerts.text.en"),
        "text.fr": t("packages.alerts.text.fr"),
      }}
    >
      <p className={Classes.TEXT_MUTED}>{t("packages.alerts.createIntro")}</p>
      <div className="ipf-alert-form" data-testid="alert-form">
        <FormGroup label={t("packages.alerts.target")}>
          <SegmentedControl
            small
            value={form.target}
            onValueChange={(value) => update({ ...form, target: value as AlertTarget })}
            options={[
              { value: "parcel", label: t("packages.alerts.targetParcel") },
              { value: "customer", label: t("packages.alerts.targetCustomer") },
            ]}
          />
        </FormGroup>
        <FormGroup label={t("packages.alerts.type")} labelFor="alert-type">
          <HTMLSelect
            id="alert-type"
            value={form.type}
            onChange={(event) => update({ ...form, type: event.target.value as AlertForm["type"] })}
            options={ALERT_TYPES.map((type) => ({ value: type, label: t(`packages.alerts.types.${type}`) }))}
          />
        </FormGroup>
        <div className="ipf-alert-target">
          {form.target === "parcel" ? (
            <FormGroup
              label={t("packages.alerts.packageId")}
              labelFor="alert-package"
              intent={targetError ? "danger" : "none"}
              helperText={targetError}
            >
              <InputGroup
                id="alert-package"
                value={form.packageId}
                autoFocus={!props.packageId}
                spellCheck={false}
                autoComplete="off"
                maxLength={100}
                intent={targetError ? "danger" : "none"}
                aria-invalid={targetError ? true : undefined}
                onChange={(event) => update({ ...form, packageId: event.target.value })}
              />
            </FormGroup>
          ) : (
            <>
              <CustomerPicker
                value={customer}
                onChange={(picked) => {
                  setCustomer(picked);
                  update({ ...form, userId: picked?.id ?? "" });
                }}
                search={api.searchCustomers}
                inputRef={pickerRef}
                error={targetError}
                onPicked={() => document.getElementById("alert-text-ar")?.focus()}
              />
            </>
          )}
        </div>
        {ALERT_LANGUAGES.map((lang) => {
          const field = `text.${lang}`;
          const fieldError = error(field);
          const length = form[lang].length;
          return (
            <FormGroup
              key={lang}
              className="ipf-alert-text"
              label={t(`packages.alerts.text.${lang}`)}
              labelFor={`alert-text-${lang}`}
              labelInfo={
                <span className={length > ALERT_TEXT_MAX ? "ipf-over" : Classes.TEXT_MUTED}>
                  {t("packages.alerts.count", { count: length, max: ALERT_TEXT_MAX })}
                </span>
              }
              intent={fieldError ? "danger" : "none"}
              helperText={fieldError}
            >
              <TextArea
                id={`alert-text-${lang}`}
                lang={lang}
                dir={lang === "ar" ? "rtl" : "ltr"}
                fill
                rows={2}
                autoFocus={lang === "ar" && Boolean(props.packageId)}
                value={form[lang]}
                maxLength={ALERT_TEXT_MAX * 2}
                intent={fieldError ? "danger" : "none"}
                aria-invalid={fieldError ? true : undefined}
                onChange={(event) => update({ ...form, [lang]: event.target.value })}
              />
            </FormGroup>
          );
        })}
      </div>
    </ActionDialog>
  );
}
