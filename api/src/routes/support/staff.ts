import {
  adminCreateTicketRequestSchema,
  createdTicketResponseSchema,
  isEmptyMessage,
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
import { OpenTicketExistsError, ValidationError } from "../../lib/errors.js";
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

const MESSAGES = {
  created: "Created Successfully",
  read: "updated successfully",
  closed: "updated successfully",
  emptyMessage: "you can't send an empty message",
} as const;

/** Staff send no captcha: the field is simply not part of their form. */
const staffMessageFormSchema = sendMessageFormSchema.omit({ captcha: true });

/** Support, staff side (back-office-configuration-and-support.md 2.12, 7): permission support.handle. */
export function registerStaffSupportRoutes(api: Api, deps: Deps) {
  api.get(
    "/api/admins/support/get",
    {
      summary: "Tickets of a tab (open, closed, all), searched, unread first, then newest first, with their customer",
      tags: ["support"],
      auth: { staff: "support.handle" },
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

  api.get(
    "/api/admins/support/read/:id",
    {
      summary: "Mark the customer's messages on a ticket as read",
      tags: ["support"],
      auth: { staff: "support.handle" },
      schemas: { params: ticketIdParamsSchema, response: messageResponseSchema },
      errors: [404],
    },
    async (_ctx, { params }) => {
      await markReadByStaff(deps, params.id);
      return { error: false as const, message: MESSAGES.read };
    },
  );

  api.get(
    "/api/admins/support/close/:id",
    {
      summary: "Close a ticket; 409 TICKET_CLOSED when it already is",
      tags: ["support"],
      auth: { staff: "support.handle" },
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

  api.post(
    "/api/admins/support/create",
    {
      summary: "Open a ticket for a customer; 409 OPEN_TICKET_EXISTS with its ticketId when one is open",
      tags: ["support"],
      auth: { staff: "support.handle" },
      schemas: { body: adminCreateTicketRequestSchema, response: createdTicketResponseSchema },
      errors: [404, 409],
    },
    async (ctx, { body }) => {
      const result = await openTicket(deps, {
        customerId: body.userId,
        about: body.about,
        staffId: currentStaff(ctx).id,
      });
      if (!result.created) throw OpenTicketExistsError(result.openTicketId);
      await deps.realtime.toCustomer(body.userId, "supportTicket", { ticketId: result.ticket.id, status: "open" });
      ctx.status = 201;
      const supportTicket = presentThread({ ticket: result.ticket, messages: [] }, attachmentLinks(deps));
      return { error: false as const, message: MESSAGES.created, supportTicket };
    },
  );

  api.post(
    "/api/admins/support/fetch",
    {
      summary: "A ticket with its messages and its customer's details",
      tags: ["support"],
      auth: { staff: "support.handle" },
      schemas: { body: ticketIdRequestSchema, response: ticketResponseSchema },
      errors: [404],
    },
    async (_ctx, { body }) => ({
      error: false as const,
      ticket: presentThread(await fetchTicket(deps, body.ticketId), attachmentLinks(deps)),
    }),
  );

  api.post(
    "/api/admins/support/send",
    {
      summary: "Reply on an open ticket (text and/or an image or PDF); the customer gets it live and by e-mail",
      tags: ["support"],
      auth: { staff: "support.handle" },
      schemas: { form: staffMessageFormSchema, response: sentMessageResponseSchema },
      upload: { maxFiles: 1, maxFileBytes: MAX_UPLOAD_BYTES },
      errors: [404, 409, 413],
    },
    async (ctx, { form, files }) => {
      const file = files[0]?.bytes;
      if (isEmptyMessage(form.message, file !== undefined)) {
        throw ValidationError({ message: "emptyMessage" }, MESSAGES.emptyMessage);
      }
      const message = await withAttachment(deps, file, (filePath) =>
        inTransaction(deps, (work) => replyAsStaff(work, { ticketId: form.ticketId, body: form.message, filePath }), {
          staff: currentStaff(ctx),
        }),
      );
      return { error: false as const, message: presentMessage(message, attachmentLinks(deps)) };
    },
  );
}
