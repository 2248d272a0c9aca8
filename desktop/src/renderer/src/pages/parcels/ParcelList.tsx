import type { IconName } from "@blueprintjs/core";
import { PARCEL_STAFF_EVENTS } from "@ipf/shared/schemas/parcels";
import type { ColumnDef } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { suspiciousRow } from "../../table/columns";
import { QueuePage } from "../../table/QueuePage";
import type { Page } from "../../table/useList";
import { useQueue, type Queue, type QueueRequest } from "../../table/useQueue";
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

const LIVE_EVENTS = [PARCEL_STAFF_EVENTS.packageDetails];

/** A parcel list, loaded again whenever a parcel changes anywhere, with the dialog open over a parcel. */
export function useParcelQueue<Opened>(fetch: (request: QueueRequest) => Promise<Page<Parcel>>) {
  return useQueue<Parcel, ParcelTab, Opened>({
    tabs: TABS,
    events: LIVE_EVENTS,
    fetch: (_tab, request) => fetch(request),
  });
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
  queue: Pick<Queue<Parcel, ParcelTab, never>, "list" | "connected">;
  columns: ColumnDef<Parcel, unknown>[];
  onOpen: (parcel: Parcel) => void;
  /** A row drawn apart for a reason of this list (after a suspicious customer's). */
  muted?: (parcel: Parcel) => boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { queue, muted } = props;
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
    <QueuePage
      queue={queue}
      icon={props.icon}
      title={props.title}
      tags={props.children}
      bodyClassName="ipf-parcel-list"
      search={texts.search}
      columns={props.columns}
      onOpen={props.onOpen}
      label={texts.label}
      empty={{ icon: props.emptyIcon ?? props.icon, title: texts.empty, description: texts.emptyHint }}
      rowClass={(parcel) => suspiciousRow(parcel) ?? (muted?.(parcel) ? "ipf-row-muted" : undefined)}
    />
  );
}
