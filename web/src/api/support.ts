import {
  createdTicketResponseSchema,
  customerTicketsResponseSchema,
  latestTicketResponseSchema,
  sentMessageResponseSchema,
  ticketCountResponseSchema,
  ticketResponseSchema,
  type CreateTicketRequest,
} from "@ipf/shared/schemas/support";
import { getToken } from "../auth/session";
import { request, upload } from "./client";

/** Support, customer side (customer-area.md 7). */
export const supportApi = {
  tickets(page: number, perPage: number, signal?: AbortSignal) {
    return request(`/api/users/support/user?page=${page}&perPage=${perPage}`, {
      token: getToken(),
      signal,
      answer: customerTicketsResponseSchema,
    });
  },

  count(signal?: AbortSignal) {
    return request("/api/users/support/count", { token: getToken(), signal, answer: ticketCountResponseSchema });
  },

  latest(signal?: AbortSignal) {
    return request("/api/users/support/latest", { token: getToken(), signal, answer: latestTicketResponseSchema });
  },

  /** 409 OPEN_TICKET_EXISTS when one is open; the body then names it (`ticketId`). */
  create(body: CreateTicketRequest) {
    return request("/api/users/create/ticket", {
      method: "POST",
      body,
      token: getToken(),
      answer: createdTicketResponseSchema,
    });
  },

  /** The ticket with its messages; reading it marks the replies read. */
  get(ticketId: string, signal?: AbortSignal) {
    return request("/api/users/support/get", {
      method: "POST",
      body: { ticketId },
      token: getToken(),
      signal,
      answer: ticketResponseSchema,
    });
  },

  /** Multipart: message, ticketId and at most one file; `onProgress` follows the upload. */
  send(fields: { ticketId: string; message: string }, file: Blob | null, onProgress?: (sent: number) => void) {
    const form = new FormData();
    form.set("ticketId", fields.ticketId);
    form.set("message", fields.message);
    if (file) form.set("file", file, file instanceof File ? file.name : "attachment");
    return upload("/api/users/support/send", form, {
      token: getToken(),
      answer: sentMessageResponseSchema,
      onProgress,
    });
  },
};
