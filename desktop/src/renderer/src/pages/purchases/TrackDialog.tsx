import { FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import { PURCHASE_LIMITS } from "@ipf/shared/rules/purchases";
import type { StaffPurchase } from "@ipf/shared/schemas/purchases";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session";
import { ActionDialog, DialogError, type DialogProps } from "../../ui/ActionDialog";
import { formatCentsIn } from "../../ui/format";
import { toast } from "../../ui/toaster";
import { closeRefundCents } from "./rules";

/**
 * The shop shipped after the purchase was recorded: its tracking number
 * makes the request shipped and the customer's pre-alert (or corrects it).
 */
export function TrackDialog({ purchase, onClose, onDone, onStale }: DialogProps & { purchase: StaffPurchase }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const [trackNumber, setTrackNumber] = useState(purchase.trackNumber ?? "");
  return (
    <ActionDialog
      isOpen
      title={t("purchases.track.title", { reference: purchase.reference })}
      icon="truck"
      action={t("purchases.track.save")}
      onClose={onClose}
      onStale={onStale}
      fieldLabels={{ trackNumber: t("purchases.track.trackNumber") }}
      onSubmit={async () => {
        if (!trackNumber.trim()) throw new DialogError(t("purchases.track.required"));
        await api.trackPurchase(purchase._id, trackNumber.trim());
        toast(t("purchases.track.saved"));
        onDone();
      }}
    >
      <p>{t("purchases.track.intro")}</p>
      {purchase.orderNumber ? <p>{t("purchases.queue.order", { number: purchase.orderNumber })}</p> : null}
      <FormGroup label={t("purchases.track.trackNumber")} labelFor="purchase-track-number">
        <InputGroup
          id="purchase-track-number"
          autoFocus
          maxLength={PURCHASE_LIMITS.trackNumber}
          value={trackNumber}
          onValueChange={setTrackNumber}
        />
      </FormGroup>
    </ActionDialog>
  );
}

/**
 * Close a request that ends without a parcel (what was paid and not spent
 * is refunded, the dialog says how much) or one whose parcel is done with.
 */
export function CloseDialog({ purchase, onClose, onDone, onStale }: DialogProps & { purchase: StaffPurchase }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const [reason, setReason] = useState("");
  const refund = closeRefundCents(purchase);
  return (
    <ActionDialog
      isOpen
      title={t("purchases.close.title", { reference: purchase.reference })}
      icon="disable"
      intent="danger"
      action={t("purchases.close.save")}
      onClose={onClose}
      onStale={onStale}
      fieldLabels={{ reason: t("purchases.close.reason") }}
      onSubmit={async () => {
        if (!reason.trim()) throw new DialogError(t("purchases.close.required"));
        await api.closePurchase(purchase._id, reason.trim());
        toast(t("purchases.close.closed"));
        onDone();
      }}
    >
      <p>
        {refund > 0
          ? t("purchases.close.introRefund", { amount: formatCentsIn(refund, "EUR") })
          : t("purchases.close.intro")}
      </p>
      <FormGroup label={t("purchases.close.reason")} labelFor="purchase-close-reason">
        <TextArea
          id="purchase-close-reason"
          fill
          rows={3}
          autoFocus
          maxLength={PURCHASE_LIMITS.staffNote}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormGroup>
    </ActionDialog>
  );
}
