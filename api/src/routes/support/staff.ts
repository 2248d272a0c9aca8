import {
  adminCreateTicketRequestSchema,
  createdTicketResponseSchema,
  sendMessageFormSchema,
  sentMessageResponseSchema,
  staffTicketsResponseSchema,
  ticketIdParamsSchema,
  ticketIdRequestSchema,
  staffTicketListQuerySchema,
  ticketResponseSchema,
} from "@ipf/shared/schemas/support";
import { messageResponseSchema } from "@ipf/shared/schemas/common";
import type { Api } from "../../lib/api.js";
import { currentStaff } from "../../lib/auth.js";
import { MAX_UPLOAD_BYTES } from "../../lib/storage.js";
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
import { inTransaction } from "../../services/work.js";
import { messageFile, openedTicket } from "./tickets.js";
import { resourceRoutes } from "../kit-legacy.js";

const MESSAGES = {
  read: "updated successfully",
  closed: "updated successfully",
} as const;

/** Staff send no captcha: the field is simply not part of their form. */
const staffMessageFormSchema = sendMessageFormSchema.omit({ captcha: true });

/** Support, staff side (back-office-configuration-and-support.md 2.12, 7): permission support.handle. */
export function registerStaffSupportRoutes(api: Api, deps: Deps) {
  const routes = resourceRoutes(api, { tags: ["support"], auth: { staff: "support.handle" } });

  routes.get(
    "/api/admins/support/get",
    {
      summary: "Tickets of a tab (open, closed, all), searched, unread first, then newest first, with their customer",
      schemas: { query: staffTicketListQuerySchema, response: staffTicketsResponseSchema },
    },
    async (_ctx, { query }) => {
      const { tickets, count } = await staffTicketPage(deps.db, query);
      return {
        error: false as const,
        tickets: tickets.map((ticket) => presentTicket(ticket)),
        requestCount: count,
        pageCount: Math.ceil(count / query.perPage),
      };
    },
  );

  routes.get(
    "/api/admins/support/read/:id",
    {
      summary: "Mark the customer's messages on a ticket as read",
      schemas: { params: ticketIdParamsSchema, response: messageResponseSchema },
      errors: [404],
    },
    async (_ctx, { params }) => {
      await markReadByStaff(deps, params.id);
      return { error: false as const, message: MESSAGES.read };
    },
  );

  routes.get(
    "/api/admins/support/close/:id",
    {
      summary: "Close a ticket; 409 TICKET_CLOSED when it already is",
      schemas: {
        params: ticketIdParamsSchema,
        response: messageResponseSchema.extend({ ticket: ticketResponseSchema.shape.ticket }),
      },
      errors: [404, 409],
    },
    async (ctx, { params }) => ({
      error: false as const,
      message: MESSAGES.closed,
      ticket: presentTicket(
        await inTransaction(deps, (work) => closeTicket(work, params.id), { staff: currentStaff(ctx) }),
      ),
    }),
  );

  routes.post(
    "/api/admins/support/create",
    {
      summary: "Open a ticket for a customer; 409 OPEN_TICKET_EXISTS with its ticketId when one is open",
      schemas: { body: adminCreateTicketRequestSchema, response: createdTicketResponseSchema },
      errors: [404, 409],
    },
    async (ctx, { body }) => {
      const result = await openTicket(deps, {
        customerId: body.userId,
        about: body.about,
        staffId: currentStaff(ctx).id,
      });
      return openedTicket(deps, ctx, result, (ticketId) =>
        deps.realtime.toCustomer(body.userId, "supportTicket", { ticketId, status: "open" }),
      );
    },
  );

  routes.post(
    "/api/admins/support/fetch",
    {
      summary: "A ticket with its messages and its customer's details",
      schemas: { body: ticketIdRequestSchema, response: ticketResponseSchema },
      errors: [404],
    },
    async (_ctx, { body }) => ({
      error: false as const,
      ticket: presentThread(await fetchTicket(deps, body.ticketId), attachmentLinks(deps)),
    }),
  );

  routes.post(
    "/api/admins/support/send",
    {
      summary: "Reply on an open ticket (text and/or an image or PDF); the customer gets it live and by e-mail",
      schemas: { form: staffMessageFormSchema, response: sentMessageResponseSchema },
      upload: { maxFiles: 1, maxFileBytes: MAX_UPLOAD_BYTES },
      errors: [404, 409, 413],
    },
    async (ctx, { form, files }) => {
      const file = messageFile(form.message, files);
      const message = await withAttachment(deps, file, (stored) =>
        inTransaction(deps, (work) => replyAsStaff(work, { ticketId: form.ticketId, body: form.message, ...stored }), {
          staff: currentStaff(ctx),
        }),
      );
      return { error: false as const, message: presentMessage(message, attachmentLinks(deps)) };
    },
  );
}
