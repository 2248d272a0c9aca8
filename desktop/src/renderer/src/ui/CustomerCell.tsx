import type { ParcelView } from "@ipf/shared/schemas/parcels";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { customerHref, useMayOpen } from "../links";
import { HintIcon } from "./HintIcon";
import { UserText } from "./UserText";

type ParcelUser = NonNullable<ParcelView["user"]>;

/**
 * A customer in a row: the name links to the customer's page (for the groups
 * that may open it), a red warning marks a suspicious one.
 */
export function CustomerName({ user }: { user: ParcelUser | undefined }) {
  const { t } = useTranslation();
  const mayOpen = useMayOpen();
  if (!user) return <>—</>;
  const href = customerHref(user.id);
  const name = <UserText>{user.fullName}</UserText>;
  return (
    <span className="ipf-customer-cell">
      {user.suspicious ? <HintIcon icon="warning-sign" intent="danger" label={t("parcel.suspicious")} /> : null}
      {mayOpen(href) ? <Link to={href}>{name}</Link> : name}
    </span>
  );
}

/** The customer code ("User Hash"), in a fixed-width face so that codes are read without mistakes. */
export function CustomerCode({ user }: { user: ParcelUser | undefined }) {
  return <code className="ipf-code">{user?.addressHash ?? "—"}</code>;
}
