import type { ParcelView } from "@ipf/shared/schemas/parcels";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { HintIcon } from "./HintIcon";
import { UserText } from "./UserText";

type ParcelUser = NonNullable<ParcelView["user"]>;

/**
 * A customer in a row: the name links to the customer's page, a red warning
 * marks a suspicious one.
 */
export function CustomerName({ user }: { user: ParcelUser | undefined }) {
  const { t } = useTranslation();
  if (!user) return <>—</>;
  return (
    <span className="ipf-customer-cell">
      {user.suspicious ? <HintIcon icon="warning-sign" intent="danger" label={t("parcel.suspicious")} /> : null}
      <Link to={`/user/${encodeURIComponent(user.id)}`}>
        <UserText>{user.fullName}</UserText>
      </Link>
    </span>
  );
}

/** The customer code ("User Hash"), in a fixed-width face so that codes are read without mistakes. */
export function CustomerCode({ user }: { user: ParcelUser | undefined }) {
  return <code className="ipf-code">{user?.addressHash ?? "—"}</code>;
}
