import {
  createdTicketResponseSchema,
  sentMessageResponseSchema,
  staffTicketsResponseSchema,
  ticketResponseSchema,
  type AdminCreateTicketRequest,
  type StaffTicketTab,
} from "@ipf/shared/schemas/support";
import { messageResponseSchema } from "@ipf/shared/schemas/common";
import { verbs, tabQuery, type PageRequest } from "./calls";
import type { ApiRequest, UploadProgress } from "./client";

const closedTicketResponseSchema = messageResponseSchema.extend({ ticket: ticketResponseSchema.shape.ticket });

/** Support tickets, staff side (back-office-configuration-and-support 2.12 and 7). */
export function supportCalls(request: ApiRequest) {
  const { get } = verbs(request);
  return {
    /** GET /api/admins/support/get: a tab of tickets, searched, unread first. */
    supportTickets: (page: PageRequest, status: StaffTicketTab) =>
      get("/api/admins/support/get", staffTicketsResponseSchema, tabQuery(page, status)),
    /** POST /api/admins/support/fetch: the thread and the customer's details. */
    supportTicket: async (ticketId: string) =>
      (
        await request({
          method: "POST",
          path: "/api/admins/support/fetch",
          body: { ticketId },
          answer: ticketResponseSchema,
        })
      ).ticket,
    /** GET /api/admins/support/read/{id} */
    markTicketRead: (ticketId: string) =>
      get(`/api/admins/support/read/${encodeURIComponent(ticketId)}`, messageResponseSchema),
    /** GET /api/admins/support/close/{id}: 409 TICKET_CLOSED when someone closed it first. */
    closeTicket: (ticketId: string) =>
      get(`/api/admins/support/close/${encodeURIComponent(ticketId)}`, closedTicketResponseSchema),
    /** POST /api/admins/support/create: 409 OPEN_TICKET_EXISTS when the customer has one open. */
    createTicket: (body: AdminCreateTicketRequest) =>
      request({ method: "POST", path: "/api/admins/support/create", body, answer: createdTicketResponseSchema }),
    /** POST /api/admins/support/send (multipart: ticketId, message, file). */
    sendReply: (form: FormData, onProgress?: UploadProgress) =>
      request({
        method: "POST",
        path: "/api/admins/support/send",
        form,
        answer: sentMessageResponseSchema,
        onProgress,
      }),
  };
}
