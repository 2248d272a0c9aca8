import type { ErrorCode } from "@ipf/shared/errors";

/**
 * A failed call: its `code` the pages translate (`errors.<code>`), with
 * per-field message keys for VALIDATION (`validation.<key>`). Kept apart from the client, which
 * reads answers with zod: a page that only tells errors apart loads no zod.
 */
export type ClientErrorCode = ErrorCode | "NETWORK" | "BAD_RESPONSE";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ClientErrorCode | (string & {}),
    message: string,
    readonly fields?: Readonly<Record<string, string>>,
    /** Seconds, from a 429's Retry-After header. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}
