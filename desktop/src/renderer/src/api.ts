import { z } from "zod";
import { staffSchema, type AdminLoginRequest } from "@ipf/shared";

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

export interface ApiClientOptions {
  /** "" for the page's own origin (the /admin build), or the desktop app's configured server. */
  baseUrl: () => Promise<string>;
  token: () => string | null;
  /** Called when a request that carried the staff token is refused with 401. */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
}

interface RequestOptions<T> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  body?: unknown;
  answer: z.ZodType<T>;
  /** Sign-in is the one call made without the staff token. */
  anonymous?: boolean;
}

export function createApiClient(options: ApiClientOptions) {
  const fetcher = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>({ method, path, body, answer, anonymous = false }: RequestOptions<T>): Promise<T> {
    const token = anonymous ? null : options.token();
    const headers: Record<string, string> = { Accept: "application/json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    try {
      const base = await options.baseUrl();
      response = await fetcher(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
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
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
