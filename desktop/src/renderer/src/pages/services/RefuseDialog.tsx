import type { StaffServiceRequest } from "@ipf/shared/schemas/services";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session";
import type { DialogProps } from "../../ui/ActionDialog";
import { TextFieldDialog } from "../../ui/TextFieldDialog";

/** Refuse a request: the reason goes to the customer, nothing is charged. */
export function RefuseDialog({ request, ...dialog }: DialogProps & { request: StaffServiceRequest }) {
  const { t } = useTranslation();
  const { api } = useSession();
  return (
    <TextFieldDialog
      title={t("services.refuse.title", { service: request.name.en, parcel: request.parcel.packageId })}
      icon="disable"
      intent="danger"
      action={t("services.refuse.refuse")}
      {...dialog}
      field={{
        name: "reason",
        id: "service-refuse-reason",
        label: t("services.refuse.reason"),
        required: t("services.refuse.reasonRequired"),
        multiline: true,
      }}
      onSave={(reason) => api.refuseServiceRequest(request._id, reason.trim())}
    />
  );
}
