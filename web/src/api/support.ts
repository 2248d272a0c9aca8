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
import { upload } from "./client";
import { signedIn, signedInPost } from "./signedIn";

/** Support, customer side (customer-area.md 7). */
export const supportApi = {
  tickets(page: number, perPage: number, signal?: AbortSignal) {
    return signedIn(`/api/users/support/user?page=${page}&perPage=${perPage}`, {
      signal,
      answer: customerTicketsResponseSchema,
    });
  },

  count(signal?: AbortSignal) {
    return signedIn("/api/users/support/count", { signal, answer: ticketCountResponseSchema });
  },

  latest(signal?: AbortSignal) {
    return signedIn("/api/users/support/latest", { signal, answer: latestTicketResponseSchema });
  },

  /** 409 OPEN_TICKET_EXISTS when one is open; the body then names it (`ticketId`). */
  create(body: CreateTicketRequest) {
    return signedInPost("/api/users/create/ticket", body, createdTicketResponseSchema);
  },

  /** The ticket with its messages; reading it marks the replies read. */
  get(ticketId: string, signal?: AbortSignal) {
    return signedIn("/api/users/support/get", {
      method: "POST",
      body: { ticketId },
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
