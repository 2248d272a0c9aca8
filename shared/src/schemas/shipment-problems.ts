/**
 * The back office's queue of shipped parcels with a problem (the carrier's,
 * no news, late: rules/shipment-problems.ts), and the ticket staff open to
 * the customer about one.
 */
import { z } from "zod";
import { bothSay, deskSays, maxChars } from "../i18n/message-key.js";
import { CARRIER_PROBLEMS, PROBLEM_FILTERS } from "../rules/shipment-problems.js";
import { languageSchema, messageResponse, pageQuerySchema, pageResponse, parcelUserSchema } from "./common.js";
import { idField } from "./parcels-fields.js";
import { MAX_MESSAGE_LENGTH, MAX_TICKET_ABOUT } from "./support.js";

export const PROBLEM_KINDS = [...CARRIER_PROBLEMS, "quiet", "late"] as const;
export const problemKindSchema = z.enum(PROBLEM_KINDS, { error: deskSays("fillAllFields") });

export const shipmentProblemsQuerySchema = pageQuerySchema.extend({
  reason: z
    .enum(PROBLEM_FILTERS)
    .default("all")
    .describe("all; carrier: failed, held, delayed or returned; late: past the carrier's days; quiet: no news"),
  query: z.string().trim().max(100).optional().describe("Part of a track number or packageId, or a customer code"),
});

export const problemReasonSchema = z.object({
  kind: problemKindSchema,
  days: z.number().int().optional().describe("quiet: whole days since the carrier's last news"),
  daysPast: z.number().int().optional().describe("late: whole days past the carrier's maximum"),
  maxDays: z.number().int().optional().describe("late: the carrier's maximum shipping days"),
});
export type ProblemReasonView = z.infer<typeof problemReasonSchema>;

export const shipmentProblemSchema = z.object({
  _id: z.string().describe("The parcel's id"),
  packageId: z.string(),
  trackNumber: z.string().describe("The carrier's tracking number"),
  trackLink: z.string().nullable(),
  shippedAt: z.string(),
  user: parcelUserSchema.extend({ firstName: z.string(), language: languageSchema }),
  carrier: z.object({ name: z.string(), nameAr: z.string(), maxShipDays: z.number().int() }),
  destination: z.object({ country: z.string(), city: z.string() }).nullable(),
  status: z.string().describe("The tracker's status"),
  lastEvent: z
    .object({ at: z.string(), status: z.string(), description: z.string(), location: z.string().nullable() })
    .nullable(),
  reasons: z.array(problemReasonSchema).describe("The weightiest first"),
  ticket: z
    .object({ _id: z.string(), status: z.enum(["open", "closed"]) })
    .nullable()
    .describe("The ticket already opened about one of these problems"),
});
export type ShipmentProblem = z.infer<typeof shipmentProblemSchema>;

export const shipmentProblemsResponseSchema = pageResponse({
  problems: z.array(shipmentProblemSchema),
  problemCount: z.number().int(),
});

export const shipmentProblemParamsSchema = z.object({ id: idField() });

export const problemTicketRequestSchema = z
  .object({
    problem: problemKindSchema,
    about: z
      .string({ error: deskSays("fillAllFields") })
      .trim()
      .min(1, deskSays("fillAllFields"))
      .max(MAX_TICKET_ABOUT, bothSay("tooLong")),
    message: z
      .string({ error: deskSays("fillAllFields") })
      .trim()
      .min(1, deskSays("fillAllFields"))
      .max(MAX_MESSAGE_LENGTH, maxChars(MAX_MESSAGE_LENGTH)),
  })
  .describe("A ticket to the parcel's customer about one of its problems: its subject and first message");
export type ProblemTicketRequest = z.input<typeof problemTicketRequestSchema>;

export const problemTicketResponseSchema = messageResponse({
  ticketId: z.string(),
  created: z.boolean().describe("false: a ticket about this problem existed already (nothing sent)"),
  newTicket: z.boolean().describe("Sent on a new ticket; false: on the customer's open ticket, or nothing sent"),
});
