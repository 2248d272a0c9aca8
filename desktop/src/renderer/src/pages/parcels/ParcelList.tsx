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

/** The words of a list that is not one of this screen's own (its search, label and empty state). */
export interface ParcelListTexts {
  search: string;
  label: string;
  empty: string;
  emptyHint: string;
}

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
  kind: ParcelList | ParcelListTexts;
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
  const { list, muted } = props;
  const texts =
    typeof props.kind === "string"
      ? {
          search: t(`packages.search.${props.kind}`),
          label: t(`packages.label.${props.kind}`),
          empty: t(`packages.empty.${props.kind}`),
          emptyHint: t(`packages.empty.${props.kind}Hint`),
        }
      : props.kind;
  return (
    <>
      <PageHeader icon={props.icon} title={props.title}>
        {props.children}
        <LiveTag connected={props.connected} />
      </PageHeader>
      <div className="ipf-parcel-list">
        <ListToolbar list={list} searchPlaceholder={texts.search} />
        <DataTable
          list={list}
          columns={props.columns}
          onOpen={props.onOpen}
          label={texts.label}
          empty={{ icon: props.emptyIcon ?? props.icon, title: texts.empty, description: texts.emptyHint }}
          rowClass={(parcel) =>
            parcel.user?.suspicious ? "ipf-row-suspicious" : muted?.(parcel) ? "ipf-row-muted" : undefined
          }
        />
      </div>
    </>
  );
}
