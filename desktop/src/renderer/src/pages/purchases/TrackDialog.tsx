import { PURCHASE_LIMITS } from "@ipf/shared/rules/purchases";
import type { StaffPurchase } from "@ipf/shared/schemas/purchases";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session";
import type { DialogProps } from "../../ui/ActionDialog";
import { formatCentsIn } from "../../ui/format";
import { TextFieldDialog } from "../../ui/TextFieldDialog";
import { toast } from "../../ui/toaster";
import { closeRefundCents } from "./rules";

/**
 * The shop shipped after the purchase was recorded: its tracking number
 * makes the request shipped and the customer's pre-alert (or corrects it).
 */
export function TrackDialog({ purchase, ...dialog }: DialogProps & { purchase: StaffPurchase }) {
  const { t } = useTranslation();
  const { api } = useSession();
  return (
    <TextFieldDialog
      title={t("purchases.track.title", { reference: purchase.reference })}
      icon="truck"
      action={t("purchases.track.save")}
      {...dialog}
      field={{
        name: "trackNumber",
        id: "purchase-track-number",
        label: t("purchases.track.trackNumber"),
        required: t("purchases.track.required"),
        initial: purchase.trackNumber ?? "",
        maxLength: PURCHASE_LIMITS.trackNumber,
        autoFocus: true,
      }}
      onSave={async (trackNumber) => {
        await api.trackPurchase(purchase._id, trackNumber.trim());
        toast(t("purchases.track.saved"));
      }}
    >
      <p>{t("purchases.track.intro")}</p>
      {purchase.orderNumber ? <p>{t("purchases.queue.order", { number: purchase.orderNumber })}</p> : null}
    </TextFieldDialog>
  );
}

/**
 * Close a request that ends without a parcel (what was paid and not spent
 * is refunded, the dialog says how much) or one whose parcel is done with.
 */
export function CloseDialog({ purchase, ...dialog }: DialogProps & { purchase: StaffPurchase }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const refund = closeRefundCents(purchase);
  return (
    <TextFieldDialog
      title={t("purchases.close.title", { reference: purchase.reference })}
      icon="disable"
      intent="danger"
      action={t("purchases.close.save")}
      {...dialog}
      field={{
        name: "reason",
        id: "purchase-close-reason",
        label: t("purchases.close.reason"),
        required: t("purchases.close.required"),
        maxLength: PURCHASE_LIMITS.staffNote,
        multiline: true,
        rows: 3,
        autoFocus: true,
      }}
      onSave={async (reason) => {
        await api.closePurchase(purchase._id, reason.trim());
        toast(t("purchases.close.closed"));
      }}
    >
      <p>
        {refund > 0
          ? t("purchases.close.introRefund", { amount: formatCentsIn(refund, "EUR") })
          : t("purchases.close.intro")}
      </p>
    </TextFieldDialog>
  );
}
