import { Callout, Classes, Spinner, Tag } from "@blueprintjs/core";
import type { ParcelEvent } from "@ipf/shared/schemas/parcel-history";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { i18next, validationMessage } from "../../i18n";
import { packagesTexts } from "./texts";
import { useSession } from "../../session";
import { actionsColumn, customerColumns, dateColumn, ParcelLink, textColumn } from "../../table/columns";
import { formatDateTime } from "../../ui/format";
import { historyLine, parcelActions, TRACK_NUMBER_MAX, yesNo, type Parcel } from "./rules";
import { DetailTable } from "../../ui/DetailTable";
import { useRead } from "../../ui/useRead";

type FieldMessageKey = keyof typeof packagesTexts.fieldMessages;

/** A field's message: this screen's own words where it has them, the shared ones otherwise. */
export function useFieldMessage() {
  const { t } = useTranslation();
  return (field: string, key: string | undefined): string | undefined => {
    if (key === undefined) return undefined;
    if (key === "tooLarge" && field.endsWith("trackNumber"))
      return t("packages.messages.trackNumberTooLarge", { max: TRACK_NUMBER_MAX });
    if (key in packagesTexts.fieldMessages) return t(`packages.fieldMessages.${key as FieldMessageKey}`);
    return validationMessage(key);
  };
}

/** A Yes or No cell, as the parcel lists show a flag. */
export function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag minimal intent={value ? "success" : "none"}>
      {t(`packages.${yesNo(value)}`)}
    </Tag>
  );
}

/** A Yes/No column. */
export function yesNoColumn<Row>(
  id: string,
  header: string,
  value: (row: Row) => boolean,
  width: string,
): ColumnDef<Row, unknown> {
  return { id, header, cell: ({ row }) => <YesNo value={value(row.original)} />, meta: { width, nowrap: true } };
}

/**
 * Show, edit and delete, as far as the staff member may: the actions of the
 * parcel lists. `show` names the first ("Show" or "View").
 */
export function parcelActionsColumn(
  groupId: number,
  open: (kind: "show" | "edit" | "delete", parcel: Parcel) => void,
  width: string,
  show: "show" | "view" = "show",
): ColumnDef<Parcel, unknown> {
  const t = (key: "columns.actions" | "show" | "view" | "edit" | "delete") => i18next.t(`packages.${key}`);
  return actionsColumn(
    t("columns.actions"),
    (parcel) => {
      const allowed = parcelActions(groupId, parcel);
      return [
        { icon: "eye-open", text: t(show), onClick: () => open("show", parcel) },
        allowed.edit && { icon: "edit", intent: "primary", text: t("edit"), onClick: () => open("edit", parcel) },
        allowed.delete && {
          icon: "trash",
          danger: true,
          iconOnly: true,
          text: t("delete"),
          onClick: () => open("delete", parcel),
        },
      ];
    },
    { width },
  );
}

/** A parcel's state in words. */
export function StateTag({ state }: { state: Parcel["state"] }) {
  const { t } = useTranslation();
  return <Tag minimal>{t(`packages.states.${state}`)}</Tag>;
}

/** Username, User Hash, Track Num, Pack Id, Date: how every parcel list starts. */
export function parcelColumns(dateOf: (parcel: Parcel) => string | null = (p) => p.createdAt) {
  const t = (key: string) => () => packagesTexts.columns[key as keyof typeof packagesTexts.columns];
  const columns: ColumnDef<Parcel, unknown>[] = [
    ...customerColumns<Parcel>((parcel) => parcel.user, { name: "10%", code: "6.5%" }),
    textColumn("trackNumber", t("trackNum"), (row) => row.trackNumber, "11%"),
    {
      id: "packageId",
      header: t("packId"),
      cell: ({ row }) => <ParcelLink code={row.original.packageId} />,
      meta: { width: "9%", nowrap: true },
    },
    dateColumn("date", t("date"), dateOf, "13.5%"),
  ];
  return columns;
}

/** The parcel's history: arrival, each change of state, deletion; who and when. */
export function ParcelHistory({ packageId, customer }: { packageId: string; customer: string | undefined }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const [events, setEvents] = useState<ParcelEvent[] | null>(null);
  const [failed, setFailed] = useState(false);

  useRead(
    () => {
      setEvents(null);
      setFailed(false);
      return api.parcelHistory(packageId);
    },
    (answer) => setEvents(answer),
    () => setFailed(true),
    [api, packageId],
  );

  if (failed)
    return (
      <Callout intent="warning" compact>
        {t("packages.history.failed")}
      </Callout>
    );
  if (!events)
    return (
      <p className={Classes.TEXT_MUTED}>
        <Spinner size={14} className="ipf-inline-spinner" /> {t("packages.history.loading")}
      </p>
    );
  if (events.length === 0) return <p className={Classes.TEXT_MUTED}>{t("packages.history.empty")}</p>;
  return (
    <DetailTable
      label={t("packages.history.title")}
      className="ipf-history"
      striped
      columns={[t("packages.history.when"), t("packages.history.what"), t("packages.history.who")]}
    >
      {events.map((event, index) => {
        const line = historyLine(event);
        const stateName = (state: string | undefined) =>
          state ? t(`packages.states.${state as Parcel["state"]}`) : "—";
        const what =
          line.key === "history.state"
            ? t("packages.history.state", { from: stateName(line.values.from), to: stateName(line.values.to) })
            : t(`packages.${line.key as "history.received" | "history.deleted" | "history.restored"}`);
        return (
          <tr key={index}>
            <td className="ipf-nowrap">{formatDateTime(event.at)}</td>
            <td>{what}</td>
            <td>
              {event.by ? event.by.fullName : `${t("packages.history.byCustomer")}${customer ? ` (${customer})` : ""}`}
            </td>
          </tr>
        );
      })}
    </DetailTable>
  );
}
