import { Button, Classes, Tag, Tooltip } from "@blueprintjs/core";
import { PARCEL_STAFF_EVENTS } from "@ipf/shared/schemas/parcels";
import type { ColumnDef } from "@tanstack/react-table";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import type { PackagesGroup } from "../../api/consolidations";
import { useSession, useStaff } from "../../session";
import { customerColumns, ParcelLink } from "../../table/columns";
import { QueuePage } from "../../table/QueuePage";
import { NEWEST_FIRST } from "../../table/rules";
import type { ListState } from "../../table/useList";
import { answerPage } from "../../table/useList";
import { useQueue } from "../../table/useQueue";
import { formatDateTime } from "../../ui/format";
import { AcceptDialog } from "./AcceptDialog";
import { GroupDialog } from "./GroupDialog";
import { ManageDialog, type ManageAction } from "./ManageDialog";
import { ManageButtons, StatusTag } from "./parts";
import { groupActions, tabOfPath, TAB_PATHS, type ConsolidationTab, type GroupActions } from "./rules";
import "./consolidations.css";

const LIVE_EVENTS = [PARCEL_STAFF_EVENTS.assembleRequests, PARCEL_STAFF_EVENTS.packageDetails];
/** The two tabs, each a route of its own. */
const CONSOLIDATION_TABS: readonly ConsolidationTab[] = ["open", "accepted"];

/** The dialog over the list: an action on a request, opened from its row or from its Show dialog. */
type Acting =
  { kind: "accept"; group: PackagesGroup } | { kind: ManageAction; group: PackagesGroup; packageId?: string };

/**
 * Assemble requests: the open ones at requests/assemble, the accepted ones at
 * manage-assemble, as two tabs of one screen so that a search finds a request
 * wherever it stands. Intake staff pack (accept); admins also cancel, revert,
 * delete and take a parcel out.
 */
export function ConsolidationsPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const staff = useStaff();
  const location = useLocation();
  const navigate = useNavigate();
  const tab = tabOfPath(location.pathname);

  const queue = useQueue<PackagesGroup, ConsolidationTab, Acting>({
    tabs: [tab],
    sort: NEWEST_FIRST,
    events: LIVE_EVENTS,
    fetch: async (_tab, request) =>
      answerPage(await api.consolidations(request, tab === "accepted"), "packagesGroups", "requestCount"),
  });
  const { list, opened: acting, open: setActing, close } = queue;

  // A tab is a route of its own; the search goes along.
  const routed: ListState<PackagesGroup, ConsolidationTab> = useMemo(
    () => ({
      ...list,
      tabs: CONSOLIDATION_TABS,
      setTab: (next: ConsolidationTab) =>
        navigate({
          pathname: TAB_PATHS[next],
          search: list.params.q ? `?${new URLSearchParams({ q: list.params.q }).toString()}` : "",
        }),
    }),
    [list, navigate],
  );
  // The open dialogs hold their request apart from the list, so a reload does not close them.
  const [shown, setShown] = useState<PackagesGroup | null>(null);

  // A reload brings the shown request's latest state along.
  const rows = list.page?.rows;
  useEffect(() => {
    setShown((current) => (current && rows?.find((row) => row._id === current._id)) ?? current);
  }, [rows]);

  /** Someone else acted first, or the request changed: the list and the open request are read again. */
  const refresh = useCallback(() => {
    list.reload();
    const id = shown?._id;
    if (!id) return;
    api.consolidation(id).then(
      (group) => setShown((current) => (current?._id === id ? group : current)),
      () => undefined,
    );
  }, [api, list, shown?._id]);

  const done = (action: Acting["kind"]) => {
    close();
    if (action === "remove") refresh();
    else {
      setShown(null);
      list.reload();
    }
  };

  const columns = useMemo<ColumnDef<PackagesGroup, unknown>[]>(
    () => [
      ...customerColumns<PackagesGroup>((row) => row.user, { name: "17%", code: "10%" }),
      {
        id: "requestDate",
        header: t("consolidations.columns.requestDate"),
        cell: ({ row }) => (
          <span className="ipf-request-date">
            {formatDateTime(row.original.createdAt)}
            {row.original.expired ? (
              <Tooltip content={t("consolidations.expiredHint")} compact>
                <Tag minimal intent="danger" icon="time">
                  {t("consolidations.expired")}
                </Tag>
              </Tooltip>
            ) : null}
          </span>
        ),
        meta: { width: "14%", sortKey: "date" },
      },
      {
        id: "packageIds",
        header: t("consolidations.columns.packageIds"),
        cell: ({ row }) => (
          <ul
            className="ipf-code-list"
            aria-label={t("consolidations.parcelCount", { count: row.original.packages.length })}
          >
            {row.original.packages.map((parcel) => (
              <li key={parcel._id}>
                <ParcelLink code={parcel.packageId} />
              </li>
            ))}
          </ul>
        ),
        meta: { width: "21%" },
      },
      {
        id: "status",
        header: t("consolidations.columns.status"),
        cell: ({ row }) => (
          <div className="ipf-status-cell">
            <StatusTag group={row.original} />
            {row.original.assemblePackage ? (
              <span className={Classes.TEXT_SMALL}>
                {t("consolidations.packedAs")} <ParcelLink code={row.original.assemblePackage.packageId} />
              </span>
            ) : null}
          </div>
        ),
        meta: { width: "17%" },
      },
      {
        id: "actions",
        header: t("consolidations.columns.actions"),
        cell: ({ row }) => (
          <RowActions
            group={row.original}
            actions={groupActions(row.original, staff.groupId)}
            onShow={() => setShown(row.original)}
            onAct={(kind) => setActing({ kind, group: row.original })}
          />
        ),
        meta: { width: "21%" },
      },
    ],
    [t, staff.groupId],
  );

  const emptyKey = tab === "open" ? "open" : "accepted";

  return (
    <QueuePage
      queue={queue}
      icon="merge-columns"
      title={t("consolidations.title")}
      toolbarList={routed}
      tabTitle={(id) => t(`consolidations.tabs.${id}`)}
      search={t("consolidations.search")}
      columns={columns}
      onOpen={setShown}
      label={t("consolidations.tableLabel")}
      empty={{
        icon: tab === "open" ? "compressed" : "tick-circle",
        title: t(`consolidations.empty.${emptyKey}`),
        description: t(`consolidations.empty.${emptyKey === "open" ? "openHint" : "acceptedHint"}`),
      }}
    >
      {shown ? (
        <GroupDialog
          group={shown}
          actions={groupActions(shown, staff.groupId)}
          onClose={() => setShown(null)}
          onAct={(kind, packageId) =>
            setActing(kind === "accept" ? { kind, group: shown } : { kind, group: shown, packageId })
          }
        />
      ) : null}
      {acting?.kind === "accept" ? (
        <AcceptDialog group={acting.group} onClose={close} onDone={() => done("accept")} onStale={refresh} />
      ) : acting ? (
        <ManageDialog
          action={acting.kind}
          group={acting.group}
          packageId={acting.packageId}
          onClose={close}
          onDone={() => done(acting.kind)}
          onStale={refresh}
        />
      ) : null}
    </QueuePage>
  );
}

/** The buttons of a row: only what this staff group may do with the request as it stands. */
function RowActions(props: {
  group: PackagesGroup;
  actions: GroupActions;
  onShow(): void;
  onAct(kind: "accept" | "cancel" | "revert" | "delete"): void;
}) {
  const { t } = useTranslation();
  const { actions, onShow, onAct } = props;
  return (
    <div className="ipf-row-actions">
      <Button size="small" icon="eye-open" text={t("consolidations.actions.show")} onClick={onShow} />
      {actions.accept ? (
        <Button
          size="small"
          intent="primary"
          icon="compressed"
          text={t("consolidations.actions.accept")}
          onClick={() => onAct("accept")}
        />
      ) : null}
      <ManageButtons actions={actions} onAct={onAct} size="small" />
    </div>
  );
}
