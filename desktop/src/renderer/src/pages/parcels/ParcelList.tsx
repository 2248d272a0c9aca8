import type { IconName } from "@blueprintjs/core";
import { PARCEL_STAFF_EVENTS } from "@ipf/shared/schemas/parcels";
import type { ColumnDef } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLiveEvents } from "../../live/LiveProvider";
import { LiveTag } from "../../live/LiveTag";
import { PageHeader } from "../../shell/PageHeader";
import { DataTable } from "../../table/DataTable";
import { ListToolbar } from "../../table/ListToolbar";
import type { ListParams } from "../../table/rules";
import { useList, type ListState, type Page } from "../../table/useList";
import type { Parcel } from "./rules";

const TABS = ["all"] as const;
type ParcelTab = (typeof TABS)[number];
type ParcelList = "manage" | "deleted" | "expired" | "shipped";

/** A parcel list, loaded again whenever a parcel changes anywhere; `connected` says whether that is heard. */
export function useParcelList(load: (params: ListParams<ParcelTab>, perPage: number) => Promise<Page<Parcel>>) {
  const list = useList<Parcel, ParcelTab>({ tabs: TABS, load });
  const connected = useLiveEvents([PARCEL_STAFF_EVENTS.packageDetails], list.reload);
  return { list, connected };
}

/**
 * A screen of parcels (manage, deleted, expired, shipped): its title with
 * the live state, the search, and the table, a suspicious customer's rows
 * marked. `children` are the header's own tags.
 */
export function ParcelListView(props: {
  kind: ParcelList;
  icon: IconName;
  emptyIcon?: IconName;
  title: string;
  list: ListState<Parcel, ParcelTab>;
  connected: boolean;
  columns: ColumnDef<Parcel, unknown>[];
  onOpen: (parcel: Parcel) => void;
  /** A row drawn apart for a reason of this list (after a suspicious customer's). */
  muted?: (parcel: Parcel) => boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { kind, list, muted } = props;
  return (
    <>
      <PageHeader icon={props.icon} title={props.title}>
        {props.children}
        <LiveTag connected={props.connected} />
      </PageHeader>
      <div className="ipf-parcel-list">
        <ListToolbar list={list} searchPlaceholder={t(`packages.search.${kind}`)} />
        <DataTable
          list={list}
          columns={props.columns}
          onOpen={props.onOpen}
          label={t(`packages.label.${kind}`)}
          empty={{
            icon: props.emptyIcon ?? props.icon,
            title: t(`packages.empty.${kind}`),
            description: t(`packages.empty.${kind}Hint`),
          }}
          rowClass={(parcel) =>
            parcel.user?.suspicious ? "ipf-row-suspicious" : muted?.(parcel) ? "ipf-row-muted" : undefined
          }
        />
      </div>
    </>
  );
}
