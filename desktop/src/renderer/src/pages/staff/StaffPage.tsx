import { Button, Tag } from "@blueprintjs/core";
import type { StaffAccount } from "@ipf/shared/schemas/staff";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { groupName } from "../../i18n";
import { useLiveEvents } from "../../live/LiveProvider";
import { LiveTag } from "../../live/LiveTag";
import { useSession, useStaff } from "../../session";
import { useOpened } from "../../table/useOpened";
import { PageHeader } from "../../shell/PageHeader";
import { DataTable } from "../../table/DataTable";
import { ListToolbar } from "../../table/ListToolbar";
import { actionsColumn } from "../../table/columns";
import { useList } from "../../table/useList";
import { formatDateTime } from "../../ui/format";
import { NewAccountDialog, ResetPasswordDialog, ToggleAccountDialog } from "./AccountDialogs";
import { accountActions, STAFF_ACCOUNT_EVENT, STAFF_TABS, type StaffTab } from "./rules";
import "./staff.css";

type Opened = { kind: "new" } | { kind: "toggle" | "password"; account: StaffAccount };

/**
 * staff (admins, permission staff.manage): the back office's accounts by
 * tab, searched; create one with a group, disable or enable it, set a new
 * password. The API refuses to disable the last active admin.
 */
export function StaffPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const me = useStaff();
  const list = useList<StaffAccount, StaffTab>({
    tabs: STAFF_TABS,
    load: async ({ tab, q, page }, perPage) => {
      const answer = await api.staffAccounts({ page, perPage, query: q }, tab);
      return { rows: answer.staff, total: answer.count, pageCount: answer.pageCount };
    },
    count: async (tab, q) => (await api.staffAccounts({ page: 0, perPage: 1, query: q }, tab)).count,
  });
  const connected = useLiveEvents([STAFF_ACCOUNT_EVENT], list.reload);
  // Kept apart from the rows, so that a live reload leaves the dialog open.
  const { opened, setOpened, close, done } = useOpened<Opened>(list.reload);

  const columns = useMemo<ColumnDef<StaffAccount, unknown>[]>(
    () => [
      {
        id: "username",
        header: t("staff.columns.username"),
        cell: ({ row }) => (
          <span>
            <code className="ipf-code" title={row.original.username}>
              {row.original.username}
            </code>
            {row.original.id === me.id ? (
              <Tag minimal round className="ipf-staff-you">
                {t("staff.you")}
              </Tag>
            ) : null}
          </span>
        ),
        meta: { width: "13%", nowrap: true },
      },
      {
        id: "fullName",
        header: t("staff.columns.fullName"),
        cell: ({ row }) => row.original.fullName,
        meta: { width: "14%", nowrap: true },
      },
      {
        id: "email",
        header: t("staff.columns.email"),
        cell: ({ row }) => <span title={row.original.email ?? ""}>{row.original.email ?? "—"}</span>,
        meta: { width: "15%", nowrap: true },
      },
      {
        id: "group",
        header: t("staff.columns.group"),
        cell: ({ row }) => (
          <Tag minimal intent={row.original.groupId === 1 ? "primary" : "none"}>
            {groupName(row.original.groupId)}
          </Tag>
        ),
        meta: { width: "13%", nowrap: true },
      },
      {
        id: "status",
        header: t("staff.columns.status"),
        cell: ({ row }) => (
          <Tag minimal round intent={row.original.isActive ? "success" : "danger"}>
            {t(row.original.isActive ? "staff.status.active" : "staff.status.disabled")}
          </Tag>
        ),
        meta: { width: "7%", nowrap: true },
      },
      {
        id: "lastLogin",
        header: t("staff.columns.lastLogin"),
        cell: ({ row }) => (row.original.lastLoginAt ? formatDateTime(row.original.lastLoginAt) : t("staff.never")),
        meta: { width: "14%", nowrap: true },
      },
      actionsColumn(
        t("staff.columns.actions"),
        (account) => {
          const allowed = accountActions(me.groupId, account, me.id);
          return [
            allowed.resetPassword && {
              icon: "key",
              text: t("staff.resetPassword"),
              onClick: () => setOpened({ kind: "password", account }),
            },
            allowed.disable && {
              icon: "disable",
              danger: true,
              text: t("staff.disable"),
              onClick: () => setOpened({ kind: "toggle", account }),
            },
            allowed.enable && {
              icon: "confirm",
              text: t("staff.enable"),
              onClick: () => setOpened({ kind: "toggle", account }),
            },
          ];
        },
        { width: "24%", nowrap: true },
      ),
    ],
    [t, me.id, me.groupId],
  );

  const tab = list.params.tab;

  return (
    <>
      <PageHeader icon="people" title={t("areas.staffAccounts")}>
        <LiveTag connected={connected} />
        <Button
          intent="primary"
          icon="new-person"
          text={t("staff.newAccount")}
          onClick={() => setOpened({ kind: "new" })}
        />
      </PageHeader>
      <ListToolbar
        list={list}
        tabs={STAFF_TABS.map((id) => ({ id, title: t(`staff.tabs.${id}`) }))}
        searchPlaceholder={t("staff.search")}
      />
      <DataTable
        list={list}
        columns={columns}
        rowId={(account) => account.id}
        onOpen={(account) => {
          const allowed = accountActions(me.groupId, account, me.id);
          if (allowed.resetPassword) setOpened({ kind: "password", account });
        }}
        label={t("staff.label")}
        empty={{ icon: "people", title: t(`staff.empty.${tab}`), description: t("staff.empty.description") }}
        rowClass={(account) => (account.isActive ? undefined : "ipf-row-muted")}
      />

      {opened?.kind === "new" ? <NewAccountDialog onClose={close} onDone={done} /> : null}
      {opened?.kind === "toggle" ? (
        <ToggleAccountDialog
          account={opened.account}
          self={opened.account.id === me.id}
          onClose={close}
          onDone={done}
          onStale={list.reload}
        />
      ) : null}
      {opened?.kind === "password" ? (
        <ResetPasswordDialog account={opened.account} onClose={close} onDone={done} onStale={list.reload} />
      ) : null}
    </>
  );
}
