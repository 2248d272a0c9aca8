import { FormGroup, InputGroup } from "@blueprintjs/core";
import { formatMoney } from "@ipf/shared/format";
import { RETURN_LIMITS } from "@ipf/shared/rules/returns";
import type { StaffReturn } from "@ipf/shared/schemas/returns";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session";
import { ActionDialog, DialogError, type DialogProps } from "../../ui/ActionDialog";
import { TextFieldDialog } from "../../ui/TextFieldDialog";
import { toast } from "../../ui/toaster";

/**
 * Send a return back with its tracking (the bought label's, or typed from
 * the shop's prepaid one), or refuse it with a reason (the fee refunded).
 * What the API refuses stays in the dialog beside its field.
 */
export function ReturnDialog({
  row,
  mode,
  onClose,
  onDone,
  onStale,
}: DialogProps & { row: StaffReturn; mode: "ship" | "refuse" }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const [trackNumber, setTrackNumber] = useState("");
  const [trackLink, setTrackLink] = useState("");
  const withLabel = row.trackNumber !== null;

  if (mode === "refuse") {
    return (
      <TextFieldDialog
        title={t("returns.refuseTitle", { code: row.packageId })}
        icon="undo"
        intent="danger"
        action={t("returns.refuseAction")}
        onClose={onClose}
        onDone={onDone}
        onStale={onStale}
        field={{
          name: "reason",
          id: "ipf-return-reason",
          label: t("returns.reason"),
          required: t("returns.reasonRequired"),
          maxLength: RETURN_LIMITS.refuseReason,
          multiline: true,
          rows: 4,
        }}
        onSave={async (reason) => {
          const answer = await api.refuseReturn(row._id, reason);
          toast(answer.message || t("returns.refused"));
        }}
      >
        <p>{t("returns.refuseIntro", { amount: formatMoney(row.total, row.currency, "en") })}</p>
      </TextFieldDialog>
    );
  }

  return (
    <ActionDialog
      isOpen
      title={t("returns.shipTitle", { code: row.packageId, shop: row.address.name })}
      icon="send-to"
      action={t("returns.shipAction")}
      onClose={onClose}
      onStale={onStale}
      fieldLabels={{ trackNumber: t("returns.trackNumber"), trackLink: t("returns.trackLink") }}
      onSubmit={async () => {
        if (!withLabel && !trackNumber.trim()) throw new DialogError(t("returns.trackRequired"));
        await api.shipReturn(row._id, withLabel ? {} : { trackNumber, ...(trackLink.trim() ? { trackLink } : {}) });
        toast(t("returns.shipped"));
        onDone();
      }}
    >
      <p>{t("returns.shipIntro")}</p>
      {withLabel ? (
        <p>
          <strong>{t("returns.shipWithLabel", { track: row.trackNumber })}</strong>
        </p>
      ) : (
        <>
          <FormGroup label={t("returns.trackNumber")} labelFor="ipf-return-track">
            <InputGroup
              id="ipf-return-track"
              value={trackNumber}
              maxLength={RETURN_LIMITS.trackNumber}
              onValueChange={setTrackNumber}
            />
          </FormGroup>
          <FormGroup label={t("returns.trackLink")} labelFor="ipf-return-link">
            <InputGroup id="ipf-return-link" value={trackLink} onValueChange={setTrackLink} />
          </FormGroup>
        </>
      )}
    </ActionDialog>
  );
}
