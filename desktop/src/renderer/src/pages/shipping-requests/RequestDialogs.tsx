import { Button, Callout } from "@blueprintjs/core";
import type { ParcelView } from "@ipf/shared/schemas/parcels";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session";
import { RequestFacts } from "../../ui/RequestFacts";
import { ActionDialog, type DialogProps } from "../../ui/ActionDialog";
import { ParcelDetails } from "../../ui/ParcelDetails";
import { formatDateTime, formatDollars } from "../../ui/format";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { requestDate } from "./rules";
import "./approvals.css";
import { DetailTable } from "../../ui/DetailTable";

/** The carriers and prices offered to the customer. */
export function OffersTable({ methods }: { methods: ParcelView["methods"] }) {
  const { t } = useTranslation();
  if (methods.length === 0) return <p className="bp6-text-muted">{t("approvals.noOffers")}</p>;
  return (
    <DetailTable label={t("approvals.offersSent")} columns={[t("approvals.carrier"), t("approvals.price")]}>
      {methods.map((method) => (
        <tr key={method._id}>
          <td>{method.company.name}</td>
          <td className="ipf-offer-price">{formatDollars(method.price)}</td>
        </tr>
      ))}
    </DetailTable>
  );
}

/**
 * A shipping request in full: the customer, when they asked, the offers sent
 * once approved, and the parcel. Staff allowed to answer approve from here
 * (Ctrl+Enter) or cancel.
 */
export function RequestDetailsDialog(props: {
  parcel: ParcelView;
  answerable: boolean;
  onApprove: () => void;
  onCancel: () => void;
  onClose: () => void;
}) {
  const { parcel, answerable, onApprove, onCancel, onClose } = props;
  const { t } = useTranslation();
  return (
    <ActionDialog
      isOpen
      title={t("approvals.detailsTitle", { code: parcel.packageId })}
      icon="box"
      action={answerable ? t("approvals.approve") : undefined}
      intent="success"
      onSubmit={answerable ? async () => onApprove() : undefined}
      onClose={onClose}
      width={860}
      extraActions={
        answerable ? (
          <Button intent="danger" variant="minimal" icon="cross" text={t("approvals.cancel")} onClick={onCancel} />
        ) : null
      }
    >
      {parcel.user?.suspicious ? (
        <Callout intent="danger" icon="warning-sign" className="ipf-dialog-error">
          {t("approvals.suspicious")}
        </Callout>
      ) : null}
      <div className="ipf-request-head">
        <RequestFacts user={parcel.user} date={requestDate(parcel)}>
          {parcel.approvedAt ? (
            <>
              <dt>{t("approvals.approvedAt")}</dt>
              <dd>{formatDateTime(parcel.approvedAt)}</dd>
            </>
          ) : null}
        </RequestFacts>
        {parcel.approved || parcel.methods.length > 0 ? (
          <section>
            <h3 className="ipf-detail-heading">{t("approvals.offersSent")}</h3>
            <OffersTable methods={parcel.methods} />
          </section>
        ) : null}
      </div>
      <ParcelDetails parcel={parcel} />
    </ActionDialog>
  );
}

/**
 * Cancel a request awaiting approval: the parcel goes back to the locker (the
 * API takes only the parcel). Its table row says enough.
 */
export function CancelRequestDialog({
  parcel,
  ...dialog
}: DialogProps & { parcel: Pick<ParcelView, "_id" | "packageId" | "trackNumber" | "user"> }) {
  const { api } = useSession();
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      {...dialog}
      title={t("approvals.cancelTitle", { code: parcel.packageId })}
      icon="cross-circle"
      action={t("approvals.cancelAction")}
      run={async () => {
        await api.cancelApproval(parcel._id);
        return t("approvals.cancelled");
      }}
    >
      <p>{t("approvals.cancelText", { customer: parcel.user?.fullName ?? "—" })}</p>
      <p>
        <code className="ipf-code">{parcel.packageId}</code> · {parcel.trackNumber}
      </p>
    </ConfirmDialog>
  );
}
