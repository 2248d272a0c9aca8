import { Tag } from "@blueprintjs/core";
import type { ParcelView } from "@ipf/shared/schemas/parcels";
import type { SupportTicket } from "@ipf/shared/schemas/support";
import { useTranslation } from "react-i18next";

/** A ticket's customer as the shared customer cells take one (tickets carry no suspicious flag). */
export function asCustomer(user: SupportTicket["user"]): NonNullable<ParcelView["user"]> {
  return { ...user, suspicious: false };
}

/** Open (green) or closed (grey). */
export function TicketStatus({ status }: { status: SupportTicket["status"] }) {
  const { t } = useTranslation();
  return (
    <Tag minimal round intent={status === "open" ? "success" : "none"}>
      {t(`support.status.${status}`)}
    </Tag>
  );
}
