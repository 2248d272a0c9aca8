import { z } from "zod";
import { callOf, type AnswerOf, type CallArguments, type CallInput, type Endpoint } from "@ipf/shared/contract";
import { errorResponseSchema } from "@ipf/shared/schemas/common";
import { handledSchema, type Handled } from "@ipf/shared/schemas/handled";

/**
 * The back office's one way to the API. Answers are parsed with the shared
 * schemas; failures become an ApiError carrying the API's stable code (or
 * NETWORK / BAD_RESPONSE), which screens translate instead of showing text.
 */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** A 409 on a request handled meanwhile: what became of it, who did it and when. */
    readonly handled?: Handled,
    /** The whole error body, for the fields a code adds (COUNTRIES_UNCOVERED's `countries`). */
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The answer header carrying a renewed staff token (api/src/lib/auth.ts). */
export const RENEWED_TOKEN_HEADER = "X-Renewed-Token";

const flaggedAnswer = z.object({ error: z.literal(true), code: z.string().optional(), message: z.string().optional() });

export interface ApiClientOptions {
  /** "" for the page's own origin (the /admin build), or the desktop app's configured server. */
  baseUrl: () => Promise<string>;
  token: () => string | null;
  /** Called when a request that carried the staff token is refused with 401. */
  onUnauthorized: () => void;
  /**
   * Called with a renewed staff token (answer header X-Renewed-Token: the API
   * renews a token in use past half its life) and the token it replaces.
   */
  onRenewedToken?: (renewed: string, replaced: string) => void;
  fetch?: typeof fetch;
}

export interface RequestOptions<T> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data instead (uploads); the browser writes the boundary. */
  form?: FormData;
  /** Appended to the path; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  answer: z.ZodType<T>;
  /** Sign-in is the one call made without the staff token. */
  anonymous?: boolean;
  /** Told how much of `form` has been sent, from 0 to 1 (uploads with a progress bar). */
  onProgress?: UploadProgress;
  /** The answer is a file (a PDF): `answer` checks the Blob instead of JSON; failures are still JSON. */
  file?: boolean;
}

export type UploadProgress = (fraction: number) => void;

export type ApiRequest = <T>(options: RequestOptions<T>) => Promise<T>;

function withQuery(path: string, query: RequestOptions<unknown>["query"]): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function sendWithProgress(
  url: string,
  init: { method: string; headers: Record<string, string>; body: FormData | string | null },
  onProgress: UploadProgress,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      onProgress(1);
      const retryAfter = xhr.getResponseHeader("Retry-After");
      const headers = retryAfter === null ? undefined : { "Retry-After": retryAfter };
      resolve(new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    xhr.onerror = () => reject(new Error("network error"));
    xhr.send(init.body);
  });
}

/**
 * A server over its budget of uploads answers 429 SERVER_BUSY before it reads
 * anything: the same request is sent again after its Retry-After (at most
 * 10 s), up to this many times, before the screen says the server is busy.
 */
export const BUSY_RETRIES = 3;

/** How long the answer asks to wait before the request is sent again, when it is a deliberate "busy". */
async function busyWaitMs(response: Response): Promise<number | undefined> {
  if (response.status !== 429) return undefined;
  const answer = errorResponseSchema.safeParse(
    await response
      .clone()
      .json()
      .catch(() => undefined),
  );
  if (!answer.success || answer.data.code !== "SERVER_BUSY") return undefined;
  const seconds = Number(response.headers.get("Retry-After"));
  return Math.min(Number.isFinite(seconds) && seconds >= 0 ? seconds : 1, 10) * 1000;
}

/** The one request function every area module of the client is built on. */
export function createRequest(options: ApiClientOptions): ApiRequest {
  const fetcher = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>({
    method,
    path,
    body,
    form,
    query,
    answer,
    anonymous = false,
    onProgress,
    file = false,
  }: RequestOptions<T>) {
    const token = anonymous ? null : options.token();
    const headers: Record<string, string> = { Accept: "application/json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (token) headers.Authorization = `Bearer ${token}`;
    path = withQuery(path, query);

    let response: Response;
    for (let attempt = 0; ; attempt++) {
      try {
        const base = await options.baseUrl();
        const init = { method, headers, body: form ?? (body === undefined ? null : JSON.stringify(body)) };
        // fetch cannot report upload progress; XMLHttpRequest can.
        response =
          form && onProgress && !options.fetch
            ? await sendWithProgress(`${base}${path}`, init, onProgress)
            : await fetcher(`${base}${path}`, init);
      } catch (error) {
        throw new ApiError(0, "NETWORK", error instanceof Error ? error.message : "network error");
      }
      const wait = attempt < BUSY_RETRIES ? await busyWaitMs(response) : undefined;
      if (wait === undefined) break;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }

    if (file && response.ok) {
      const parsedFile = answer.safeParse(await response.blob());
      if (!parsedFile.success) throw new ApiError(response.status, "BAD_RESPONSE", `unexpected answer from ${path}`);
      return parsedFile.data;
    }
    const renewed = response.ok ? response.headers.get(RENEWED_TOKEN_HEADER) : null;
    if (renewed && token) options.onRenewedToken?.(renewed, token);
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      if (response.status === 401 && token) options.onUnauthorized();
      const parsed = errorResponseSchema.safeParse(json);
      const code = parsed.success ? parsed.data.code : response.status === 401 ? "UNAUTHENTICATED" : "INTERNAL";
      const handled = parsed.success ? handledSchema.safeParse(parsed.data.handled) : undefined;
      throw new ApiError(
        response.status,
        code,
        (parsed.success && parsed.data.message) || response.statusText,
        parsed.success ? parsed.data.fields : undefined,
        handled?.success ? handled.data : undefined,
        parsed.success ? parsed.data : undefined,
      );
    }
    // The old product's "error: true" inside a 200 is a failure too, not silence.
    const flagged = flaggedAnswer.safeParse(json);
    if (flagged.success)
      throw new ApiError(response.status, flagged.data.code ?? "INTERNAL", flagged.data.message ?? "");
    const parsed = answer.safeParse(json);
    if (!parsed.success) throw new ApiError(response.status, "BAD_RESPONSE", `unexpected answer from ${path}`);
    return parsed.data;
  }

  return request;
}

/** How a call is made besides what the endpoint declares. */
export interface CallOptions<T> {
  /** The answer's parser when the endpoint declares none (a file), or a narrower one. */
  answer?: z.ZodType<T>;
  /** Sign-in is the one call made without the staff token. */
  anonymous?: boolean;
  /** With a multipart form: told how much of it has been sent, from 0 to 1. */
  onProgress?: UploadProgress;
  /** The answer is a file (a PDF): `answer` checks the Blob instead of JSON; failures are still JSON. */
  file?: boolean;
}

/** Calls an endpoint of the contract (see `caller`). */
export type Call = <E extends Endpoint, T = AnswerOf<E>>(
  entry: E,
  ...input: CallArguments<E, CallOptions<T>>
) => Promise<T>;

/**
 * Calls on `request` by contract entry: path parameters filled in, query
 * appended, body sent as JSON (or form as multipart), the answer parsed by
 * the endpoint's answer schema.
 */
export function caller(request: ApiRequest): Call {
  return <E extends Endpoint, T>(entry: E, ...[input]: CallArguments<E, CallOptions<T>>) => {
    const { answer, anonymous, onProgress, file, body, form } = (input ?? {}) as CallInput<Endpoint> & CallOptions<T>;
    const { method, path, parser } = callOf<z.ZodType<T>>(entry, input ?? {}, answer);
    return request({
      method,
      path,
      body,
      form: form as FormData | undefined,
      answer: parser,
      anonymous,
      onProgress,
      file,
    });
  };
}
