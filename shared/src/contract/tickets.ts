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
} from "../schemas/support.js";
import { endpoints } from "./endpoint.js";

const open = {
  method: "post",
  summary: "Open a ticket; 409 OPEN_TICKET_EXISTS with its ticketId when one is open",
  schemas: { body: createTicketRequestSchema, response: createdTicketResponseSchema },
  errors: [409, 429],
} as const;

/** The customer's support tickets: open one, read them, write on the open one. */
export const tickets = endpoints(
  "tickets",
  { tags: ["support"], auth: "customer" },
  {
    /** The same as `open`, under the other path the old client used for it. */
    openAlias: { ...open, path: "/api/users/create/userTicket" },
    open: { ...open, path: "/api/users/create/ticket" },
    list: {
      method: "get",
      path: "/api/users/support/user",
      summary: "The customer's tickets, newest first",
      schemas: { query: ticketListQuerySchema, response: customerTicketsResponseSchema },
    },
    unreadCount: {
      method: "get",
      path: "/api/users/support/count",
      summary: "How many of the customer's tickets have a reply they have not read",
      schemas: { response: ticketCountResponseSchema },
    },
    latest: {
      method: "get",
      path: "/api/users/support/latest",
      summary: "The customer's newest ticket (the open one when there is one), or null",
      schemas: { response: latestTicketResponseSchema },
    },
    get: {
      method: "post",
      path: "/api/users/support/get",
      summary: "One of the customer's tickets with its messages; marks the replies read",
      schemas: { body: ticketIdRequestSchema, response: ticketResponseSchema },
      errors: [404],
    },
    send: {
      method: "post",
      path: "/api/users/support/send",
      summary: "Write on an open ticket: text and/or one image or PDF (at most 10 MB)",
      schemas: { form: sendMessageFormSchema, response: sentMessageResponseSchema },
      upload: { maxFiles: 1 },
      errors: [404, 409, 413, 429],
    },
  },
);
