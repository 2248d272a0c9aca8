import { FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import { formatMoney } from "@ipf/shared/format";
import { RETURN_LIMITS } from "@ipf/shared/rules/returns";
import type { StaffReturn } from "@ipf/shared/schemas/returns";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session";
import { ActionDialog, DialogError, type DialogProps } from "../../ui/ActionDialog";
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
  const [reason, setReason] = useState("");
  const withLabel = row.trackNumber !== null;

  if (mode === "refuse") {
    return (
      <ActionDialog
        isOpen
        title={t("returns.refuseTitle", { code: row.packageId })}
        icon="undo"
        intent="danger"
        action={t("returns.refuseAction")}
        onClose={onClose}
        onStale={onStale}
        fieldLabels={{ reason: t("returns.reason") }}
        onSubmit={async () => {
          if (!reason.trim()) throw new DialogError(t("returns.reasonRequired"));
          const answer = await api.refuseReturn(row._id, reason);
          toast(answer.message || t("returns.refused"));
          onDone();
        }}
      >
        <p>{t("returns.refuseIntro", { amount: formatMoney(row.total, row.currency, "en") })}</p>
        <FormGroup label={t("returns.reason")} labelFor="ipf-return-reason">
          <TextArea
            id="ipf-return-reason"
            fill
            rows={4}
            value={reason}
            maxLength={RETURN_LIMITS.refuseReason}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormGroup>
      </ActionDialog>
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
