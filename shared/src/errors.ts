/**
 * Stable error codes of the API. Every error body is
 * `{ error: true, code, message, fields? }`; front ends translate `code`
 * (and each field's message key) through i18next rather than showing `message`.
 */
export const ERROR_CODES = [
  "VALIDATION",
  "UNAUTHENTICATED",
  "INVALID_CREDENTIALS",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "EMAIL_TAKEN",
  "PAYLOAD_TOO_LARGE",
  "RATE_LIMITED",
  "INTERNAL",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorBody {
  error: true;
  code: ErrorCode | (string & {});
  message: string;
  /** Field name to message key, for VALIDATION. */
  fields?: Record<string, string>;
}
