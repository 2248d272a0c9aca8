import { contract } from "@ipf/shared/contract";
import type { AdminCreateTicketRequest, StaffTicketTab } from "@ipf/shared/schemas/support";
import { tabQuery, type PageRequest } from "./calls";
import { caller, type ApiRequest, type UploadProgress } from "./client";

const { supportTickets } = contract;

/** Support tickets, staff side: the tabs, a thread, replies, closing, and tickets opened for a customer. */
export function supportCalls(request: ApiRequest) {
  const call = caller(request);
  return {
    /** A tab of tickets, searched, unread first. */
    supportTickets: (page: PageRequest, status: StaffTicketTab) =>
      call(supportTickets.list, { query: tabQuery(page, status) }),
    /** The thread and the customer's details. */
    supportTicket: async (ticketId: string) => (await call(supportTickets.get, { body: { ticketId } })).ticket,
    markTicketRead: (ticketId: string) => call(supportTickets.markRead, { params: { id: ticketId } }),
    /** 409 TICKET_CLOSED when someone closed it first. */
    closeTicket: (ticketId: string) => call(supportTickets.close, { params: { id: ticketId } }),
    /** 409 OPEN_TICKET_EXISTS when the customer has one open. */
    createTicket: (body: AdminCreateTicketRequest) => call(supportTickets.openForCustomer, { body }),
    /** Multipart: ticketId, message, file. */
    sendReply: (form: FormData, onProgress?: UploadProgress) => call(supportTickets.reply, { form, onProgress }),
  };
}
