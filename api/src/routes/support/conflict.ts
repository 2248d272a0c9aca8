import type { Context } from "koa";

const MESSAGES = {
  openTicketExists: "There is already an open ticket",
} as const;

/**
 * 409 for a second open ticket, with the open ticket's id so the client can
 * offer to go to it. Written here rather than thrown: the error middleware's
 * body has no room for the id.
 */
export function openTicketExists(ctx: Context, ticketId: string): never {
  ctx.status = 409;
  ctx.body = { error: true, code: "OPEN_TICKET_EXISTS", message: MESSAGES.openTicketExists, ticketId };
  // The route answers nothing more: Api keeps a body set here when the handler returns undefined.
  return undefined as never;
}
