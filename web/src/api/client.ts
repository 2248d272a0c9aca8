import type { ErrorCode } from "@ipf/shared/errors";

/**
 * The one way the site talks to the API. Every failure becomes an `ApiError`
 * whose `code` the pages translate (`errors.<code>`), with per-field message
 * keys for VALIDATION (`validation.<key>`).
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

/** Anything with zod's `parse`: the answer schemas of `@ipf/shared`. */
export interface Parser<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  /** Bearer token; omitted for public calls. */
  token?: string | null;
  signal?: AbortSignal;
  /** Checks the answer's shape, so pages get the type they expect or an ApiError. */
  answer: Parser<T>;
}

export async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = "GET", body, token, signal, answer } = options;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: "omit",
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, "NETWORK", "The server could not be reached.");
  }

  const data = await readJson(response);
  if (!response.ok || isErrorBody(data)) {
    const retryAfter = Number(response.headers.get("Retry-After")) || undefined;
    if (isErrorBody(data)) throw new ApiError(response.status, data.code, data.message, data.fields, retryAfter);
    throw new ApiError(response.status, codeOfStatus(response.status), response.statusText, undefined, retryAfter);
  }
  try {
    return answer.parse(data);
  } catch (error) {
    console.error(`Unexpected answer from ${method} ${path}`, error);
    throw new ApiError(response.status, "BAD_RESPONSE", "Unexpected answer from the server.");
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

interface ErrorBody {
  error: true;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

function isErrorBody(data: unknown): data is ErrorBody {
  return (
    typeof data === "object" &&
    data !== null &&
    (data as { error?: unknown }).error === true &&
    typeof (data as { code?: unknown }).code === "string"
  );
}

function codeOfStatus(status: number): ClientErrorCode {
  if (status === 400) return "VALIDATION";
  if (status === 401) return "UNAUTHENTICATED";
  if (status === 403) return "FORBIDDEN";
  if (status === 404) return "NOT_FOUND";
  if (status === 409) return "CONFLICT";
  if (status === 413) return "PAYLOAD_TOO_LARGE";
  if (status === 429) return "RATE_LIMITED";
  return "INTERNAL";
}
