import { ApiError } from "../api";

/** How a dialog reads a failed action: the message to show, and whether the row was taken by someone else. */
export interface ActionFailure {
  code: string;
  /** Field name to the API's message key, for VALIDATION. */
  fields: Record<string, string>;
  /** The request was already handled (409) or is gone (404): the list must be refreshed. */
  stale: boolean;
}

export function readFailure(error: unknown): ActionFailure {
  if (!(error instanceof ApiError)) return { code: "INTERNAL", fields: {}, stale: false };
  return {
    code: error.code,
    fields: error.fields ?? {},
    stale: error.status === 409 || error.status === 404,
  };
}
