import type { ErrorCode } from "@ipf/shared";

type Code = ErrorCode | (string & {});
type Fields = Record<string, string>;

export interface ErrorDetails {
  /** Per-field message keys, sent as `fields`. */
  fields?: Fields;
  /** Headers the answer carries (Retry-After). */
  headers?: Record<string, string>;
  /** More fields of the body, after the usual ones (the open ticket's `ticketId`). */
  extra?: Record<string, unknown>;
}

/**
 * The one error type the API throws on purpose, built only by the factories
 * below. The error middleware turns it into
 * `{ error: true, code, message, fields?, ...extra }` with its status.
 */
export class ApiError extends Error {
  readonly fields?: Fields;
  readonly headers?: Record<string, string>;
  readonly extra?: Record<string, unknown>;

  constructor(
    readonly status: number,
    readonly code: Code,
    message: string,
    details: ErrorDetails = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.fields = details.fields;
    this.headers = details.headers;
    this.extra = details.extra;
  }
}

const MESSAGES = {
  validation: "Please check the highlighted fields.",
  unreadable: "The request could not be read.",
  unauthenticated: "Authentication required.",
  forbidden: "You are not allowed to do this.",
  emailNotConfirmed: "Confirm your e-mail address first.",
  notFound: "Not found.",
  tooLarge: "The request is too large.",
  rateLimited: "Too many attempts, please try again later.",
  internal: "An error happened please try again",
  emailTaken: "This e-mail address is already in use.",
  invalidCode: "Invalid code",
  codeExpired: "Code expired",
} as const;

/** 400 VALIDATION with a message key per field. */
export const ValidationError = (fields: Fields, message: string = MESSAGES.validation) =>
  new ApiError(400, "VALIDATION", message, { fields });
/** 400 VALIDATION for a body that cannot be read at all: no field to name. */
export const UnreadableError = (message: string = MESSAGES.unreadable) => new ApiError(400, "VALIDATION", message);
/** 400 with its own code: a well-formed request refused for what it holds (a bad code, a file that is no image). */
export const BadRequestError = (message: string = MESSAGES.unreadable, code: Code = "BAD_REQUEST", fields?: Fields) =>
  new ApiError(400, code, message, { fields });
export const AuthenticationError = (message: string = MESSAGES.unauthenticated) =>
  new ApiError(401, "UNAUTHENTICATED", message);
export const InvalidCredentialsError = (message: string) => new ApiError(401, "INVALID_CREDENTIALS", message);
export const ForbiddenError = (message: string = MESSAGES.forbidden) => new ApiError(403, "FORBIDDEN", message);
/** 403 to a signed-in customer whose e-mail address is not confirmed yet, on every route but those confirming it. */
export const EmailNotConfirmedError = () => new ApiError(403, "EMAIL_NOT_CONFIRMED", MESSAGES.emailNotConfirmed);
export const NotFoundError = (message: string = MESSAGES.notFound, code: Code = "NOT_FOUND", fields?: Fields) =>
  new ApiError(404, code, message, { fields });
export const MethodNotAllowedError = (message: string) => new ApiError(405, "METHOD_NOT_ALLOWED", message);
/** 409: not allowed now. `details` may name fields or add body fields (the open ticket's id). */
export const ConflictError = (code: Code, message: string, details?: Pick<ErrorDetails, "fields" | "extra">) =>
  new ApiError(409, code, message, details);
export const GoneError = (code: Code, message: string) => new ApiError(410, code, message);
export const PayloadTooLargeError = (
  message: string = MESSAGES.tooLarge,
  code: Code = "PAYLOAD_TOO_LARGE",
  fields?: Fields,
) => new ApiError(413, code, message, { fields });
/** 413 for one file over the upload limit (10 MB). */
export const FileTooLargeError = () => PayloadTooLargeError("you can't upload file larger than 10MB");
/** 422: well formed, but nothing can answer it (a parcel out of every carrier's range). */
export const UnprocessableError = (code: Code, message: string, fields?: Fields) =>
  new ApiError(422, code, message, { fields });
/** 429, with Retry-After when the wait is known. */
export const RateLimitError = (
  retryAfterSeconds?: number,
  code: Code = "RATE_LIMITED",
  message: string = MESSAGES.rateLimited,
) =>
  new ApiError(429, code, message, {
    headers: retryAfterSeconds === undefined ? undefined : { "Retry-After": String(retryAfterSeconds) },
  });
export const InternalError = () => new ApiError(500, "INTERNAL", MESSAGES.internal);
/** 502: the payment provider did not answer. */
export const PaymentProviderError = () =>
  new ApiError(502, "PAYMENT_PROVIDER", "The payment service could not be reached, please try again.");

// The account errors several services share.
export const EmailTakenError = () =>
  ConflictError("EMAIL_TAKEN", MESSAGES.emailTaken, { fields: { email: "emailTaken" } });
export const InvalidCodeError = () => BadRequestError(MESSAGES.invalidCode, "INVALID_CODE", { otp: "invalidCode" });
export const CodeExpiredError = () => BadRequestError(MESSAGES.codeExpired, "CODE_EXPIRED", { otp: "expiredCode" });
/** 400 INCORRECT_PASSWORD on the form's current-password field. */
export const IncorrectPasswordError = (field: string) =>
  BadRequestError("Incorrect Password", "INCORRECT_PASSWORD", { [field]: "incorrectPassword" });
/** 409 for a second open ticket, with the open one's id so the client can offer to go to it. */
export const OpenTicketExistsError = (ticketId: string) =>
  ConflictError("OPEN_TICKET_EXISTS", "There is already an open ticket", { extra: { ticketId } });

/** Any error as the API answers it: ours as they are, Koa's and the body parser's by status, the rest 500. */
export function toApiError(caught: unknown): ApiError {
  if (caught instanceof ApiError) return caught;
  const e = caught as { status?: number; type?: string; expose?: boolean; message?: string };
  if (e?.status === 413 || e?.type === "entity.too.large") return PayloadTooLargeError();
  if (e?.status && e.status >= 400 && e.status < 500) {
    const message = e.expose && e.message ? e.message : MESSAGES.unreadable;
    return e.status === 400 ? UnreadableError(message) : new ApiError(e.status, "BAD_REQUEST", message);
  }
  return InternalError();
}
