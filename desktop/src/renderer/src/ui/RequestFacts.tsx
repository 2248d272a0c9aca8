import { Tag } from "@blueprintjs/core";
import type { ParcelView } from "@ipf/shared/schemas/parcels";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CustomerCode, CustomerName } from "./CustomerCell";
import { formatDateTime } from "./format";

/**
 * The opening lines of every request dialog: who asked (a link to the
 * customer, marked when suspicious), their code, and when. A screen adds its
 * own lines after them as children (`<dt>`/`<dd>` pairs).
 */
export function RequestFacts(props: {
  user: ParcelView["user"];
  date: string | null;
  /** "Request date" unless the date says something else (paid, requested...). */
  dateLabel?: string;
  /** Shown after the date (an "expired" mark). */
  dateNote?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const { user, date, dateLabel, dateNote, className, children } = props;
  const { t } = useTranslation();
  return (
    <dl className={className ? `ipf-facts ${className}` : "ipf-facts"}>
      <dt>{t("parcel.customer")}</dt>
      <dd>
        <CustomerName user={user} />
      </dd>
      <dt>{t("parcel.customerCode")}</dt>
      <dd>
        <CustomerCode user={user} />
      </dd>
      <dt>{dateLabel ?? t("parcel.requestDate")}</dt>
      <dd>
        {formatDateTime(date)}
        {dateNote ? <> {dateNote}</> : null}
      </dd>
      {children}
    </dl>
  );
}

/** The customer's packing instructions: remove the bills, remove the shoe boxes. */
export function RemovalTags({ removeBills, removeShoeBoxes }: { removeBills: boolean; removeShoeBoxes: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Tag minimal intent={removeBills ? "primary" : "none"}>
        {t("parcel.removeBills")}: {removeBills ? t("parcel.yes") : t("parcel.no")}
      </Tag>
      <Tag minimal intent={removeShoeBoxes ? "primary" : "none"}>
        {t("parcel.removeShoeBoxes")}: {removeShoeBoxes ? t("parcel.yes") : t("parcel.no")}
      </Tag>
    </>
  );
}
