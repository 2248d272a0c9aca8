import { supportTickets } from "@ipf/shared/contract/support-tickets";
import type { Api } from "../../lib/api.js";
import { currentStaff } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import {
  closeTicket,
  fetchTicket,
  markReadByStaff,
  replyAsStaff,
  staffTicketPage,
} from "../../services/support-staff.js";
import { attachmentLinks, openTicket, withAttachment } from "../../services/support.js";
import { presentMessage, presentThread, presentTicket } from "../../presenters/support.js";
import { inTransaction, readScope } from "../../services/work.js";
import { messageFile, openedTicket } from "./tickets.js";

const MESSAGES = {
  read: "updated successfully",
  closed: "updated successfully",
} as const;

/**
 * Support, staff side (permission support.handle): the desk lists every
 * customer's tickets, reads and answers them, closes them, and opens one
 * for a customer.
 */
export function registerStaffSupportRoutes(api: Api, deps: Deps) {
  api.bind(supportTickets.list, async (_ctx, { query }) => {
    const { tickets, count } = await staffTicketPage(readScope(deps), query);
    return {
      error: false as const,
      tickets: tickets.map((ticket) => presentTicket(ticket)),
      requestCount: count,
      pageCount: Math.ceil(count / query.perPage),
    };
  });

  api.bind(supportTickets.markRead, async (_ctx, { params }) => {
    await markReadByStaff(readScope(deps), params.id);
    return { error: false as const, message: MESSAGES.read };
  });

  api.bind(supportTickets.close, async (ctx, { params }) => ({
    error: false as const,
    message: MESSAGES.closed,
    ticket: presentTicket(
      await inTransaction(deps, (work) => closeTicket(work, params.id), { staff: currentStaff(ctx) }),
    ),
  }));

  api.bind(supportTickets.openForCustomer, async (ctx, { body }) => {
    const result = await openTicket(readScope(deps), {
      customerId: body.userId,
      about: body.about,
      staffId: currentStaff(ctx).id,
    });
    return openedTicket(deps, ctx, result, (ticketId) =>
      deps.realtime.toCustomer(body.userId, "supportTicket", { ticketId, status: "open" }),
    );
  });

  api.bind(supportTickets.get, async (_ctx, { body }) => ({
    error: false as const,
    ticket: presentThread(await fetchTicket(readScope(deps), body.ticketId), attachmentLinks(readScope(deps))),
  }));

  api.bind(supportTickets.reply, async (ctx, { form, files }) => {
    const file = messageFile(form.message, files);
    const message = await withAttachment(readScope(deps), file, (stored) =>
      inTransaction(deps, (work) => replyAsStaff(work, { ticketId: form.ticketId, body: form.message, ...stored }), {
        staff: currentStaff(ctx),
      }),
    );
    return { error: false as const, message: presentMessage(message, attachmentLinks(readScope(deps))) };
  });
}
