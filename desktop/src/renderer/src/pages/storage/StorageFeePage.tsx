import { zodResolver } from "@hookform/resolvers/zod";
import { formatMoney } from "@ipf/shared/format";
import { storageFeeRequestSchema, type StorageFeeChange, type StorageFeeRequest } from "@ipf/shared/schemas/storage";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session";
import { FormField } from "../../ui/FormField";
import { LatestChanges } from "../../ui/LatestChanges";
import { FormPage, usePageForm } from "../../ui/PageForm";
import { SendButton } from "../../ui/shortcut";
import { toast } from "../../ui/toaster";
import { useRead } from "../../ui/useRead";
import { feeMessageKey } from "./rules";
import "./storage.css";

const usd = (amount: number) => formatMoney(amount, "USD", "en");

/**
 * storage-fee: the daily fee a parcel accrues once its six months of free
 * storage have ended, set by admins beside the rates, with who changed it
 * last (the API records every change).
 */
export function StorageFeePage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const [changes, setChanges] = useState<StorageFeeChange[] | null>(null);
  const { form, failure, submit } = usePageForm<StorageFeeRequest, { feePerDay: number }>({
    resolver: zodResolver(storageFeeRequestSchema),
    defaultValues: { feePerDay: "" },
  });
  const { register, formState, reset } = form;

  useRead(
    () => api.storageFee(),
    (answer) => {
      reset({ feePerDay: String(answer.feePerDay) });
      setChanges(answer.changes);
    },
    () => setChanges([]),
    [api, reset],
  );

  const onSubmit = submit(
    async ({ feePerDay }) => {
      const answer = await api.setStorageFee({ feePerDay });
      reset({ feePerDay: String(answer.feePerDay) });
      setChanges(answer.changes);
      toast(t("storage.fee.saved"));
    },
    (error) => {
      const key = error.code === "VALIDATION" ? error.fields?.feePerDay : undefined;
      if (!key) return false;
      form.setError("feePerDay", { message: key }, { shouldFocus: true });
      return true;
    },
  );
  const message = feeMessageKey(formState.errors.feePerDay?.message);

  /** The fee's latest changes, below the form. */
  const history = (
    <LatestChanges
      className="ipf-storage-fee-history"
      title={t("storage.fee.history")}
      empty={t("storage.fee.noHistory")}
      changes={
        changes?.map((change) => ({
          what: t("storage.fee.change", {
            previous: change.previous === null ? "—" : usd(change.previous),
            fee: usd(change.feePerDay),
          }),
          by: change.changedBy,
          at: change.changedAt,
        })) ?? null
      }
      byText={(name, date) => t("storage.fee.by", { name: name ?? t("storage.fee.someone"), date })}
    />
  );

  return (
    <FormPage
      icon="calculator"
      title={t("areas.storageFee")}
      cardClassName="ipf-storage-fee-card"
      intro={t("storage.fee.intro")}
      introClassName="ipf-storage-fee-intro"
      failure={failure}
      onSubmit={onSubmit}
      after={history}
    >
      <FormField
        id="storage-fee"
        label={t("storage.fee.label")}
        registration={register("feePerDay")}
        message={message ? t(message) : undefined}
        helper={t("storage.fee.helper")}
        inputMode="decimal"
        autoFocus
      />
      <SendButton
        icon="floppy-disk"
        loading={formState.isSubmitting}
        disabled={changes === null}
        text={t("storage.fee.save")}
      />
    </FormPage>
  );
}
