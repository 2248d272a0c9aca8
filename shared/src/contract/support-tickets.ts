import { messageResponseSchema } from "../schemas/common.js";
import {
  adminCreateTicketRequestSchema,
  closedTicketResponseSchema,
  createdTicketResponseSchema,
  sentMessageResponseSchema,
  staffMessageFormSchema,
  staffTicketListQuerySchema,
  staffTicketsResponseSchema,
  ticketIdParamsSchema,
  ticketIdRequestSchema,
  ticketResponseSchema,
} from "../schemas/support.js";
import { endpoints } from "./endpoint.js";

/** The back office's support desk: every customer's tickets, read, answered and closed by staff. */
export const supportTickets = endpoints(
  "supportTickets",
  { tags: ["support"], auth: { staff: "support.handle" } },
  {
    list: {
      method: "get",
      path: "/api/admins/support/get",
      summary: "Tickets of a tab (open, closed, all), searched, unread first, then newest first, with their customer",
      schemas: { query: staffTicketListQuerySchema, response: staffTicketsResponseSchema },
    },
    markRead: {
      method: "get",
      path: "/api/admins/support/read/:id",
      summary: "Mark the customer's messages on a ticket as read",
      schemas: { params: ticketIdParamsSchema, response: messageResponseSchema },
      errors: [404],
    },
    close: {
      method: "get",
      path: "/api/admins/support/close/:id",
      summary: "Close a ticket; 409 TICKET_CLOSED when it already is",
      schemas: { params: ticketIdParamsSchema, response: closedTicketResponseSchema },
      errors: [404, 409],
    },
    openForCustomer: {
      method: "post",
      path: "/api/admins/support/create",
      summary: "Open a ticket for a customer; 409 OPEN_TICKET_EXISTS with its ticketId when one is open",
      schemas: { body: adminCreateTicketRequestSchema, response: createdTicketResponseSchema },
      errors: [404, 409],
    },
    get: {
      method: "post",
      path: "/api/admins/support/fetch",
      summary: "A ticket with its messages and its customer's details",
      schemas: { body: ticketIdRequestSchema, response: ticketResponseSchema },
      errors: [404],
    },
    reply: {
      method: "post",
      path: "/api/admins/support/send",
      summary: "Reply on an open ticket (text and/or an image or PDF); the customer gets it live and by e-mail",
      schemas: { form: staffMessageFormSchema, response: sentMessageResponseSchema },
      upload: { maxFiles: 1 },
      errors: [404, 409, 413],
    },
  },
);
