import { tickets } from "@ipf/shared/contract/tickets";
import type { Api } from "../../lib/api.js";
import { currentCustomer } from "../../lib/auth.js";
import { perCustomer } from "../../lib/rate-limit.js";
import type { Deps } from "../../deps.js";
import { presentMessage, presentThread, presentTicket } from "../../presenters/support.js";
import {
  attachmentLinks,
  latestTicket,
  openTicket,
  pageOf,
  postMessage,
  readTicketAsCustomer,
  unreadCount,
  withAttachment,
} from "../../services/support.js";
import { inTransaction, readScope } from "../../services/work.js";
import { messageFile, openedTicket } from "./tickets.js";
import { checkCaptcha } from "../users/captcha.js";

/**
 * Support, customer side: a customer opens a ticket (one open at a time),
 * reads their tickets and writes on the open one; staff hear of each live.
 */
export function registerCustomerSupportRoutes(api: Api, deps: Deps) {
  // The old client used both paths for the same thing.
  for (const entry of [tickets.openAlias, tickets.open]) {
    api.bind(entry, perCustomer(deps.db, "ticket-create", 5, 3600), async (ctx, { body }) => {
      await checkCaptcha(deps, "ticket", body.captcha, ctx.ip);
      const result = await openTicket(readScope(deps), { customerId: currentCustomer(ctx).id, about: body.about });
      return openedTicket(deps, ctx, result, (ticketId) =>
        deps.realtime.toStaff("supportTicket", { ticketId, status: "open" }),
      );
    });
  }

  api.bind(tickets.list, async (ctx, { query }) => {
    const page = await pageOf(readScope(deps), currentCustomer(ctx).id, query.page, query.perPage);
    const { count } = page;
    const supportTickets = page.tickets.map((ticket) => presentTicket(ticket));
    return { error: false as const, supportTickets, count, pageCount: Math.ceil(count / query.perPage) };
  });

  api.bind(tickets.unreadCount, async (ctx) => ({
    error: false as const,
    count: await unreadCount(readScope(deps), currentCustomer(ctx).id),
  }));

  api.bind(tickets.latest, async (ctx) => {
    const latest = await latestTicket(readScope(deps), currentCustomer(ctx).id);
    return { error: false as const, supportTicket: latest && presentTicket(latest) };
  });

  api.bind(tickets.get, async (ctx, { body }) => ({
    error: false as const,
    ticket: presentThread(
      await readTicketAsCustomer(readScope(deps), currentCustomer(ctx).id, body.ticketId),
      attachmentLinks(readScope(deps)),
    ),
  }));

  api.bind(tickets.send, perCustomer(deps.db, "ticket-message", 30, 60), async (ctx, { form, files }) => {
    await checkCaptcha(deps, "ticket", form.captcha, ctx.ip);
    const file = messageFile(form.message, files);
    const customerId = currentCustomer(ctx).id;
    const { message } = await withAttachment(readScope(deps), file, (stored) =>
      inTransaction(deps, (work) =>
        postMessage(work, { ticketId: form.ticketId, body: form.message, ...stored, customerId }),
      ),
    );
    const sent = presentMessage(message, attachmentLinks(readScope(deps)));
    await deps.realtime.toStaff("supportMessage", { ticketId: form.ticketId, messageId: sent._id });
    return { error: false as const, message: sent };
  });
}
