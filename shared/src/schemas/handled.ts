import { z } from "zod";

/**
 * What became of a request before a staff member's action on it arrived. The
 * 409 refusing that action carries it as `handled` (to staff only), so the
 * desk can say what happened, who did it and when ("The customer cancelled
 * this request at 14:02") instead of blaming "someone else".
 */
export const HANDLED_STATES = ["accepted", "approved", "cancelled", "completed", "shipped"] as const;
export type HandledState = (typeof HANDLED_STATES)[number];

export const handledActorSchema = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("customer") }),
    z.object({
      kind: z.literal("staff"),
      name: z.string(),
      groupId: z.number().int().describe("The staff member's group: 1 admin, 2 support, 3 intake, 4 other"),
    }),
  ])
  .describe("Who: the customer, or a staff member by name and group");
export type HandledActor = z.infer<typeof handledActorSchema>;

export const handledSchema = z
  .object({
    state: z.enum(HANDLED_STATES).describe("What the request is now"),
    by: handledActorSchema.nullable().describe("Who made it so; null when it was not recorded"),
    at: z.string().describe("When (ISO 8601)"),
  })
  .describe("What became of the request meanwhile");
export type Handled = z.infer<typeof handledSchema>;
