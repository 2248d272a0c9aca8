import { Button, Icon, Tag } from "@blueprintjs/core";
import type { SupportTicket } from "@ipf/shared/schemas/support";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { useSession, useStaff } from "../../session";
import { actionsColumn, customerColumns, dateColumn } from "../../table/columns";
import { QueuePage } from "../../table/QueuePage";
import { answerPage } from "../../table/useList";
import { useQueue } from "../../table/useQueue";
import { ActionDialog } from "../../ui/ActionDialog";
import { readFailure } from "../../ui/action-error";
import { errorMessage } from "../../i18n";
import { toast } from "../../ui/toaster";
import { NewTicketDialog } from "./NewTicketDialog";
import { UnderReviewTags } from "./ParcelReport";
import { asCustomer, TicketStatus } from "./TicketParts";
import {
  canOpenTicket,
  DEFAULT_SUPPORT_TAB,
  SUPPORT_EVENTS,
  SUPPORT_TABS,
  ticketActions,
  type SupportTab,
} from "./rules";
import "./support.css";

/** The dialog open over the tickets: closing one, or opening a new one. */
type Opened = { kind: "close"; ticket: SupportTicket } | { kind: "new" };

/**
 * support: the tickets of a tab, unread first, searched; mark as read and
 * close from the row, open the thread, open a ticket for a customer. A
 * customer's new ticket or message reloads the list live.
 */
export function SupportPage() {
  const { t } = useTranslation();
  const { api } = useSession();
  const staff = useStaff();
  const navigate = useNavigate();
  const queue = useQueue<SupportTicket, SupportTab, Opened>({
    tabs: SUPPORT_TABS,
    defaultTab: DEFAULT_SUPPORT_TAB,
    events: SUPPORT_EVENTS,
    count: true,
    fetch: async (tab, { page, perPage, query }) =>
      answerPage(await api.supportTickets({ page, perPage, query }, tab), "tickets", "requestCount"),
  });
  const { list, opened, open, close, done } = queue;
  const closing = opened?.kind === "close" ? opened.ticket : null;

  const columns = useMemo<ColumnDef<SupportTicket, unknown>[]>(() => {
    const markRead = async (ticket: SupportTicket) => {
      try {
        await api.markTicketRead(ticket._id);
        toast(t("support.updated"));
      } catch (error) {
        toast(errorMessage(readFailure(error).code), "danger");
      }
      list.reload();
    };
    return [
      {
        id: "subject",
        header: t("support.columns.subject"),
        cell: ({ row }) => (
          <>
            <Link to={`/support/${row.original._id}`} className="ipf-ticket-subject" title={row.original.title}>
              {row.original.title}
            </Link>
            <UnderReviewTags codes={row.original.parcelsUnderReview} />
          </>
        ),
        meta: { width: "22%", nowrap: true },
      },
      ...customerColumns<SupportTicket>((ticket) => asCustomer(ticket.user), { name: "11%", code: "10%" }),
      dateColumn("date", t("support.columns.date"), (row) => row.createdAt, "13%"),
      {
        id: "status",
        header: t("support.columns.status"),
        cell: ({ row }) => <TicketStatus status={row.original.status} />,
        meta: { width: "8%", nowrap: true },
      },
      {
        id: "newMessage",
        header: t("support.columns.newMessage"),
        cell: ({ row }) =>
          row.original.newMessage ? (
            <Tag intent="danger" round icon="envelope" aria-label={t("support.unreadLabel")}>
              {t("support.unread")}
            </Tag>
          ) : (
            <Icon icon="minus" className="ipf-muted-icon" aria-hidden />
          ),
        meta: { width: "11%", nowrap: true },
      },
      actionsColumn(
        t("support.columns.actions"),
        (ticket) => {
          const allowed = ticketActions(staff.groupId, ticket);
          return [
            {
              icon: "eye-open",
              text: t("support.markRead"),
              disabled: !allowed.markRead,
              onClick: () => void markRead(ticket),
            },
            {
              icon: "lock",
              text: t("support.close"),
              disabled: !allowed.close,
              onClick: () => open({ kind: "close", ticket }),
            },
          ];
        },
        { width: "25%", nowrap: true },
      ),
    ];
  }, [t, api, staff.groupId, navigate, list.reload]);

  return (
    <QueuePage
      queue={queue}
      icon="chat"
      title={t("areas.support")}
      texts="support"
      actions={
        canOpenTicket(staff.groupId) ? (
          <Button intent="primary" icon="add" text={t("support.newTicket")} onClick={() => open({ kind: "new" })} />
        ) : null
      }
      columns={columns}
      onOpen={(ticket) => navigate(`/support/${ticket._id}`)}
      rowClass={(ticket) =>
        ticket.newMessage ? "ipf-row-unread" : ticket.status === "closed" ? "ipf-row-muted" : undefined
      }
    >
      <ActionDialog
        isOpen={closing !== null}
        title={t("support.closeTitle", { title: closing?.title ?? "" })}
        icon="lock"
        intent="danger"
        action={t("support.closeAction")}
        onClose={close}
        onStale={list.reload}
        onSubmit={async () => {
          if (!closing) return;
          await api.closeTicket(closing._id);
          toast(t("support.updated"));
          done();
        }}
      >
        <p>{t("support.closeText")}</p>
      </ActionDialog>

      <NewTicketDialog
        isOpen={opened?.kind === "new"}
        onClose={close}
        onCreated={(ticketId) => {
          close();
          navigate(`/support/${ticketId}`);
        }}
        onShowOpen={(code) => {
          close();
          navigate(`/support?${new URLSearchParams({ tab: "open", q: code }).toString()}`);
        }}
      />
    </QueuePage>
  );
}
