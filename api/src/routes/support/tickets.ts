/** What the customer's and the staff's support routes both answer: a ticket opened, a message's file. */
import type { Context } from "koa";
import { isEmptyMessage } from "@ipf/shared/schemas/support";
import { OpenTicketExistsError, ValidationError } from "../../lib/errors.js";
import type { UploadedFile } from "../../lib/multipart.js";
import type { Deps } from "../../deps.js";
import { presentThread } from "../../presenters/support.js";
import { attachmentLinks, type OpenResult } from "../../services/support.js";
import { readScope } from "../../services/work.js";

const MESSAGES = {
  created: "Created Successfully",
  emptyMessage: "you can't send an empty message",
} as const;

/**
 * The answer to opening a ticket: 201 with the new thread, once `announce`
 * has told the other side of it; 409 with the open ticket's id when the
 * customer already has one.
 */
export async function openedTicket(
  deps: Deps,
  ctx: Context,
  result: OpenResult,
  announce: (ticketId: string) => Promise<void>,
) {
  if (!result.created) throw OpenTicketExistsError(result.openTicketId);
  await announce(result.ticket.id);
  ctx.status = 201;
  const supportTicket = presentThread({ ticket: result.ticket, messages: [] }, attachmentLinks(readScope(deps)));
  return { error: false as const, message: MESSAGES.created, supportTicket };
}

/** The file a message brings, if any; a message of neither text nor file is refused. */
export function messageFile(message: string | undefined, files: readonly UploadedFile[]): UploadedFile | undefined {
  const file = files[0];
  if (isEmptyMessage(message, file !== undefined)) {
    throw ValidationError({ message: "emptyMessage" }, MESSAGES.emptyMessage);
  }
  return file;
}
