import { PARCEL_STAFF_EVENTS } from "@ipf/shared/schemas/parcels";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLiveEvents } from "../../live/LiveProvider";
import { LiveTag } from "../../live/LiveTag";
import { useSession, useStaff } from "../../session";
import { PageHeader } from "../../shell/PageHeader";
import { DataTable } from "../../table/DataTable";
import { ListToolbar } from "../../table/ListToolbar";
import { useList } from "../../table/useList";
import { EditParcelDialog } from "./EditParcelDialog";
import { ConsolidationMembers, DeleteParcelDialog, ShowParcelDialog } from "./ParcelDialogs";
import { parcelColumns, YesNo } from "./parts";
import { daysStored, parcelActions, storageEnd, type Parcel } from "./rules";
import "./parcels.css";
import { RowActions } from "../../table/RowActions";

type Opened = { kind: "view" | "edit" | "delete"; parcel: Parcel };
const TABS = ["all"] as const;

/**
 * manage-expired (back-office-operations 2): parcels still in the locker 6
 * months after they arrived, oldest first; view (with the group a
 * consolidated one was packed from), edit (track number, measures, photos),
 * delete after a confirmation.
 */
export function ExpiredPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const staff = useStaff();
  const list = useList<Parcel, (typeof TABS)[number]>({
    tabs: TABS,
    load: async ({ q, page }, perPage) => {
      const answer = await api.expiredParcels({ page, perPage, query: q });
      return { rows: answer.packages, total: answer.packageCount, pageCount: answer.pageCount };
    },
  });
  const [opened, setOpened] = useState<Opened | null>(null);
  const connected = useLiveEvents([PARCEL_STAFF_EVENTS.packageDetails], list.reload);
  const close = () => setOpened(null);
  const done = () => {
    close();
    list.reload();
  };

  const columns = useMemo<ColumnDef<Parcel, unknown>[]>(() => {
    const now = new Date();
    return [
      ...parcelColumns(),
      {
        id: "storageEnded",
        header: t("packages.columns.storageEnded"),
        cell: ({ row }) => storageEnd(row.original.createdAt),
        meta: { width: "11.5%", nowrap: true },
      },
      {
        id: "stored",
        header: t("packages.columns.stored"),
        cell: ({ row }) => t("packages.days", { count: daysStored(row.original.createdAt, now) }),
        meta: { width: "9%", nowrap: true },
      },
      {
        id: "assemble",
        header: t("packages.columns.assemble"),
        cell: ({ row }) => <YesNo value={row.original.assemble} />,
        meta: { width: "10%", nowrap: true },
      },
      {
        id: "actions",
        header: t("packages.columns.actions"),
        cell: ({ row }) => {
          const parcel = row.original;
          const allowed = parcelActions(staff.groupId, parcel);
          return (
            <RowActions
              actions={[
                { icon: "eye-open", text: t("packages.view"), onClick: () => setOpened({ kind: "view", parcel }) },
                allowed.edit && {
                  icon: "edit",
                  intent: "primary",
                  text: t("packages.edit"),
                  onClick: () => setOpened({ kind: "edit", parcel }),
                },
                allowed.delete && {
                  icon: "trash",
                  danger: true,
                  iconOnly: true,
                  text: t("packages.delete"),
                  onClick: () => setOpened({ kind: "delete", parcel }),
                },
              ]}
            />
          );
        },
        meta: { width: "19.5%" },
      },
    ];
  }, [t, staff.groupId]);

  return (
    <>
      <PageHeader icon="time" title={t("areas.expiredPackages")}>
        <LiveTag connected={connected} />
      </PageHeader>
      <div className="ipf-parcel-list">
        <ListToolbar list={list} searchPlaceholder={t("packages.search.expired")} />
        <DataTable
          list={list}
          columns={columns}
          rowId={(parcel) => parcel._id}
          onOpen={(parcel) => setOpened({ kind: "view", parcel })}
          label={t("packages.label.expired")}
          empty={{ icon: "time", title: t("packages.empty.expired"), description: t("packages.empty.expiredHint") }}
          rowClass={(parcel) => (parcel.user?.suspicious ? "ipf-row-suspicious" : undefined)}
        />
      </div>
      {opened?.kind === "view" ? (
        <ShowParcelDialog parcel={opened.parcel} onClose={close}>
          <ConsolidationMembers parcel={opened.parcel} />
        </ShowParcelDialog>
      ) : null}
      {opened?.kind === "edit" ? (
        <EditParcelDialog parcel={opened.parcel} scope="expired" onClose={close} onStale={list.reload} onDone={done} />
      ) : null}
      {opened?.kind === "delete" ? (
        <DeleteParcelDialog parcel={opened.parcel} expired onClose={close} onStale={list.reload} onDone={done} />
      ) : null}
    </>
  );
}
