import { dateColumn } from "../../table/columns";
import { Button, Tooltip } from "@blueprintjs/core";
import type { CustomerRowView } from "@ipf/shared/schemas/customers-admin";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useSession, useStaff } from "../../session";
import { QueuePage } from "../../table/QueuePage";
import { answerPage } from "../../table/useList";
import { useQueue } from "../../table/useQueue";
import { CustomerCode, CustomerName } from "../../ui/CustomerCell";
import { HintIcon } from "../../ui/HintIcon";
import { customerActions } from "./rules";
import "./customers.css";

const TABS = ["all"] as const;

/**
 * Manage users: every customer, newest first, searched by name, e-mail, phone
 * or customer code; a suspicious customer is drawn apart. A row opens the
 * customer's page; admins edit from here too.
 */
export function UsersPage() {
  const { api } = useSession();
  const staff = useStaff();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = customerActions(staff.groupId);

  const queue = useQueue<CustomerRowView, "all">({
    tabs: TABS,
    fetch: async (_tab, { page, perPage, query }) =>
      answerPage(await api.customers({ page, perPage, query }), "users", "userCount"),
  });

  const columns = useMemo<ColumnDef<CustomerRowView, unknown>[]>(
    () => [
      {
        id: "name",
        header: t("customers.columns.name"),
        cell: ({ row }) => <CustomerName user={row.original} />,
        meta: { width: "15%" },
      },
      {
        id: "code",
        header: t("customers.columns.code"),
        cell: ({ row }) => <CustomerCode user={row.original} />,
        meta: { width: "10%", nowrap: true },
      },
      {
        id: "email",
        header: t("customers.columns.email"),
        cell: ({ row }) => (
          <span className="ipf-break">
            {row.original.email}{" "}
            {row.original.isConfirmed ? (
              <HintIcon icon="tick" intent="success" size={12} label={t("customers.info.confirmed")} />
            ) : null}
          </span>
        ),
        meta: { width: "19%" },
      },
      {
        id: "phone",
        header: t("customers.columns.phone"),
        cell: ({ row }) => <span className="ipf-nums">{row.original.phone || "—"}</span>,
        meta: { width: "12%", nowrap: true },
      },
      dateColumn("joined", t("customers.columns.joined"), (row) => row.createdAt, "14%"),
      dateColumn("lastLogin", t("customers.columns.lastLogin"), (row) => row.lastLogin, "14%"),
      {
        id: "actions",
        header: t("customers.columns.actions"),
        cell: ({ row }) => (
          <div className="ipf-row-actions">
            <Button
              size="small"
              icon="person"
              text={t("customers.open")}
              onClick={() => navigate(`/user/${encodeURIComponent(row.original.id)}`)}
            />
            {actions.edit ? (
              <Tooltip content={t("customers.edit")} compact>
                <Button
                  size="small"
                  variant="minimal"
                  icon="edit"
                  aria-label={t("customers.editTitle", { name: row.original.fullName })}
                  onClick={() => navigate(`/edituser/${encodeURIComponent(row.original.id)}`)}
                />
              </Tooltip>
            ) : null}
          </div>
        ),
        meta: { width: actions.edit ? "12%" : "9%", nowrap: true },
      },
    ],
    [t, actions.edit, navigate],
  );

  return (
    <QueuePage
      queue={queue}
      icon="people"
      title={t("areas.users")}
      search={t("customers.search")}
      columns={columns}
      rowId={(customer) => customer.id}
      onOpen={(customer) => navigate(`/user/${encodeURIComponent(customer.id)}`)}
      label={t("customers.tableLabel")}
      empty={{ icon: "people", title: t("customers.empty"), description: t("customers.emptyDescription") }}
      rowClass={(customer) => (customer.suspicious ? "ipf-row-suspicious" : undefined)}
    />
  );
}
