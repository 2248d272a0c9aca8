import { Tag } from "@blueprintjs/core";
import { can } from "@ipf/shared/permissions";
import type { ColumnDef } from "@tanstack/react-table";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { useSession, useStaff } from "../../session";
import { dateColumn, textColumn } from "../../table/columns";
import { answerPage } from "../../table/useList";
import { CreateAlertDialog } from "./AlertDialogs";
import { EditParcelDialog } from "./EditParcelDialog";
import { DeleteParcelDialog, ShowParcelDialog } from "./ParcelDialogs";
import { ParcelListView, useParcelQueue } from "./ParcelList";
import { parcelActionsColumn, parcelColumns, yesNoColumn } from "./parts";
import type { Parcel } from "./rules";
import "./parcels.css";

type Opened = { kind: "show" | "edit" | "delete" | "alert"; parcel: Parcel };

/** The `?packageId=` of a link from another screen (a group row, a customer's page). */
function usePackageFilter() {
  const [search, setSearch] = useSearchParams();
  const packageId = search.get("packageId")?.trim() ?? "";
  const clear = () =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete("packageId");
      next.delete("deleted");
      next.delete("page");
      return next;
    });
  return { packageId, clear };
}

function ParcelList({ deleted }: { deleted: boolean }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const staff = useStaff();
  const filter = usePackageFilter();
  const packageIdRef = useRef(filter.packageId);
  packageIdRef.current = filter.packageId;
  const queue = useParcelQueue<Opened>(async ({ page, perPage, query }) => {
    const answer = await api.parcels(
      { page, perPage, query },
      { packageId: packageIdRef.current || undefined, deleted },
    );
    return answerPage(answer, "packages", "packageCount");
  });
  const { reload } = queue.list;
  // The list's key is tab, search and page: a new packageId in the URL asks for the rows again.
  const shownFilter = useRef(filter.packageId);
  useEffect(() => {
    if (shownFilter.current === filter.packageId) return;
    shownFilter.current = filter.packageId;
    reload();
  }, [filter.packageId, reload]);

  // The open dialog keeps its parcel apart from the rows, so a live reload does not close it.
  const { opened, open: setOpened, close, dialog } = queue;
  const open = (kind: Opened["kind"], parcel: Parcel) => setOpened({ kind, parcel });
  const mayAlert = can(staff.groupId, "alerts.manage");

  const columns = useMemo<ColumnDef<Parcel, unknown>[]>(() => {
    const flags: ColumnDef<Parcel, unknown>[] = [
      yesNoColumn("shipped", t("packages.columns.shipped"), (row) => row.status === "closed", deleted ? "8.5%" : "9%"),
      yesNoColumn("assemble", t("packages.columns.assemble"), (row) => row.assemble, deleted ? "9.5%" : "10%"),
    ];
    if (deleted) {
      flags.push(
        dateColumn("deletedAt", t("packages.columns.deletedAt"), (row) => row.deletedAt, "13.5%"),
        textColumn("deletedBy", t("packages.columns.deletedBy"), (row) => row.deletedBy, "9%"),
      );
    } else {
      flags.push(yesNoColumn("disassembled", t("packages.columns.disassembled"), (row) => row.disassembled, "12.5%"));
    }
    return [...parcelColumns(), ...flags, parcelActionsColumn(staff.groupId, open, deleted ? "9.5%" : "18.5%")];
  }, [t, staff.groupId, deleted]);

  return (
    <>
      <ParcelListView
        kind={deleted ? "deleted" : "manage"}
        icon={deleted ? "trash" : "th-list"}
        emptyIcon={deleted ? "trash" : "box"}
        title={t(deleted ? "areas.deletedPackages" : "areas.managePackages")}
        queue={queue}
        columns={columns}
        onOpen={(parcel) => open("show", parcel)}
        muted={(parcel) => parcel.expired}
      >
        {filter.packageId ? (
          <Tag large minimal intent="primary" icon="filter" onRemove={filter.clear} data-testid="package-filter">
            {t("packages.filter.onlyParcel", { code: filter.packageId })}
          </Tag>
        ) : null}
      </ParcelListView>

      {opened?.kind === "show" ? (
        <ShowParcelDialog
          parcel={opened.parcel}
          onClose={close}
          onAlert={mayAlert && !deleted ? () => open("alert", opened.parcel) : undefined}
        />
      ) : null}
      {opened?.kind === "edit" ? <EditParcelDialog parcel={opened.parcel} {...dialog} /> : null}
      {opened?.kind === "delete" ? <DeleteParcelDialog parcel={opened.parcel} {...dialog} /> : null}
      {opened?.kind === "alert" ? (
        <CreateAlertDialog packageId={opened.parcel.packageId} onClose={close} onDone={close} />
      ) : null}
    </>
  );
}

/** manage-packages: every parcel, searched or narrowed by ?packageId=; show, edit, delete. */
export function ManagePackagesPage() {
  return <ParcelList deleted={false} />;
}

/** deleted-packages: the deleted parcels, read only, with DeletedAt and DeletedBy. */
export function DeletedPackagesPage() {
  return <ParcelList deleted />;
}
