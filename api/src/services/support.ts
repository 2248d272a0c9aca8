import type { UploadedFile } from "../lib/multipart.js";
import { ConflictError, NotFoundError } from "../lib/errors.js";
import { isUniqueViolation, lockCustomer } from "./customers.js";
import { uploadLink } from "../lib/signed-uploads.js";
import { REPORT_OF_MESSAGE, type ReportRow } from "./parcel-report-rows.js";
import { inTransaction, type Scope, type Work } from "./work.js";

/**
 * Support tickets: what customers and staff share. A customer holds one open
 * ticket at a time (a partial unique index backs the rule); a closed ticket
 * takes no more messages. Realtime events carry ids only (the bus caps a
 * payload at 8000 bytes): the pages fetch the thread again.
 */

const MESSAGES = {
  ticketClosed: "This ticket is closed.",
} as const;

export interface TicketRow {
  id: string;
  customer_id: string;
  title: string;
  status: "open" | "closed";
  customer_has_new: boolean;
  staff_has_new: boolean;
  created_at: Date;
  last_message_at: Date;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address_code: string;
  language: "ar" | "en" | "fr";
  /** Codes of the parcels whose error report on this ticket waits on staff. */
  parcels_under_review: string[];
}

export interface MessageRow {
  id: string | number;
  body: string;
  file_path: string | null;
  /** The name the attachment was sent with (attachmentName); null for one sent before names were kept. */
  file_name: string | null;
  is_staff: boolean;
  created_at: Date;
  /** The parcel error this message reports, when it is a report (read with the thread). */
  report?: ReportRow | null;
}

/** How a message's attachment is linked: a short-lived signed address (see lib/signed-uploads.ts). */
export type FileLink = (path: string) => string;

/** The links of the attachments shown to whoever reads now (the ticket's customer or staff). */
export const attachmentLinks =
  (scope: Scope): FileLink =>
  (path) =>
    uploadLink(scope.deps.config.jwtSecret, path, scope.now);

/** Tickets with their customer: every list and read starts here. */
export const selectTickets = ({ db }: Scope) =>
  db("support_tickets as t")
    .join("customers as c", "c.id", "t.customer_id")
    .select(
      "t.id",
      "t.customer_id",
      "t.title",
      "t.status",
      "t.customer_has_new",
      "t.staff_has_new",
      "t.created_at",
      "t.last_message_at",
      "c.first_name",
      "c.last_name",
      "c.email",
      "c.phone",
      "c.address_code",
      "c.language",
      db.raw(`(SELECT coalesce(array_agg(p.parcel_code ORDER BY p.parcel_code), '{}')
        FROM parcel_reports r JOIN parcels p ON p.id = r.parcel_id
        WHERE r.ticket_id = t.id AND r.resolved_at IS NULL) AS parcels_under_review`),
    );

/** A ticket with its messages, oldest first. */
export interface TicketThread {
  ticket: TicketRow;
  messages: MessageRow[];
}

export async function ticketMessages(scope: Scope, ticketId: string): Promise<MessageRow[]> {
  const { db } = scope;
  return db("support_messages as m")
    .where({ "m.ticket_id": ticketId })
    .orderBy("m.id")
    .select(
      "m.id",
      "m.body",
      "m.file_path",
      "m.file_name",
      "m.is_staff",
      "m.created_at",
      db.raw(`(${REPORT_OF_MESSAGE}) AS report`),
    );
}

export async function findTicket(scope: Scope, ticketId: string, customerId?: string): Promise<TicketRow> {
  const query = selectTickets(scope).where("t.id", ticketId);
  if (customerId) query.andWhere("t.customer_id", customerId);
  const row = (await query.first()) as TicketRow | undefined;
  if (!row) throw NotFoundError();
  return row;
}

export type OpenResult = { created: true; ticket: TicketRow } | { created: false; openTicketId: string };

/**
 * Opens a ticket for a customer, or names the open one they already have.
 * Opened by staff, it shows as new to the customer.
 */
export async function openTicket(
  scope: Scope,
  input: { customerId: string; about: string; staffId?: string },
): Promise<OpenResult> {
  try {
    return await inTransaction(scope.deps, (work) => openTicketIn(work, input));
  } catch (error) {
    // The customer lock serialises this; the index is the last word all the same.
    if (!isUniqueViolation(error, "support_tickets_one_open")) throw error;
    const open = (await scope
      .db("support_tickets")
      .where({ customer_id: input.customerId, status: "open" })
      .first("id")) as { id: string };
    return { created: false, openTicketId: open.id };
  }
}

/** openTicket's work in the caller's transaction: the customer's row is locked, so their tickets take turns. */
export async function openTicketIn(
  work: Work,
  input: { customerId: string; about: string; staffId?: string },
): Promise<OpenResult> {
  const { trx, now } = work;
  await lockCustomer(work, input.customerId);
  const open = (await trx("support_tickets").where({ customer_id: input.customerId, status: "open" }).first("id")) as
    { id: string } | undefined;
  if (open) return { created: false, openTicketId: open.id };
  const [inserted] = (await trx("support_tickets")
    .insert({
      customer_id: input.customerId,
      title: input.about,
      customer_has_new: Boolean(input.staffId),
      created_by_staff: input.staffId ?? null,
      created_at: now,
      last_message_at: now,
    })
    .returning("id")) as { id: string }[];
  return { created: true, ticket: await findTicket(work, inserted!.id) };
}

/**
 * Adds a message to an open ticket, locked, and raises the other side's
 * new-message flag. `customerId` scopes the ticket to its owner (404 for
 * anyone else's); staff pass `staffId`. Whatever else the message brings
 * (the reply e-mail, the notification) the caller writes in the same Work.
 */
export async function postMessage(
  work: Work,
  input: {
    ticketId: string;
    body: string;
    filePath: string | null;
    fileName?: string | null;
    customerId?: string;
    staffId?: string;
  },
): Promise<{ ticket: TicketRow; message: MessageRow }> {
  const { trx, now } = work;
  const byStaff = input.staffId !== undefined;
  const ticketQuery = trx("support_tickets").where({ id: input.ticketId });
  if (input.customerId) ticketQuery.andWhere({ customer_id: input.customerId });
  const locked = (await ticketQuery.forUpdate().first("id", "status")) as { id: string; status: string } | undefined;
  if (!locked) throw NotFoundError();
  if (locked.status !== "open") throw ConflictError("TICKET_CLOSED", MESSAGES.ticketClosed);
  const [row] = (await trx("support_messages")
    .insert({
      ticket_id: input.ticketId,
      is_staff: byStaff,
      staff_id: input.staffId ?? null,
      body: input.body,
      file_path: input.filePath,
      file_name: input.filePath ? (input.fileName ?? null) : null,
      created_at: now,
    })
    .returning(["id", "body", "file_path", "file_name", "is_staff", "created_at"])) as MessageRow[];
  await trx("support_tickets")
    .where({ id: input.ticketId })
    .update(byStaff ? { customer_has_new: true, last_message_at: now } : { staff_has_new: true, last_message_at: now });
  const ticket = await findTicket(work, input.ticketId);
  return { ticket, message: row! };
}

/** A saved attachment: its path in the store and the name it was sent with. */
export interface StoredAttachment {
  filePath: string | null;
  fileName: string | null;
}

/**
 * The name a file was sent with, as it is kept for its download and shown in
 * the thread: the last part of a path, without control characters, at most
 * 255 characters; null when nothing is left. (A name with a direction
 * control, which could show "invoice\u202Efdp.exe" as "invoiceexe.pdf", never
 * gets here: the request is refused first, see lib/api.ts.)
 */
export function attachmentName(sent: string): string | null {
  // eslint-disable-next-line no-control-regex
  const name = (sent.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return name && name !== "." && name !== ".." ? [...name].slice(0, 255).join("") : null;
}

/**
 * Saves an attachment (an image or a PDF; `imageOnly`, an image), runs
 * `work`, and removes the file again when `work` fails.
 */
export async function withAttachment<T>(
  scope: Scope,
  file: UploadedFile | undefined,
  work: (stored: StoredAttachment) => Promise<T>,
  options: { imageOnly?: boolean } = {},
): Promise<T> {
  const { deps } = scope;
  const save = (bytes: Buffer) =>
    options.imageOnly ? deps.storage.saveImage(bytes, "support") : deps.storage.saveAttachment(bytes, "support");
  const filePath = file ? await save(file.bytes) : null;
  try {
    return await work({ filePath, fileName: file ? attachmentName(file.filename) : null });
  } catch (error) {
    if (filePath) await deps.storage.remove(filePath).catch(() => undefined);
    throw error;
  }
}

/** One page of tickets, newest first: the customer's own, or everyone's for staff. */
export async function pageOf(
  scope: Scope,
  customerId: string | undefined,
  page: number,
  perPage: number,
): Promise<{ tickets: TicketRow[]; count: number }> {
  const { db } = scope;
  const rows = selectTickets(scope);
  const total = db("support_tickets as t").count<{ n: string }[]>({ n: "*" });
  if (customerId) {
    rows.where("t.customer_id", customerId);
    total.where("t.customer_id", customerId);
  }
  const [found, counted] = await Promise.all([
    rows
      .orderBy([
        { column: "t.created_at", order: "desc" },
        { column: "t.id", order: "desc" },
      ])
      .offset(page * perPage)
      .limit(perPage) as Promise<TicketRow[]>,
    total,
  ]);
  return { tickets: found, count: Number(counted[0]?.n ?? 0) };
}

/** support/count: tickets with a staff reply the customer has not read. */
export async function unreadCount(scope: Scope, customerId: string): Promise<number> {
  const [row] = await scope
    .db("support_tickets")
    .where({ customer_id: customerId, customer_has_new: true })
    .count<{ n: string }[]>({ n: "*" });
  return Number(row?.n ?? 0);
}

/** support/latest: the newest ticket (the open one, when there is one: it is always the newest). */
export async function latestTicket(scope: Scope, customerId: string): Promise<TicketRow | null> {
  const row = (await selectTickets(scope)
    .where("t.customer_id", customerId)
    .orderBy([
      { column: "t.created_at", order: "desc" },
      { column: "t.id", order: "desc" },
    ])
    .first()) as TicketRow | undefined;
  return row ?? null;
}

/** support/get: the customer's ticket with its thread; reading it clears the customer's new-message flag. */
export async function readTicketAsCustomer(scope: Scope, customerId: string, ticketId: string): Promise<TicketThread> {
  const updated = await scope
    .db("support_tickets")
    .where({ id: ticketId, customer_id: customerId })
    .update({ customer_has_new: false });
  if (updated === 0) throw NotFoundError();
  const ticket = await findTicket(scope, ticketId, customerId);
  return { ticket, messages: await ticketMessages(scope, ticketId) };
}
