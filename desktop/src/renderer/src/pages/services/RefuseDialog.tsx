import { FormGroup, TextArea } from "@blueprintjs/core";
import type { StaffServiceRequest } from "@ipf/shared/schemas/services";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session";
import { ActionDialog, DialogError, type DialogProps } from "../../ui/ActionDialog";

/** Refuse a request: the reason goes to the customer, nothing is charged. */
export function RefuseDialog({ request, onClose, onDone, onStale }: DialogProps & { request: StaffServiceRequest }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const [reason, setReason] = useState("");
  return (
    <ActionDialog
      isOpen
      title={t("services.refuse.title", { service: request.name.en, parcel: request.parcel.packageId })}
      icon="disable"
      intent="danger"
      action={t("services.refuse.refuse")}
      onClose={onClose}
      onStale={onStale}
      fieldLabels={{ reason: t("services.refuse.reason") }}
      onSubmit={async () => {
        if (!reason.trim()) throw new DialogError(t("services.refuse.reasonRequired"));
        await api.refuseServiceRequest(request._id, reason.trim());
        onDone();
      }}
    >
      <FormGroup label={t("services.refuse.reason")} labelFor="service-refuse-reason">
        <TextArea id="service-refuse-reason" fill value={reason} onChange={(event) => setReason(event.target.value)} />
      </FormGroup>
    </ActionDialog>
  );
}
