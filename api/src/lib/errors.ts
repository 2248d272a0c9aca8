import type { ErrorCode } from "@ipf/shared";

/**
 * The one error type the API throws on purpose. The error middleware turns it
 * into `{ error: true, code, message, fields? }` with its status.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const ValidationError = (fields: Record<string, string>, message = "Please check the highlighted fields.") =>
  new ApiError(400, "VALIDATION", message, fields);
export const BadRequestError = (message = "The request could not be read.") =>
  new ApiError(400, "BAD_REQUEST", message);
export const AuthenticationError = (message = "Authentication required.") =>
  new ApiError(401, "UNAUTHENTICATED", message);
export const InvalidCredentialsError = (message: string) => new ApiError(401, "INVALID_CREDENTIALS", message);
export const ForbiddenError = (message = "You are not allowed to do this.") => new ApiError(403, "FORBIDDEN", message);
export const NotFoundError = (message = "Not found.") => new ApiError(404, "NOT_FOUND", message);
export const ConflictError = (code: string, message: string) => new ApiError(409, code, message);
export const PayloadTooLargeError = (message = "The request is too large.") =>
  new ApiError(413, "PAYLOAD_TOO_LARGE", message);
export const RateLimitError = (retryAfterSeconds: number) =>
  new ApiError(429, "RATE_LIMITED", "Too many attempts, please try again later.", undefined, {
    "Retry-After": String(retryAfterSeconds),
  });
