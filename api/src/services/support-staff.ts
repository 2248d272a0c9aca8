import type { TranslatedText } from "@ipf/shared/schemas/common";
import type { StaffTicketTab } from "@ipf/shared/schemas/support";
import type { Knex } from "knex";
import { ConflictError, NotFoundError } from "../lib/errors.js";
import { siteLink } from "../lib/public-origin.js";
import { shorten, supportReplyMail } from "../mails/support-reply.js";
import { createNotification, publishNotification } from "./notifications.js";
import { resolveReports } from "./parcel-reports.js";
import {
  findTicket,
  postMessage,
  selectTickets,
  ticketMessages,
  type MessageRow,
  type TicketRow,
  type TicketThread,
} from "./support.js";
import { actingStaff, type Scope, type Work } from "./work.js";
import { containsPattern } from "./parcels/search.js";

/**
 * The staff side of support: mark read, close, read a thread, reply. A reply
 * reaches the customer three ways: the e-mail (queued in the reply's
 * transaction), a bell notification and a supportMessage event on their open
 * pages (both after commit). A reply or a closing resolves the ticket's
 * parcel error reports; the customer's events name those parcels (`reviewed`).
 */

const MESSAGES = {
  ticketClosed: "This ticket is closed.",
} as const;

const REPLY_TITLE: TranslatedText = {
  en: "New reply from support",
  ar: "رد جديد من فريق الدعم",
  fr: "Nouvelle réponse du support",
};

const TITLE_IN_TEXT = 80;
const replyText = (title: string): TranslatedText => ({
  en: `Your ticket "${title}" has a new reply.`,
  ar: `لتذكرتك «${title}» رد جديد.`,
  fr: `Votre ticket « ${title} » a une nouvelle réponse.`,
});

/** A search term as a LIKE pattern that matches it literally, anywhere. */
/**
 * The staff desk's page of tickets: one tab (open, closed, all), a search on
 * the subject, the customer's name, e-mail or customer code, tickets with a
 * customer message staff have not read first, then newest first.
 */
export async function staffTicketPage(
  scope: Scope,
  filter: { status: StaffTicketTab; q?: string | undefined; page: number; perPage: number },
): Promise<{ tickets: TicketRow[]; count: number }> {
  const narrow = (query: Knex.QueryBuilder): Knex.QueryBuilder => {
    if (filter.status !== "all") query.where("t.status", filter.status);
    if (filter.q) {
      const pattern = containsPattern(filter.q);
      query.where((where) =>
        where
          .whereILike("t.title", pattern)
          .orWhereRaw("(c.first_name || ' ' || c.last_name) ILIKE ?", [pattern])
          .orWhereILike("c.email", pattern)
          .orWhereILike("c.address_code", pattern),
      );
    }
    return query;
  };
  const rows = narrow(selectTickets(scope))
    .orderBy([
      { column: "t.staff_has_new", order: "desc" },
      { column: "t.created_at", order: "desc" },
      { column: "t.id", order: "desc" },
    ])
    .offset(filter.page * filter.perPage)
    .limit(filter.perPage) as Promise<TicketRow[]>;
  const total = narrow(
    scope.db("support_tickets as t").join("customers as c", "c.id", "t.customer_id").count({ n: "*" }),
  ) as Promise<{ n: string }[]>;
  const [found, counted] = await Promise.all([rows, total]);
  return { tickets: found, count: Number(counted[0]?.n ?? 0) };
}

export async function markReadByStaff(scope: Scope, ticketId: string): Promise<void> {
  const updated = await scope.db("support_tickets").where({ id: ticketId }).update({ staff_has_new: false });
  if (updated === 0) throw NotFoundError();
  // The other desks' lists drop the ticket's unread mark.
  await scope.deps.realtime.toStaff("supportTicket", { ticketId, read: true });
}

/** Only staff close a ticket, once (the button is disabled once closed; the API answers 409). */
export async function closeTicket(work: Work, ticketId: string): Promise<TicketRow> {
  const { trx, deps } = work;
  const locked = (await trx("support_tickets").where({ id: ticketId }).forUpdate().first("status")) as
    { status: string } | undefined;
  if (!locked) throw NotFoundError();
  if (locked.status !== "open") throw ConflictError("TICKET_CLOSED", MESSAGES.ticketClosed);
  await trx("support_tickets")
    .where({ id: ticketId })
    .update({ status: "closed", closed_at: work.now, closed_by: actingStaff(work).id });
  const reviewed = await resolveReports(work, ticketId);
  const ticket = await findTicket(work, ticketId);
  work.after(async () => {
    await deps.realtime.toCustomer(ticket.customer_id, "supportTicket", { ticketId, status: "closed", reviewed });
    await deps.realtime.toStaff("supportTicket", { ticketId, status: "closed" });
  });
  return ticket;
}

/** support/fetch: the thread with the customer's details; reading does not clear the flag (mark-as-read does). */
export async function fetchTicket(scope: Scope, ticketId: string): Promise<TicketThread> {
  const ticket = await findTicket(scope, ticketId);
  return { ticket, messages: await ticketMessages(scope, ticketId) };
}

/** A staff member's reply: the message, the reply e-mail and the customer's notification, told after commit. */
export async function replyAsStaff(
  work: Work,
  input: { ticketId: string; body: string; filePath: string | null; fileName?: string | null },
): Promise<MessageRow> {
  const { trx, deps } = work;
  const { ticket, message } = await postMessage(work, { ...input, staffId: actingStaff(work).id });
  // A reply answers the customer's reports on the ticket: their parcels are no longer under review.
  const reviewed = await resolveReports(work, ticket.id);
  const owner = (await trx("customers").where({ id: ticket.customer_id }).first("site_origin")) as
    { site_origin: string | null } | undefined;
  const link = siteLink(deps.config, owner?.site_origin, `/${ticket.language}/support/${ticket.id}`);
  await deps.mailer.queue(supportReplyMail(ticket, ticket, input.body, link), trx);
  const notification = await createNotification(work, {
    customerId: ticket.customer_id,
    title: REPLY_TITLE,
    text: replyText(shorten(ticket.title, TITLE_IN_TEXT)),
  });
  work.after(async () => {
    if (notification) await publishNotification(work, ticket.customer_id, notification);
    await deps.realtime.toCustomer(ticket.customer_id, "supportMessage", {
      ticketId: ticket.id,
      messageId: String(message.id),
      reviewed,
    });
    await deps.realtime.toStaff("supportMessage", { ticketId: ticket.id, messageId: String(message.id) });
  });
  return message;
}
