import { tickets } from "@ipf/shared/contract/tickets";
import type { CreateTicketRequest } from "@ipf/shared/schemas/support";
import { getToken } from "../auth/session";
import { call } from "./client";

/** The resources of the API contract this module calls. */
const contract = { tickets };

/** Support, customer side: one's tickets, their messages and the unread replies. */
export const supportApi = {
  tickets(page: number, perPage: number, signal?: AbortSignal) {
    return call(contract.tickets.list, { query: { page, perPage }, signal, token: getToken() });
  },

  count(signal?: AbortSignal) {
    return call(contract.tickets.unreadCount, { signal, token: getToken() });
  },

  latest(signal?: AbortSignal) {
    return call(contract.tickets.latest, { signal, token: getToken() });
  },

  /** 409 OPEN_TICKET_EXISTS when one is open; the body then names it (`ticketId`). */
  create(body: CreateTicketRequest) {
    return call(contract.tickets.open, { body, token: getToken() });
  },

  /** The ticket with its messages; reading it marks the replies read. */
  get(ticketId: string, signal?: AbortSignal) {
    return call(contract.tickets.get, { body: { ticketId }, signal, token: getToken() });
  },

  /** Multipart: message, ticketId and at most one file; `onProgress` follows the upload. */
  send(fields: { ticketId: string; message: string }, file: Blob | null, onProgress?: (sent: number) => void) {
    const form = new FormData();
    form.set("ticketId", fields.ticketId);
    form.set("message", fields.message);
    if (file) form.set("file", file, file instanceof File ? file.name : "attachment");
    return call(contract.tickets.send, { form, token: getToken(), onProgress });
  },
};
