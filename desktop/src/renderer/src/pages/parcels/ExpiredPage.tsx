import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSession, useStaff } from "../../session";
import { answerPage } from "../../table/useList";
import { EditParcelDialog } from "./EditParcelDialog";
import { ParcelListView, useParcelQueue } from "./ParcelList";
import { ConsolidationMembers, DeleteParcelDialog, ShowParcelDialog } from "./ParcelDialogs";
import { parcelActionsColumn, parcelColumns, yesNoColumn } from "./parts";
import { daysStored, type Parcel } from "./rules";
import "./parcels.css";

type Opened = { kind: "show" | "edit" | "delete"; parcel: Parcel };

/**
 * manage-expired: parcels still in the locker 6 months after they arrived,
 * oldest first; view (with the group a consolidated one was packed from),
 * edit (track number, measures, photos), delete after a confirmation.
 */
export function ExpiredPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const staff = useStaff();
  const queue = useParcelQueue<Opened>(async ({ page, perPage, query }) => {
    const answer = await api.expiredParcels({ page, perPage, query });
    return answerPage(answer, "packages", "packageCount");
  });
  const { opened, open: setOpened, close, dialog } = queue;

  const columns = useMemo<ColumnDef<Parcel, unknown>[]>(() => {
    const now = new Date();
    return [
      ...parcelColumns(),
      {
        id: "storageEnded",
        header: t("packages.columns.storageEnded"),
        cell: ({ row }) => row.original.storageEndsOn,
        meta: { width: "11.5%", nowrap: true },
      },
      {
        id: "stored",
        header: t("packages.columns.stored"),
        cell: ({ row }) => t("packages.days", { count: daysStored(row.original, now) }),
        meta: { width: "9%", nowrap: true },
      },
      yesNoColumn("assemble", t("packages.columns.assemble"), (row) => row.assemble, "10%"),
      parcelActionsColumn(staff.groupId, (kind, parcel) => setOpened({ kind, parcel }), "19.5%", "view"),
    ];
  }, [t, staff.groupId]);

  return (
    <>
      <ParcelListView
        kind="expired"
        icon="time"
        title={t("areas.expiredPackages")}
        queue={queue}
        columns={columns}
        onOpen={(parcel) => setOpened({ kind: "show", parcel })}
      />
      {opened?.kind === "show" ? (
        <ShowParcelDialog parcel={opened.parcel} onClose={close}>
          <ConsolidationMembers parcel={opened.parcel} />
        </ShowParcelDialog>
      ) : null}
      {opened?.kind === "edit" ? <EditParcelDialog parcel={opened.parcel} scope="expired" {...dialog} /> : null}
      {opened?.kind === "delete" ? <DeleteParcelDialog parcel={opened.parcel} expired {...dialog} /> : null}
    </>
  );
}
