import {
  createTicketRequestSchema,
  createdTicketResponseSchema,
  customerTicketsResponseSchema,
  latestTicketResponseSchema,
  sendMessageFormSchema,
  sentMessageResponseSchema,
  ticketCountResponseSchema,
  ticketIdRequestSchema,
  ticketListQuerySchema,
  ticketResponseSchema,
} from "@ipf/shared/schemas/support";
import type { Api } from "../../lib/api.js";
import { currentCustomer } from "../../lib/auth.js";
import { perCustomer } from "../../lib/rate-limit.js";
import { MAX_UPLOAD_BYTES } from "../../lib/storage.js";
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
import { inTransaction } from "../../services/work.js";
import { messageFile, openedTicket } from "./tickets.js";
import { checkCaptcha } from "../users/captcha.js";
import { resourceRoutes } from "../kit-legacy.js";

/** Support, customer side (customer-area.md 7). */
export function registerCustomerSupportRoutes(api: Api, deps: Deps) {
  const routes = resourceRoutes(api, { tags: ["support"], auth: "customer" });

  // The old client used both paths for the same thing.
  for (const path of ["/api/users/create/userTicket", "/api/users/create/ticket"]) {
    routes.post(
      path,
      {
        summary: "Open a ticket; 409 OPEN_TICKET_EXISTS with its ticketId when one is open",
        schemas: { body: createTicketRequestSchema, response: createdTicketResponseSchema },
        errors: [409, 429],
      },
      perCustomer(deps.db, "ticket-create", 5, 3600),
      async (ctx, { body }) => {
        await checkCaptcha(deps, "ticket", body.captcha, ctx.ip);
        const result = await openTicket(deps, { customerId: currentCustomer(ctx).id, about: body.about });
        return openedTicket(deps, ctx, result, (ticketId) =>
          deps.realtime.toStaff("supportTicket", { ticketId, status: "open" }),
        );
      },
    );
  }

  routes.get(
    "/api/users/support/user",
    {
      summary: "The customer's tickets, newest first",
      schemas: { query: ticketListQuerySchema, response: customerTicketsResponseSchema },
    },
    async (ctx, { query }) => {
      const { tickets, count } = await pageOf(deps.db, currentCustomer(ctx).id, query.page, query.perPage);
      const supportTickets = tickets.map((ticket) => presentTicket(ticket));
      return { error: false as const, supportTickets, count, pageCount: Math.ceil(count / query.perPage) };
    },
  );

  routes.get(
    "/api/users/support/count",
    {
      summary: "How many of the customer's tickets have a reply they have not read",
      schemas: { response: ticketCountResponseSchema },
    },
    async (ctx) => ({ error: false as const, count: await unreadCount(deps.db, currentCustomer(ctx).id) }),
  );

  routes.get(
    "/api/users/support/latest",
    {
      summary: "The customer's newest ticket (the open one when there is one), or null",
      schemas: { response: latestTicketResponseSchema },
    },
    async (ctx) => {
      const latest = await latestTicket(deps.db, currentCustomer(ctx).id);
      return { error: false as const, supportTicket: latest && presentTicket(latest) };
    },
  );

  routes.post(
    "/api/users/support/get",
    {
      summary: "One of the customer's tickets with its messages; marks the replies read",
      schemas: { body: ticketIdRequestSchema, response: ticketResponseSchema },
      errors: [404],
    },
    async (ctx, { body }) => ({
      error: false as const,
      ticket: presentThread(
        await readTicketAsCustomer(deps, currentCustomer(ctx).id, body.ticketId),
        attachmentLinks(deps),
      ),
    }),
  );

  routes.post(
    "/api/users/support/send",
    {
      summary: "Write on an open ticket: text and/or one image or PDF (at most 10 MB)",
      schemas: { form: sendMessageFormSchema, response: sentMessageResponseSchema },
      upload: { maxFiles: 1, maxFileBytes: MAX_UPLOAD_BYTES },
      errors: [404, 409, 413, 429],
    },
    perCustomer(deps.db, "ticket-message", 30, 60),
    async (ctx, { form, files }) => {
      await checkCaptcha(deps, "ticket", form.captcha, ctx.ip);
      const file = messageFile(form.message, files);
      const customerId = currentCustomer(ctx).id;
      const { message } = await withAttachment(deps, file, (stored) =>
        inTransaction(deps, (work) =>
          postMessage(work, { ticketId: form.ticketId, body: form.message, ...stored, customerId }),
        ),
      );
      const sent = presentMessage(message, attachmentLinks(deps));
      await deps.realtime.toStaff("supportMessage", { ticketId: form.ticketId, messageId: sent._id });
      return { error: false as const, message: sent };
    },
  );
}
