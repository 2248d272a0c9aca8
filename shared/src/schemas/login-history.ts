import { z } from "zod";
import { pageQuerySchema } from "./common.js";
import { deskSays } from "../i18n/message-key.js";

/**
 * The filters of the staff login history: one staff member's attempts, a
 * range of days, successes or failures.
 */

export const LOGIN_STATUSES = ["success", "failed"] as const;
export type LoginStatus = (typeof LOGIN_STATUSES)[number];

const blankless = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema);

export const loginLogsQuerySchema = pageQuerySchema.extend({
  staffId: blankless(z.guid("invalidId").optional()).describe("One staff member's attempts"),
  status: blankless(z.enum(LOGIN_STATUSES, { error: deskSays("invalidStatus") }).optional()).describe(
    "Successes or failures",
  ),
  from: blankless(z.iso.datetime({ offset: true, error: deskSays("invalidDate") }).optional()).describe(
    "Attempts at or after this instant",
  ),
  to: blankless(z.iso.datetime({ offset: true, error: deskSays("invalidDate") }).optional()).describe(
    "Attempts before this instant",
  ),
});
export type LoginLogsQuery = z.input<typeof loginLogsQuerySchema>;
