import { type APIRequestContext, type APIResponse } from "@playwright/test";
import { DEMO_STAFF_PASSWORD } from "./admin";

/**
 * The plumbing of the tests' API calls: what sets a scene up, or cleans one
 * away, goes through the API as the site or the back office would.
 */

/** The body of a successful answer; any other answer stops the test with what the server said. */
export async function ok<T>(answer: APIResponse): Promise<T> {
  if (!answer.ok()) throw new Error(`${answer.url()} answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

export function bearer(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}

/** A track number no other run has used. */
export function newTrackNumber(prefix: string): string {
  return `${prefix}${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;
}

/** A demo staff member's token, signed in through the API (the demo admin unless named). */
export async function staffToken(request: APIRequestContext, username = "admin"): Promise<string> {
  const { token } = await ok<{ token: string }>(
    await request.post("/api/admins/login", { data: { username, password: DEMO_STAFF_PASSWORD } }),
  );
  return token;
}

/** The customer's token and id, signed in through the API. */
export async function customerSession(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<{ token: string; id: string }> {
  const { token } = await ok<{ token: string }>(await request.post("/api/users/login", { data: { email, password } }));
  const { user } = await ok<{ user: { id: string } }>(
    await request.get("/api/users/getuser", { headers: bearer(token) }),
  );
  return { token, id: user.id };
}

/** GET /api/descriptions/suggest: the catalogue's suggestions for a description being typed. */
export async function descriptionSuggestions(
  request: APIRequestContext,
  token: string,
  q: string,
  lang: "ar" | "en" | "fr",
): Promise<{ description: string; category: string; hsCode: string | null }[]> {
  const { suggestions } = await ok<{ suggestions: { description: string; category: string; hsCode: string | null }[] }>(
    await request.get("/api/descriptions/suggest", { params: { q, lang }, headers: bearer(token) }),
  );
  return suggestions;
}

/** Calls made as the demo admin, as the back office would make them. */
export class StaffSession {
  constructor(
    protected readonly request: APIRequestContext,
    protected readonly token: string,
  ) {}

  /** Signs the demo admin in: `RatesApi.login(request)` gives a `RatesApi`. */
  static async login<T extends StaffSession>(
    this: new (request: APIRequestContext, token: string) => T,
    request: APIRequestContext,
  ): Promise<T> {
    return new this(request, await staffToken(request));
  }

  protected get headers(): { Authorization: string } {
    return bearer(this.token);
  }
}
