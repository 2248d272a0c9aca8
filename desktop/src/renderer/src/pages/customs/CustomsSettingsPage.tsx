import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { INCOTERMS } from "@ipf/shared/rules/customs";
import {
  customsSettingsRequestSchema,
  type CustomsSettings,
  type CustomsSettingsRequest,
} from "@ipf/shared/schemas/customs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { errorMessage } from "../../i18n";
import { useSession } from "../../session";
import { FormField } from "../../ui/FormField";
import { formatDateTime } from "../../ui/format";
import { FormPage, usePageForm } from "../../ui/PageForm";
import { SendButton } from "../../ui/shortcut";
import { toast } from "../../ui/toaster";
import { useRead } from "../../ui/useRead";
import { customsMessageKey } from "./rules";
import "../storage/storage.css";

type Parsed = z.output<typeof customsSettingsRequestSchema>;
const FIELDS = ["eori", "vatNumber", "incoterm"] as const;

const formValues = (settings: CustomsSettings): CustomsSettingsRequest => ({
  eori: settings.eori ?? "",
  vatNumber: settings.vatNumber ?? "",
  incoterm: settings.incoterm,
});

/**
 * customs-settings: the company's EORI and VAT numbers and default incoterm,
 * printed on the commercial invoice of every label bought for a parcel
 * leaving the country, and sent to the carrier with its customs data.
 */
export function CustomsSettingsPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const [settings, setSettings] = useState<CustomsSettings | null>(null);
  const { form, failure, submit } = usePageForm<CustomsSettingsRequest, Parsed>({
    resolver: zodResolver(customsSettingsRequestSchema),
    defaultValues: { eori: "", vatNumber: "", incoterm: "DDU" },
  });
  const { register, formState, reset } = form;

  useRead(
    () => api.customsSettings(),
    (answer) => {
      reset(formValues(answer.settings));
      setSettings(answer.settings);
    },
    (error) => toast(errorMessage((error as { code?: string }).code ?? "INTERNAL"), "danger"),
    [api, reset],
  );

  const onSubmit = submit(
    async (values) => {
      const answer = await api.setCustomsSettings(values);
      reset(formValues(answer.settings));
      setSettings(answer.settings);
      toast(t("customs.saved"));
    },
    (error) => {
      if (error.code !== "VALIDATION" || !error.fields) return false;
      let named = false;
      for (const field of FIELDS) {
        const key = error.fields[field];
        if (key) {
          form.setError(field, { message: key }, { shouldFocus: !named });
          named = true;
        }
      }
      return named;
    },
  );
  const message = (field: (typeof FIELDS)[number]) => {
    const key = customsMessageKey(formState.errors[field]?.message);
    return key ? t(key) : undefined;
  };
  const incotermMessage = message("incoterm");

  /** Who changed the settings last, and when, below the form. */
  const lastChange = settings ? (
    <p className="ipf-storage-fee-intro" data-testid="customs-last-change">
      {settings.changedAt
        ? t("customs.lastChange", {
            name: settings.changedBy ?? t("customs.someone"),
            date: formatDateTime(settings.changedAt),
          })
        : t("customs.neverChanged")}
    </p>
  ) : null;

  return (
    <FormPage
      icon="document"
      title={t("areas.customsSettings")}
      cardClassName="ipf-storage-fee-card"
      intro={t("customs.intro")}
      introClassName="ipf-storage-fee-intro"
      failure={failure}
      onSubmit={onSubmit}
      after={lastChange}
    >
      <FormField
        id="customs-eori"
        label={t("customs.eori")}
        registration={register("eori")}
        message={message("eori")}
        helper={t("customs.eoriHelper")}
        autoComplete="off"
        maxLength={40}
        autoFocus
      />
      <FormField
        id="customs-vat"
        label={t("customs.vatNumber")}
        registration={register("vatNumber")}
        message={message("vatNumber")}
        helper={t("customs.vatHelper")}
        autoComplete="off"
        maxLength={40}
      />
      <FormGroup
        label={t("customs.incoterm")}
        labelFor="customs-incoterm"
        helperText={incotermMessage}
        intent={incotermMessage ? "danger" : "none"}
      >
        <HTMLSelect id="customs-incoterm" fill {...register("incoterm")}>
          {INCOTERMS.map((incoterm) => (
            <option key={incoterm} value={incoterm}>
              {t(`customs.incoterms.${incoterm}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <SendButton
        icon="floppy-disk"
        loading={formState.isSubmitting}
        disabled={settings === null}
        text={t("customs.save")}
      />
    </FormPage>
  );
}
