/**
 * Pure rules of the support desk: the tabs, which actions a ticket offers to
 * a group, and the checks of a new ticket and of a reply with its attachment.
 */
import { can } from "@ipf/shared/permissions";
import {
  adminCreateTicketRequestSchema,
  isEmptyMessage,
  MAX_MESSAGE_LENGTH,
  STAFF_TICKET_TABS,
  type StaffTicketTab,
  type SupportTicket,
} from "@ipf/shared/schemas/support";

export const SUPPORT_TABS = STAFF_TICKET_TABS;
export type SupportTab = StaffTicketTab;
/** Staff come to the desk for what is still open. */
export const DEFAULT_SUPPORT_TAB: SupportTab = "open";

/** The staff events that change the desk (api: services/support*.ts). */
export const SUPPORT_EVENTS = ["supportTicket", "supportMessage"] as const;

/** An attachment to a ticket is at most 10 MB (10485760 bytes). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export interface TicketActions {
  /** Clear the customer's new-message mark. */
  markRead: boolean;
  /** Close the ticket: once (the button is disabled once closed). */
  close: boolean;
  reply: boolean;
}

/** Every staff group handles support; what a ticket offers depends on its state. */
export function ticketActions(
  groupId: number | null | undefined,
  ticket: Pick<SupportTicket, "status" | "newMessage">,
): TicketActions {
  const handle = can(groupId, "support.handle");
  const open = ticket.status === "open";
  return { markRead: handle && ticket.newMessage, close: handle && open, reply: handle && open };
}

/** Opening a ticket for a customer needs finding the customer too. */
export function canOpenTicket(groupId: number | null | undefined): boolean {
  return can(groupId, "support.handle") && can(groupId, "customers.view");
}

export type NewTicketProblem = "fillAllFields" | "tooLong" | null;

/** The New Ticket dialog: a description and a customer ('please fill all fields'). */
export function newTicketProblem(about: string, customerId: string | null): NewTicketProblem {
  const parsed = adminCreateTicketRequestSchema.safeParse({ about, userId: customerId ?? undefined });
  if (parsed.success) return null;
  return parsed.error.issues.some((issue) => issue.message === "tooLong") ? "tooLong" : "fillAllFields";
}

export type AttachmentProblem = "fileType" | "fileSize" | null;

/** Image or PDF only, at most 10 MB (section 5): checked before anything is sent. */
export function attachmentProblem(file: Pick<File, "type" | "size" | "name"> | null): AttachmentProblem {
  if (!file) return null;
  const type = file.type.toLowerCase();
  const pdf = type === "application/pdf" || (type === "" && /\.pdf$/i.test(file.name));
  if (!type.startsWith("image/") && !pdf) return "fileType";
  if (file.size > MAX_ATTACHMENT_BYTES) return "fileSize";
  return null;
}

export type ReplyProblem = AttachmentProblem | "emptyMessage" | "messageTooLong";

/** Text, a file or both; "you can't send an empty message". */
export function replyProblem(message: string, file: Pick<File, "type" | "size" | "name"> | null): ReplyProblem {
  const attachment = attachmentProblem(file);
  if (attachment) return attachment;
  if (isEmptyMessage(message, file !== null)) return "emptyMessage";
  if (message.trim().length > MAX_MESSAGE_LENGTH) return "messageTooLong";
  return null;
}

/** The multipart body of a staff reply on a ticket: the ticket, the message, the attachment. */
export function replyForm(ticketId: string, message: string, file: File | null): FormData {
  const form = new FormData();
  form.set("ticketId", ticketId);
  form.set("message", message.trim());
  if (file) form.set("file", file, file.name);
  return form;
}
