import { z } from "zod";
import { MAX_STORAGE_FEE_PER_DAY } from "../rules/storage.js";
import { messageResponse, numberField, okResponse } from "./common.js";
import { deskSays } from "../i18n/message-key.js";

/**
 * The storage fee after free storage: its daily amount, in dollars like the
 * shipping prices (admins set it beside the rates; customers read it to see
 * what a parcel past its free storage costs so far).
 */

/** Whole cents: 0.5 and 0.25 are amounts, 0.125 is not. */
const wholeCents = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-9;

export const storageFeeRequestSchema = z
  .object({
    feePerDay: numberField(deskSays("feeRequired"), deskSays("invalidFee"))
      .pipe(z.number().min(0, deskSays("invalidFee")).max(MAX_STORAGE_FEE_PER_DAY, deskSays("invalidFee")))
      .refine(wholeCents, deskSays("invalidFee"))
      .describe("Dollars a day, from 0 to 100, in whole cents"),
  })
  .describe("The daily storage fee after free storage");
export type StorageFeeRequest = z.input<typeof storageFeeRequestSchema>;

export const storageFeeChangeSchema = z.object({
  feePerDay: z.number().describe("Dollars a day, as set"),
  previous: z.number().nullable().describe("Dollars a day before the change"),
  changedBy: z.string().nullable().describe("Staff member's name"),
  changedAt: z.string(),
});
export type StorageFeeChange = z.infer<typeof storageFeeChangeSchema>;

/** The back office's form: the fee and its latest changes, newest first. */
export const storageFeeResponseSchema = okResponse({
  feePerDay: z.number().describe("Dollars a day"),
  changes: z.array(storageFeeChangeSchema),
});
export type StorageFeeResponse = z.infer<typeof storageFeeResponseSchema>;

export const storageFeeSavedResponseSchema = messageResponse(storageFeeResponseSchema.omit({ error: true }).shape);

/** What the customer site reads: the fee alone. */
export const customerStorageFeeResponseSchema = okResponse({
  feePerDay: z.number().describe("Dollars a day after free storage ends"),
});
