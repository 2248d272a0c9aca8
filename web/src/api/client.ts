import {
  callOf,
  type AnswerOf,
  type CallArguments,
  type CallInput,
  type Endpoint,
} from "@ipf/shared/contract/endpoint";
import { errorResponseSchema } from "@ipf/shared/schemas/common";
import { ApiError, type ClientErrorCode } from "./error";

/** The one way the site talks to the API; every failure becomes an `ApiError` (./error.ts). */

/** Anything with zod's `parse`: the answer schemas of `@ipf/shared`. */
export interface Parser<T> {
  parse(data: unknown): T;
}

/**
 * Called when a call made with a token answers 401: the customer area forgets
 * the session and goes to login. One handler, set by the signed-in layout.
 */
let unauthorizedHandler: (() => void) | null = null;

export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

/**
 * Called when a call made with a token answers 403 EMAIL_NOT_CONFIRMED: the
 * API serves a customer whose e-mail address is not confirmed nothing but
 * the confirmation, so the site sends them to its page. Set by the
 * signed-in layout, like the 401 handler.
 */
let unconfirmedHandler: (() => void) | null = null;

export function setUnconfirmedHandler(handler: (() => void) | null): void {
  unconfirmedHandler = handler;
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
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
      credentials: "omit",
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, "NETWORK", "The server could not be reached.");
  }

  const data = await readJson(response);
  const reply: Reply = {
    status: response.status,
    ok: response.ok,
    statusText: response.statusText,
    header: (name) => response.headers.get(name),
  };
  return settle(reply, data, token, answer, `${method} ${path}`);
}

interface Reply {
  status: number;
  ok: boolean;
  statusText: string;
  header: (name: string) => string | null;
}

/** The shared tail of `request` and `upload`: error bodies become ApiError, answers are parsed. */
function settle<T>(
  response: Reply,
  data: unknown,
  token: string | null | undefined,
  answer: Parser<T>,
  label: string,
): T {
  if (response.status === 401 && token) unauthorizedHandler?.();
  const failure = errorResponseSchema.safeParse(data);
  if (response.status === 403 && token && failure.success && failure.data.code === "EMAIL_NOT_CONFIRMED")
    unconfirmedHandler?.();
  if (!response.ok || failure.success) {
    const retryAfter = Number(response.header("Retry-After")) || undefined;
    if (failure.success) {
      const { code, message, fields } = failure.data;
      throw new ApiError(response.status, code, message, fields, retryAfter);
    }
    throw new ApiError(response.status, codeOfStatus(response.status), response.statusText, undefined, retryAfter);
  }
  try {
    return answer.parse(data);
  } catch (error) {
    console.error(`Unexpected answer from ${label}`, error);
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

export interface UploadOptions<T> {
  /** The endpoint's method. */
  method: string;
  token: string | null;
  answer: Parser<T>;
  /** Share of the body sent, 0 to 1. */
  onProgress?: (sent: number) => void;
}

/**
 * A multipart request with upload progress (fetch reports none, so these
 * calls go through XMLHttpRequest). Failures are the same ApiErrors.
 */
export function upload<T>(path: string, form: FormData, options: UploadOptions<T>): Promise<T> {
  const { method, token, answer, onProgress } = options;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.setRequestHeader("Accept", "application/json");
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, "NETWORK", "The server could not be reached."));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        data = undefined;
      }
      try {
        const reply: Reply = {
          status: xhr.status,
          ok: xhr.status >= 200 && xhr.status < 300,
          statusText: xhr.statusText,
          header: (name) => xhr.getResponseHeader(name),
        };
        resolve(settle(reply, data, token, answer, `${method} ${path}`));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.send(form);
  });
}

/** How a call is made besides what the endpoint declares. */
export interface CallOptions<T> {
  /** Bearer token; omitted for public calls. */
  token?: string | null;
  signal?: AbortSignal;
  /** The answer's parser when the endpoint declares none, or a narrower one. */
  answer?: Parser<T>;
  /** With a multipart form: told how much of it has been sent, from 0 to 1. */
  onProgress?: (sent: number) => void;
}

/**
 * Calls an endpoint of the contract: its path parameters filled in, its
 * query appended, its body sent as JSON (or its form as multipart), its
 * answer parsed by the endpoint's answer schema.
 */
export function call<E extends Endpoint, T = AnswerOf<E>>(
  entry: E,
  ...[input]: CallArguments<E, CallOptions<T>>
): Promise<T> {
  const { token, signal, answer, onProgress, body, form } = (input ?? {}) as CallInput<Endpoint> & CallOptions<T>;
  const { method, path, parser } = callOf<Parser<T>>(entry, input ?? {}, answer);
  if (form) return upload(path, form as FormData, { method, token: token ?? null, answer: parser, onProgress });
  return request(path, { method: method as RequestOptions<T>["method"], body, token, signal, answer: parser });
}

/**
 * A file the API answers (an invoice's PDF), as a Blob the browser saves.
 * Read as a file, not through `call`, which reads JSON answers; a refusal
 * is the same ApiError.
 */
export async function fetchFile(
  { method, path }: { method: string; path: string },
  token: string | null,
): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { Authorization: `Bearer ${token ?? ""}`, Accept: "application/pdf" },
      credentials: "omit",
    });
  } catch {
    throw new ApiError(0, "NETWORK", "The server could not be reached.");
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError(response.status, body?.code ?? "INTERNAL", body?.message ?? response.statusText);
  }
  return response.blob();
}
