/**
 * Stable error codes of the API. Every error body is
 * `{ error: true, code, message, fields? }` (errorResponseSchema; a few codes
 * add a field of their own, such as OPEN_TICKET_EXISTS's ticketId); front ends translate `code`
 * (and each field's message key) through i18next rather than showing `message`.
 */
export const ERROR_CODES = [
  // Requests and sessions
  "VALIDATION",
  "UNAUTHENTICATED",
  "INVALID_CREDENTIALS",
  "FORBIDDEN",
  "EMAIL_NOT_CONFIRMED",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "RATE_LIMITED",
  "INTERNAL",
  "BAD_REQUEST",
  "METHOD_NOT_ALLOWED",
  "CAPTCHA",
  "INVALID_FILE",
  "UNREADABLE_FILE",
  "IMAGE_TOO_LARGE",
  "IMPORT_TOO_LARGE",
  "UPLOADS_BUSY",
  "SERVER_BUSY",
  // Accounts
  "EMAIL_TAKEN",
  "USER_CONFIRMED",
  "LIMIT_EXCEEDED",
  "RESEND_TOO_SOON",
  "CODE_EXPIRED",
  "INVALID_CODE",
  "TOO_MANY_ATTEMPTS",
  "CODE_USED",
  "EMAIL_CONFIRMED",
  "EMAIL_CHANGE_TOO_SOON",
  "INCORRECT_PASSWORD",
  "INVALID_RESET_TOKEN",
  "ADDRESS_LIMIT",
  // Staff accounts
  "USERNAME_TAKEN",
  "LAST_ADMIN",
  // Support
  "OPEN_TICKET_EXISTS",
  "TICKET_CLOSED",
  "REPORT_OPEN",
  // Parcels and requests
  "INVALID_STATE",
  "CANCEL_WINDOW_PASSED",
  "REQUEST_SENT",
  "REQUEST_CLOSED",
  "IMAGE_REQUESTS_OFF",
  "GROUP_TOO_SMALL",
  "ALREADY_ASSEMBLED",
  "REVERT_NOT_ALLOWED",
  "SPLIT_HAS_PARCELS",
  "DUPLICATE_TRACK_NUMBER",
  "NOT_EXPIRED",
  "ALERT_NOT_CLEARED",
  "PAYMENT_PENDING",
  // Payments
  "TRAN_EXIST",
  "ALREADY_PAID",
  "TRANSACTION_CLOSED",
  "CHECKOUT_CLOSED",
  "NOT_RESUMABLE",
  "NOT_CONFIRMABLE",
  "NOT_COMPLETE",
  "PAYMENT_METHOD_DISABLED",
  "PAYMENT_PROVIDER",
  "INVALID_SIGNATURE",
  "UNKNOWN_SESSION",
  "SESSION_MISMATCH",
  // Claims
  "ALREADY_CLAIMED",
  "CLAIM_NOT_OPEN",
  "CLAIM_DECIDED",
  "REFUND_NOT_NEEDED",
  // Buy for me
  "QUOTE_EXPIRED",
  "NOTHING_BUYABLE",
  // Rates and configuration
  "OUT_OF_RANGE",
  "RANGE_OVERLAP",
  "ZONE_EXISTS",
  "COUNTRIES_UNCOVERED",
  "CATEGORY_EXISTS",
  "CATEGORY_IN_USE",
  "DESCRIPTION_EXISTS",
  "CUSTOMER_HAS_PARCELS",
  "PAYMENT_IN_PROGRESS",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorBody {
  error: true;
  code: ErrorCode | (string & {});
  message: string;
  /** Field name to message key, for VALIDATION. */
  fields?: Record<string, string>;
}
