import { z } from "zod";
import { bothSay, deskSays, maxChars, says } from "../i18n/message-key.js";
import { captchaSchema } from "./auth.js";
import { idSchema } from "./addresses.js";
import { messageResponse, okResponse, pageQuerySchema, pageResponse } from "./common.js";
import { parcelReportSchema } from "./parcel-reports.js";

/**
 * Support tickets, customer side (a customer opens a ticket, writes on it and
 * reads the replies) and staff side (the support desk lists, answers and
 * closes them, and opens one for a customer). A ticket is open until
 * staff close it; a customer holds one open ticket at a time.
 */

export const TICKET_STATUSES = ["open", "closed"] as const;
export const MAX_TICKET_ABOUT = 500;
export const MAX_MESSAGE_LENGTH = 5000;

const about = z
  .string({ error: says("aboutRequired") })
  .trim()
  .min(1, says("aboutRequired"))
  .max(MAX_TICKET_ABOUT, maxChars(MAX_TICKET_ABOUT))
  .describe("What the ticket is about: its subject");

export const createTicketRequestSchema = z.object({ about, captcha: captchaSchema }).describe("A new ticket");
export type CreateTicketRequest = z.input<typeof createTicketRequestSchema>;

/** Staff open a ticket for a customer ('please fill all fields' when one is missing). */
export const adminCreateTicketRequestSchema = z
  .object({
    about: z
      .string({ error: deskSays("fillAllFields") })
      .trim()
      .min(1, deskSays("fillAllFields"))
      .max(MAX_TICKET_ABOUT, bothSay("tooLong")),
    userId: z.guid(deskSays("fillAllFields")),
  })
  .describe("A ticket opened by staff for a customer");
export type AdminCreateTicketRequest = z.input<typeof adminCreateTicketRequestSchema>;

export const ticketIdRequestSchema = z.object({ ticketId: idSchema });
export const ticketIdParamsSchema = z.object({ id: idSchema });

/**
 * The text fields of a message (multipart; the file travels beside them).
 * Text, a file or both: "you can't send an empty message" is checked with
 * the file, by `isEmptyMessage`.
 */
export const sendMessageFormSchema = z.object({
  ticketId: idSchema,
  message: z.string().trim().max(MAX_MESSAGE_LENGTH, maxChars(MAX_MESSAGE_LENGTH)).optional().default(""),
  captcha: captchaSchema,
});
export type SendMessageForm = z.input<typeof sendMessageFormSchema>;

/** Staff send no captcha: the field is simply not part of their form. */
export const staffMessageFormSchema = sendMessageFormSchema.omit({ captcha: true });

export function isEmptyMessage(message: string | undefined, hasFile: boolean): boolean {
  return !hasFile && (message ?? "").trim() === "";
}

export const supportMessageSchema = z
  .object({
    _id: z.string(),
    message: z.string(),
    file: z
      .string()
      .nullable()
      .describe("Signed link of the attachment under /uploads/, good for one to two hours; a PDF downloads"),
    fileName: z
      .string()
      .nullable()
      .describe("The attachment's name as it was sent (its picture is WebP whatever the name); null when unknown"),
    isAdmin: z.boolean(),
    createdAt: z.string(),
    report: parcelReportSchema
      .nullable()
      .describe("The error on a parcel this message reports: the message is its note"),
  })
  .describe("Ticket message");
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const ticketUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  addressHash: z.string(),
});

export const supportTicketSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    title: z.string(),
    status: z.enum(TICKET_STATUSES),
    createdAt: z.string(),
    lastMessageAt: z.string(),
    userNewMessage: z.boolean().describe("A staff reply the customer has not read"),
    newMessage: z.boolean().describe("A customer message staff have not read"),
    user: ticketUserSchema,
    parcelsUnderReview: z
      .array(z.string())
      .describe("Codes of the parcels whose error report on this ticket waits on a staff answer"),
    messages: z.array(supportMessageSchema).optional(),
  })
  .describe("Support ticket");
export type SupportTicket = z.infer<typeof supportTicketSchema>;

export const ticketListQuerySchema = pageQuerySchema;

/** The staff desk's tabs: open tickets, closed ones, or all. */
export const STAFF_TICKET_TABS = ["open", "closed", "all"] as const;
export type StaffTicketTab = (typeof STAFF_TICKET_TABS)[number];

/** The staff desk's list: a tab and a search, unread tickets first. */
export const staffTicketListQuerySchema = pageQuerySchema.extend({
  status: z.enum(STAFF_TICKET_TABS).default("all").describe("Open tickets, closed ones, or all"),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe("Part of the subject, the customer's name or e-mail, or their customer code"),
});

export const customerTicketsResponseSchema = pageResponse({
  supportTickets: z.array(supportTicketSchema),
  count: z.number().int(),
});

export const ticketResponseSchema = okResponse({ ticket: supportTicketSchema });
export const latestTicketResponseSchema = okResponse({
  supportTicket: supportTicketSchema.nullable(),
});
export const createdTicketResponseSchema = messageResponse({
  supportTicket: supportTicketSchema,
});
export const ticketCountResponseSchema = okResponse({
  count: z.number().int().describe("Tickets with a staff reply the customer has not read"),
});
export const sentMessageResponseSchema = okResponse({ message: supportMessageSchema });

/** A ticket staff have just closed. */
export const closedTicketResponseSchema = messageResponse({ ticket: supportTicketSchema });

export const staffTicketsResponseSchema = pageResponse({
  tickets: z.array(supportTicketSchema),
  requestCount: z.number().int().describe("Tickets in all"),
});

/** 409 when the customer already has an open ticket: its id, so the client can offer to open it. */
export const openTicketExistsSchema = z.object({
  error: z.literal(true),
  code: z.literal("OPEN_TICKET_EXISTS"),
  message: z.string(),
  ticketId: z.string(),
});
