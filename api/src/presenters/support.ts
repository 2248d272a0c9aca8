import type { SupportMessage, SupportTicket } from "@ipf/shared/schemas/support";
import { presentReport } from "./parcel-report.js";
import type { FileLink, MessageRow, TicketRow, TicketThread } from "../services/support.js";

export function presentMessage(row: MessageRow, link: FileLink): SupportMessage {
  return {
    _id: String(row.id),
    message: row.body,
    file: row.file_path ? link(row.file_path) : null,
    fileName: row.file_path ? row.file_name : null,
    isAdmin: row.is_staff,
    createdAt: row.created_at.toISOString(),
    report: row.report ? presentReport(row.report) : null,
  };
}

export function presentTicket(row: TicketRow, thread?: { messages: MessageRow[]; link: FileLink }): SupportTicket {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    lastMessageAt: row.last_message_at.toISOString(),
    parcelsUnderReview: row.parcels_under_review,
    userNewMessage: row.customer_has_new,
    newMessage: row.staff_has_new,
    user: {
      _id: row.customer_id,
      id: row.customer_id,
      firstName: row.first_name,
      lastName: row.last_name,
      fullName: `${row.first_name} ${row.last_name}`,
      email: row.email,
      phone: row.phone,
      addressHash: row.address_code,
    },
    ...(thread ? { messages: thread.messages.map((message) => presentMessage(message, thread.link)) } : {}),
  };
}

/** A ticket with its messages; attachments linked by `link`. */
export function presentThread({ ticket, messages }: TicketThread, link: FileLink): SupportTicket {
  return presentTicket(ticket, { messages, link });
}
