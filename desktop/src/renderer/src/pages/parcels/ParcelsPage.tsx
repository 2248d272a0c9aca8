import { Tag } from "@blueprintjs/core";
import { can } from "@ipf/shared/permissions";
import { PARCEL_STAFF_EVENTS } from "@ipf/shared/schemas/parcels";
import type { ColumnDef } from "@tanstack/react-table";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { useLiveEvents } from "../../live/LiveProvider";
import { LiveTag } from "../../live/LiveTag";
import { useSession, useStaff } from "../../session";
import { PageHeader } from "../../shell/PageHeader";
import { DataTable } from "../../table/DataTable";
import { ListToolbar } from "../../table/ListToolbar";
import { useList } from "../../table/useList";
import { formatDateTime } from "../../ui/format";
import { CreateAlertDialog } from "./AlertDialogs";
import { EditParcelDialog } from "./EditParcelDialog";
import { DeleteParcelDialog, ShowParcelDialog } from "./ParcelDialogs";
import { parcelColumns, YesNo } from "./parts";
import { parcelActions, type Parcel } from "./rules";
import "./parcels.css";
import { RowActions } from "../../table/RowActions";

type Opened = { kind: "show" | "edit" | "delete" | "alert"; parcel: Parcel };

const TABS = ["all"] as const;

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
  const list = useList<Parcel, (typeof TABS)[number]>({
    tabs: TABS,
    load: async ({ q, page }, perPage) => {
      const answer = await api.parcels(
        { page, perPage, query: q },
        { packageId: packageIdRef.current || undefined, deleted },
      );
      return { rows: answer.packages, total: answer.packageCount, pageCount: answer.pageCount };
    },
  });
  const { reload } = list;
  // The list's key is tab, search and page: a new packageId in the URL asks for the rows again.
  const shownFilter = useRef(filter.packageId);
  useEffect(() => {
    if (shownFilter.current === filter.packageId) return;
    shownFilter.current = filter.packageId;
    reload();
  }, [filter.packageId, reload]);

  // The open dialog keeps its parcel apart from the rows, so a live reload does not close it.
  const [opened, setOpened] = useState<Opened | null>(null);
  const connected = useLiveEvents([PARCEL_STAFF_EVENTS.packageDetails], list.reload);
  const close = () => setOpened(null);
  const open = (kind: Opened["kind"], parcel: Parcel) => setOpened({ kind, parcel });
  const mayAlert = can(staff.groupId, "alerts.manage");

  const columns = useMemo<ColumnDef<Parcel, unknown>[]>(() => {
    const flags: ColumnDef<Parcel, unknown>[] = [
      {
        id: "shipped",
        header: t("packages.columns.shipped"),
        cell: ({ row }) => <YesNo value={row.original.status === "closed"} />,
        meta: { width: deleted ? "8.5%" : "9%", nowrap: true },
      },
      {
        id: "assemble",
        header: t("packages.columns.assemble"),
        cell: ({ row }) => <YesNo value={row.original.assemble} />,
        meta: { width: deleted ? "9.5%" : "10%", nowrap: true },
      },
    ];
    if (deleted) {
      flags.push(
        {
          id: "deletedAt",
          header: t("packages.columns.deletedAt"),
          cell: ({ row }) => formatDateTime(row.original.deletedAt),
          meta: { width: "13.5%", nowrap: true },
        },
        {
          id: "deletedBy",
          header: t("packages.columns.deletedBy"),
          cell: ({ row }) => (
            <span className="ipf-ellipsis" title={row.original.deletedBy ?? ""}>
              {row.original.deletedBy ?? "—"}
            </span>
          ),
          meta: { width: "9%", nowrap: true },
        },
      );
    } else {
      flags.push({
        id: "disassembled",
        header: t("packages.columns.disassembled"),
        cell: ({ row }) => <YesNo value={row.original.disassembled} />,
        meta: { width: "12.5%", nowrap: true },
      });
    }
    return [
      ...parcelColumns(),
      ...flags,
      {
        id: "actions",
        header: t("packages.columns.actions"),
        cell: ({ row }) => {
          const parcel = row.original;
          const allowed = parcelActions(staff.groupId, parcel);
          return (
            <RowActions
              actions={[
                { icon: "eye-open", text: t("packages.show"), onClick: () => open("show", parcel) },
                allowed.edit && {
                  icon: "edit",
                  intent: "primary",
                  text: t("packages.edit"),
                  onClick: () => open("edit", parcel),
                },
                allowed.delete && {
                  icon: "trash",
                  danger: true,
                  iconOnly: true,
                  text: t("packages.delete"),
                  onClick: () => open("delete", parcel),
                },
              ]}
            />
          );
        },
        meta: { width: deleted ? "9.5%" : "18.5%" },
      },
    ];
  }, [t, staff.groupId, deleted]);

  const done = () => {
    close();
    list.reload();
  };

  return (
    <>
      <PageHeader
        icon={deleted ? "trash" : "th-list"}
        title={t(deleted ? "areas.deletedPackages" : "areas.managePackages")}
      >
        {filter.packageId ? (
          <Tag large minimal intent="primary" icon="filter" onRemove={filter.clear} data-testid="package-filter">
            {t("packages.filter.onlyParcel", { code: filter.packageId })}
          </Tag>
        ) : null}
        <LiveTag connected={connected} />
      </PageHeader>
      <div className="ipf-parcel-list">
        <ListToolbar
          list={list}
          searchPlaceholder={t(deleted ? "packages.search.deleted" : "packages.search.manage")}
        />
        <DataTable
          list={list}
          columns={columns}
          rowId={(parcel) => parcel._id}
          onOpen={(parcel) => open("show", parcel)}
          label={t(deleted ? "packages.label.deleted" : "packages.label.manage")}
          empty={{
            icon: deleted ? "trash" : "box",
            title: t(deleted ? "packages.empty.deleted" : "packages.empty.manage"),
            description: t(deleted ? "packages.empty.deletedHint" : "packages.empty.manageHint"),
          }}
          rowClass={(parcel) =>
            parcel.user?.suspicious ? "ipf-row-suspicious" : parcel.expired ? "ipf-row-muted" : undefined
          }
        />
      </div>

      {opened?.kind === "show" ? (
        <ShowParcelDialog
          parcel={opened.parcel}
          onClose={close}
          onAlert={mayAlert && !deleted ? () => open("alert", opened.parcel) : undefined}
        />
      ) : null}
      {opened?.kind === "edit" ? (
        <EditParcelDialog parcel={opened.parcel} onClose={close} onStale={list.reload} onDone={done} />
      ) : null}
      {opened?.kind === "delete" ? (
        <DeleteParcelDialog parcel={opened.parcel} onClose={close} onStale={list.reload} onDone={done} />
      ) : null}
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
