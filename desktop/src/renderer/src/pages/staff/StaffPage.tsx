import { Button, Tag } from "@blueprintjs/core";
import type { StaffAccount } from "@ipf/shared/schemas/staff";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { groupName } from "../../i18n";
import { useSession, useStaff } from "../../session";
import { actionsColumn } from "../../table/columns";
import { QueuePage } from "../../table/QueuePage";
import { answerPage } from "../../table/useList";
import { useQueue } from "../../table/useQueue";
import { formatDateTime } from "../../ui/format";
import { EditAccountDialog, NewAccountDialog, ResetPasswordDialog, ToggleAccountDialog } from "./AccountDialogs";
import { accountActions, STAFF_ACCOUNT_EVENT, STAFF_TABS, type StaffTab } from "./rules";
import "./staff.css";

type Opened = { kind: "new" } | { kind: "edit" | "toggle" | "password"; account: StaffAccount };

/**
 * staff (admins, permission staff.manage): the back office's accounts by
 * tab, searched; create one with a group, edit its name, e-mail and group,
 * disable or enable it, set a new password. The last active admin is
 * offered neither "Disable" nor another group, as the API refuses both.
 */
export function StaffPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const me = useStaff();
  // Counted by the list's every answer, whatever its tab: the rule of the last admin reads it.
  const [activeAdmins, setActiveAdmins] = useState(0);
  const queue = useQueue<StaffAccount, StaffTab, Opened>({
    tabs: STAFF_TABS,
    events: [STAFF_ACCOUNT_EVENT],
    count: true,
    fetch: async (tab, { page, perPage, query }) => {
      const answer = await api.staffAccounts({ page, perPage, query }, tab);
      setActiveAdmins(answer.activeAdmins);
      return answerPage(answer, "staff", "count");
    },
  });
  const { opened, open, close, done, dialog } = queue;

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
        meta: { width: "13%", nowrap: true },
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
        meta: { width: "14%", nowrap: true },
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
        meta: { width: "13%", nowrap: true },
      },
      actionsColumn(
        t("staff.columns.actions"),
        (account) => {
          const allowed = accountActions(me.groupId, account, me.id, activeAdmins);
          return [
            allowed.edit && {
              icon: "edit",
              text: t("staff.edit"),
              iconOnly: true,
              onClick: () => open({ kind: "edit", account }),
            },
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
        { width: "27%", nowrap: true },
      ),
    ],
    [t, me.id, me.groupId, activeAdmins],
  );

  return (
    <QueuePage
      queue={queue}
      icon="people"
      title={t("areas.staffAccounts")}
      texts="staff"
      actions={
        <Button intent="primary" icon="new-person" text={t("staff.newAccount")} onClick={() => open({ kind: "new" })} />
      }
      columns={columns}
      rowId={(account) => account.id}
      onOpen={(account) => {
        if (accountActions(me.groupId, account, me.id, activeAdmins).edit) open({ kind: "edit", account });
      }}
      rowClass={(account) => (account.isActive ? undefined : "ipf-row-muted")}
    >
      {opened?.kind === "new" ? <NewAccountDialog onClose={close} onDone={done} /> : null}
      {opened?.kind === "edit" ? (
        <EditAccountDialog account={opened.account} activeAdmins={activeAdmins} {...dialog} />
      ) : null}
      {opened?.kind === "toggle" ? (
        <ToggleAccountDialog account={opened.account} self={opened.account.id === me.id} {...dialog} />
      ) : null}
      {opened?.kind === "password" ? <ResetPasswordDialog account={opened.account} {...dialog} /> : null}
    </QueuePage>
  );
}
