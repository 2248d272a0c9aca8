import { Button, Tag } from "@blueprintjs/core";
import type { StaffAccount } from "@ipf/shared/schemas/staff";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { groupName } from "../../i18n";
import { useSession, useStaff } from "../../session";
import { actionsColumn } from "../../table/columns";
import { QueuePage } from "../../table/QueuePage";
import { useQueue } from "../../table/useQueue";
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
  const queue = useQueue<StaffAccount, StaffTab, Opened>({
    tabs: STAFF_TABS,
    events: [STAFF_ACCOUNT_EVENT],
    count: true,
    fetch: async (tab, { page, perPage, query }) => {
      const answer = await api.staffAccounts({ page, perPage, query }, tab);
      return { rows: answer.staff, total: answer.count, pageCount: answer.pageCount };
    },
  });
  const { list, opened, open, close, done, dialog } = queue;

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
        meta: { width: "11%", nowrap: true },
      },
      {
        id: "fullName",
        header: t("staff.columns.fullName"),
        cell: ({ row }) => row.original.fullName,
        meta: { width: "12%", nowrap: true },
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
        meta: { width: "15%", nowrap: true },
      },
      {
        id: "status",
        header: t("staff.columns.status"),
        cell: ({ row }) => (
          <Tag minimal round intent={row.original.isActive ? "success" : "danger"}>
            {t(row.original.isActive ? "staff.status.active" : "staff.status.disabled")}
          </Tag>
        ),
        meta: { width: "9%", nowrap: true },
      },
      {
        id: "lastLogin",
        header: t("staff.columns.lastLogin"),
        cell: ({ row }) => (row.original.lastLoginAt ? formatDateTime(row.original.lastLoginAt) : t("staff.never")),
        meta: { width: "13%", nowrap: true },
      },
      actionsColumn(
        t("staff.columns.actions"),
        (account) => {
          const allowed = accountActions(me.groupId, account, me.id);
          return [
            allowed.resetPassword && {
              icon: "key",
              text: t("staff.resetPassword"),
              onClick: () => open({ kind: "password", account }),
            },
            allowed.disable && {
              icon: "disable",
              danger: true,
              text: t("staff.disable"),
              onClick: () => open({ kind: "toggle", account }),
            },
            allowed.enable && {
              icon: "confirm",
              text: t("staff.enable"),
              onClick: () => open({ kind: "toggle", account }),
            },
          ];
        },
        { width: "25%", nowrap: true },
      ),
    ],
    [t, me.id, me.groupId],
  );

  const tab = list.params.tab;

  return (
    <QueuePage
      queue={queue}
      icon="people"
      title={t("areas.staffAccounts")}
      actions={
        <Button intent="primary" icon="new-person" text={t("staff.newAccount")} onClick={() => open({ kind: "new" })} />
      }
      tabTitle={(id) => t(`staff.tabs.${id}`)}
      search={t("staff.search")}
      list={list}
      columns={columns}
      rowId={(account) => account.id}
      onOpen={(account) => {
        const allowed = accountActions(me.groupId, account, me.id);
        if (allowed.resetPassword) open({ kind: "password", account });
      }}
      label={t("staff.label")}
      empty={{ icon: "people", title: t(`staff.empty.${tab}`), description: t("staff.empty.description") }}
      rowClass={(account) => (account.isActive ? undefined : "ipf-row-muted")}
    >
      {opened?.kind === "new" ? <NewAccountDialog onClose={close} onDone={done} /> : null}
      {opened?.kind === "toggle" ? (
        <ToggleAccountDialog account={opened.account} self={opened.account.id === me.id} {...dialog} />
      ) : null}
      {opened?.kind === "password" ? <ResetPasswordDialog account={opened.account} {...dialog} /> : null}
    </QueuePage>
  );
}
