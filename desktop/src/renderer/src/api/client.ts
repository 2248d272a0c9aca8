import { z } from "zod";
import { staffSchema, type AdminLoginRequest } from "@ipf/shared";
import { intakeCalls } from "./api-intake";

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
  ) {
    super(message);
  }
}

/** What the back office keeps of a signed-in staff member. */
export const sessionStaffSchema = staffSchema.pick({ id: true, username: true, fullName: true, groupId: true });
export type SessionStaff = z.infer<typeof sessionStaffSchema>;

const adminLoginAnswer = z.object({ token: z.string().min(1), admin: sessionStaffSchema });
const adminMeAnswer = z.object({ admin: sessionStaffSchema });
const errorAnswer = z.object({
  code: z.string(),
  message: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});

const flaggedAnswer = z.object({ error: z.literal(true), code: z.string().optional(), message: z.string().optional() });

export interface ApiClientOptions {
  /** "" for the page's own origin (the /admin build), or the desktop app's configured server. */
  baseUrl: () => Promise<string>;
  token: () => string | null;
  /** Called when a request that carried the staff token is refused with 401. */
  onUnauthorized: () => void;
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
}

export type ApiRequest = <T>(options: RequestOptions<T>) => Promise<T>;

function withQuery(path: string, query: RequestOptions<unknown>["query"]): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export function createApiClient(options: ApiClientOptions) {
  const fetcher = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>({ method, path, body, form, query, answer, anonymous = false }: RequestOptions<T>) {
    const token = anonymous ? null : options.token();
    const headers: Record<string, string> = { Accept: "application/json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (token) headers.Authorization = `Bearer ${token}`;
    path = withQuery(path, query);

    let response: Response;
    try {
      const base = await options.baseUrl();
      response = await fetcher(`${base}${path}`, {
        method,
        headers,
        body: form ?? (body === undefined ? null : JSON.stringify(body)),
      });
    } catch (error) {
      throw new ApiError(0, "NETWORK", error instanceof Error ? error.message : "network error");
    }

    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      if (response.status === 401 && token) options.onUnauthorized();
      const parsed = errorAnswer.safeParse(json);
      const code = parsed.success ? parsed.data.code : response.status === 401 ? "UNAUTHENTICATED" : "INTERNAL";
      throw new ApiError(
        response.status,
        code,
        (parsed.success && parsed.data.message) || response.statusText,
        parsed.success ? parsed.data.fields : undefined,
      );
    }
    // The old product's "error: true" inside a 200 (back-office-operations 8) is a failure too, not silence.
    const flagged = flaggedAnswer.safeParse(json);
    if (flagged.success)
      throw new ApiError(response.status, flagged.data.code ?? "INTERNAL", flagged.data.message ?? "");
    const parsed = answer.safeParse(json);
    if (!parsed.success) throw new ApiError(response.status, "BAD_RESPONSE", `unexpected answer from ${path}`);
    return parsed.data;
  }

  return {
    /** POST /api/admins/login */
    adminLogin: (credentials: Pick<AdminLoginRequest, "username" | "password">) =>
      request({
        method: "POST",
        path: "/api/admins/login",
        body: credentials,
        answer: adminLoginAnswer,
        anonymous: true,
      }),
    /** GET /api/admins/me: who the stored staff token belongs to. */
    adminMe: () => request({ method: "GET", path: "/api/admins/me", answer: adminMeAnswer }),
    ...intakeCalls(request),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
