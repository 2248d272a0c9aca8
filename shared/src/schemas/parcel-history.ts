/**
 * A parcel's history (manage-packages show dialog): each change of state,
 * its arrival and its deletion, with who and when.
 */
import { z } from "zod";
import { parcelStateSchema } from "./parcels.js";
import { okResponse } from "./common.js";

export const PARCEL_EVENT_KINDS = ["received", "state", "deleted", "restored"] as const;

export const parcelEventSchema = z
  .object({
    kind: z.enum(PARCEL_EVENT_KINDS),
    state: parcelStateSchema,
    previousState: parcelStateSchema.nullable(),
    at: z.string(),
    by: z
      .object({ _id: z.string(), fullName: z.string() })
      .nullable()
      .describe("The staff member; null: the customer (a request, a payment)"),
  })
  .describe("Parcel event");
export type ParcelEvent = z.infer<typeof parcelEventSchema>;

export const parcelHistoryResponseSchema = okResponse({
  history: z.array(parcelEventSchema).describe("Oldest first"),
});
