/**
 * Errors customers report on their parcels: a wrong weight, size, photo or
 * content line, with a note and maybe a photo. A report is filed as a
 * message of the customer's support ticket, so staff see and answer it at
 * the support desk; the parcel stays "under review" until they do (a staff
 * reply on the ticket, or its closing, resolves the ticket's reports).
 */
import type { Language } from "@ipf/shared";
import type { ParcelReportKind } from "@ipf/shared/schemas/parcel-reports";
import { ConflictError, ValidationError } from "../lib/errors.js";
import { isUniqueViolation, lockCustomer } from "./customers.js";
import { announce } from "./parcels/announce.js";
import { assertParcel, findParcel } from "./parcels/find.js";
import type { ParcelRow } from "./parcels/rows.js";
import type { ReportRow } from "./parcel-report-rows.js";
import { openTicketIn, postMessage } from "./support.js";
import { actingStaff, type Work } from "./work.js";

const MESSAGES = {
  reportOpen: "This parcel already has a report under review.",
  lineUnknown: "This line is not on the parcel.",
} as const;

/** The subject of a ticket a report opens, in the customer's language: staff reply in it. */
const TICKET_TITLE: Record<Language, (code: string) => string> = {
  en: (code) => `Error reported on parcel ${code}`,
  ar: (code) => `بلاغ عن خطأ في الطرد ${code}`,
  fr: (code) => `Erreur signalée sur le colis ${code}`,
};

export interface ReportInput {
  customerId: string;
  packageId: string;
  kind: ParcelReportKind;
  /** For a content line: its position among the parcel's declared lines. */
  line?: number | undefined;
  note: string;
  filePath: string | null;
  fileName?: string | null;
}

export interface FiledReport {
  ticketId: string;
  report: ReportRow;
}

/**
 * Files a report. The customer's row is locked first (as every ticket of
 * theirs is opened), then the parcel's: two reports racing for one parcel
 * take turns, and the second finds the first open. A parcel of another
 * customer or a deleted one is a 404; one that left or went into another
 * parcel, 409 INVALID_STATE; a second open report, 409 REPORT_OPEN.
 */
export async function reportParcelError(work: Work, input: ReportInput): Promise<FiledReport> {
  const { trx, now } = work;
  const customer = await lockCustomer(work, input.customerId);
  const parcel = await findParcel(work, input.packageId, { customerId: input.customerId, lock: true });
  assertParcel(parcel, "reportError");
  const line = input.kind === "content_line" ? await declaredLine(work, parcel, input.line) : null;
  const open = await trx("parcel_reports").where({ parcel_id: parcel.id }).whereNull("resolved_at").first("id");
  if (open) throw reportOpen();

  // The support model holds one open ticket per customer (support_tickets_one_open): a report
  // from a customer who has one is added to it as a message, rather than refused or kept apart,
  // so staff read everything the customer has asked in one thread.
  const opened = await openTicketIn(work, {
    customerId: customer.id,
    about: TICKET_TITLE[customer.language](parcel.parcel_code),
  });
  const ticketId = opened.created ? opened.ticket.id : opened.openTicketId;
  const { message } = await postMessage(work, {
    ticketId,
    body: input.note,
    filePath: input.filePath,
    fileName: input.fileName ?? null,
    customerId: customer.id,
  });
  const report = await insertReport(work, {
    parcel_id: parcel.id,
    customer_id: customer.id,
    ticket_id: ticketId,
    message_id: message.id,
    kind: input.kind,
    line_position: line?.position ?? null,
    line_description: line?.description ?? null,
    created_at: now,
  });

  announce(work, parcel);
  work.after(() =>
    opened.created
      ? work.deps.realtime.toStaff("supportTicket", { ticketId, status: "open" })
      : work.deps.realtime.toStaff("supportMessage", { ticketId, messageId: String(message.id) }),
  );
  return { ticketId, report: { ...report, parcel_code: parcel.parcel_code } };
}

/** The declared line at `position` of the parcel, or 400 on the `line` field. */
async function declaredLine(
  { trx }: Work,
  parcel: ParcelRow,
  position: number | undefined,
): Promise<{ position: number; description: string }> {
  // `details` lists the lines in this order: position N there is the N-th line here.
  const line =
    position === undefined
      ? undefined
      : ((await trx("parcel_items")
          .where({ parcel_id: parcel.id })
          .orderBy("position")
          .offset(position)
          .first("description")) as { description: string } | undefined);
  if (position === undefined || !line) throw ValidationError({ line: "reportLineUnknown" }, MESSAGES.lineUnknown);
  return { position, description: line.description };
}

async function insertReport(work: Work, row: Record<string, unknown>): Promise<Omit<ReportRow, "parcel_code">> {
  try {
    const [inserted] = (await work
      .trx("parcel_reports")
      .insert(row)
      .returning(["id", "parcel_id", "kind", "line_position", "line_description", "resolved_at"])) as Omit<
      ReportRow,
      "parcel_code"
    >[];
    return inserted!;
  } catch (error) {
    // The locks above serialise reports of one parcel; the index is the last word all the same.
    if (isUniqueViolation(error, "parcel_reports_one_open")) throw reportOpen();
    throw error;
  }
}

const reportOpen = () => ConflictError("REPORT_OPEN", MESSAGES.reportOpen);

/**
 * Staff answered the ticket (a reply, or its closing): its open reports are
 * resolved, and their parcels are no longer under review. Answers the codes
 * of those parcels, for the customer's pages to reload them.
 */
export async function resolveReports(work: Work, ticketId: string): Promise<string[]> {
  const { trx, now } = work;
  const resolved = (await trx("parcel_reports")
    .where({ ticket_id: ticketId })
    .whereNull("resolved_at")
    .update({ resolved_at: now, resolved_by: actingStaff(work).id })
    .returning("parcel_id")) as { parcel_id: string }[];
  if (resolved.length === 0) return [];
  const parcels = (await trx("parcels").whereIn(
    "id",
    resolved.map((row) => row.parcel_id),
  )) as ParcelRow[];
  announce(work, parcels);
  return parcels.map((parcel) => parcel.parcel_code);
}
