import type { Handled } from "@ipf/shared/schemas/handled";
import { ApiError } from "../api";

/** How a dialog reads a failed action: the message to show, and whether the row was taken by someone else. */
export interface ActionFailure {
  code: string;
  /** Field name to the API's message key, for VALIDATION. */
  fields: Record<string, string>;
  /** The request was already handled or is gone: the list must be refreshed. */
  stale: boolean;
  /** What became of it, who did it and when, as the API told it. */
  handled?: Handled;
}

/**
 * The refusals that mean "this request is no longer what you saw": another
 * desk handled it first, or it is gone. Other 409s (a group too small to
 * lose a parcel, a split that already has parcels...) are rules of the
 * request as it is, shown with their own message.
 */
const STALE_CODES = new Set([
  "NOT_FOUND",
  "CONFLICT",
  "INVALID_STATE",
  "REQUEST_CLOSED",
  "ALREADY_ASSEMBLED",
  "ALREADY_PAID",
  "TRANSACTION_CLOSED",
  "TICKET_CLOSED",
]);

export function readFailure(error: unknown): ActionFailure {
  if (!(error instanceof ApiError)) return { code: "INTERNAL", fields: {}, stale: false };
  const stale = (error.status === 404 || error.status === 409) && STALE_CODES.has(error.code);
  const failure: ActionFailure = { code: error.code, fields: error.fields ?? {}, stale };
  if (stale && error.handled) failure.handled = error.handled;
  return failure;
}
