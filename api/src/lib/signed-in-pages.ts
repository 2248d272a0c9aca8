import { existsSync } from "node:fs";
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { pathToFileURL } from "node:url";
import type Koa from "koa";
import type { Context, Middleware } from "koa";
import { toApiError } from "./errors.js";
import type { Logger } from "./logger.js";
import { clearSessionCookie, sessionCookie } from "./session-cookie.js";

/**
 * What the customer site's server bundle (web/src/entry-server.tsx, built to
 * web/dist-server/) offers for the pages drawn per request. The API loads it
 * at run time and never imports the site's code.
 */
export interface SignedInRenderer {
  /** The API answers the page at `pathname` is drawn from, by name (GET paths); undefined for any other page. */
  signedInAnswers(pathname: string): Record<string, string> | undefined;
  /** The page's markup and the data its hydration starts from; null when the answers cannot make that page. */
  renderSignedIn(url: string, answers: Record<string, unknown>): Promise<{ html: string; data: unknown } | null>;
}

export interface Answer {
  status: number;
  body: unknown;
}

/** A GET of the API with a customer's bearer token. */
export type ApiGet = (path: string, token: string) => Promise<Answer>;

/**
 * GETs answered in-process by the API's `routes`, as the browser would get
 * them over HTTP: the same sign-in check, schemas and presenters, with no
 * socket and no second copy of what a route does.
 */
export function inProcessGet(app: Koa, routes: Middleware): ApiGet {
  return async (path, token) => {
    const request = new IncomingMessage(new Socket());
    request.method = "GET";
    request.url = path;
    request.headers = { accept: "application/json", authorization: `Bearer ${token}` };
    const ctx = app.createContext(request, new ServerResponse(request));
    try {
      await routes(ctx, async () => undefined);
    } catch (caught) {
      return { status: toApiError(caught).status, body: undefined };
    }
    // The body as it would go on the wire: a route answers an object or JSON already written as text.
    const text = typeof ctx.body === "string" ? ctx.body : JSON.stringify(ctx.body ?? null);
    return { status: ctx.status, body: JSON.parse(text) as unknown };
  };
}

/** The pages of the customer site drawn per request for the customer of the session cookie. */
export interface SignedInPages {
  /** Whether `pathname` is such a page: its answer then depends on the cookie. */
  covers(pathname: string): Promise<boolean>;
  /**
   * The page drawn into `shell` (its built HTML, with an empty #root) for the
   * request's session, or undefined: no cookie, one the API refuses (it is
   * then cleared), or answers the page cannot be drawn from.
   */
  draw(ctx: Context, shell: string): Promise<string | undefined>;
}

const EMPTY_ROOT = '<div id="root"></div>';
/** The element main.tsx reads the hydration data from. */
const DATA_ID = "signed-in-page";

/**
 * JSON that stays inside its <script> element: no `<` can close it (`</script>`)
 * or open a comment; `\u003c` reads back as the same character.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * Pages drawn at once by one instance. A draw holds every answer of the page, its React tree
 * and its markup until it is sent: under a burst of hundreds of lockers at once they were most
 * of the process's memory. Past this many, the page goes out as its shell, which
 * the browser fills from the same API answers: slower to show, never refused.
 */
export const DRAWS_AT_ONCE = 4;

export function signedInPages(
  entry: string,
  get: ApiGet,
  log: Logger,
  drawsAtOnce: number = DRAWS_AT_ONCE,
): SignedInPages {
  let drawing = 0;
  let renderer: Promise<SignedInRenderer | undefined> | undefined;
  // A build without the server bundle (an older one, or the API alone) serves every page as its shell.
  const load = () =>
    (renderer ??= existsSync(entry)
      ? (import(pathToFileURL(entry).href) as Promise<SignedInRenderer>)
      : Promise.resolve(undefined));

  const answersOf = async (paths: Record<string, string>, token: string) => {
    const names = Object.keys(paths);
    const answers = await Promise.all(names.map((name) => get(paths[name]!, token)));
    const statuses = new Set(answers.map((answer) => answer.status));
    return {
      refused: statuses.has(401),
      answers:
        statuses.size === 1 && statuses.has(200)
          ? Object.fromEntries(names.map((name, index) => [name, answers[index]!.body]))
          : undefined,
    };
  };

  return {
    async covers(pathname) {
      return (await load())?.signedInAnswers(pathname) !== undefined;
    },
    async draw(ctx, shell) {
      const token = sessionCookie(ctx);
      const site = await load();
      const paths = site?.signedInAnswers(ctx.path);
      if (!token || !site || !paths || !shell.includes(EMPTY_ROOT)) return undefined;
      if (drawing >= drawsAtOnce) return undefined;
      drawing += 1;
      try {
        return await drawPage(ctx, shell, site, paths, token);
      } finally {
        drawing -= 1;
      }
    },
  };

  async function drawPage(
    ctx: Context,
    shell: string,
    site: SignedInRenderer,
    paths: Record<string, string>,
    token: string,
  ): Promise<string | undefined> {
    const { refused, answers } = await answersOf(paths, token);
    // Signed out elsewhere, a new password, an expired session: the cookie draws nothing any more.
    if (refused) clearSessionCookie(ctx);
    if (!answers) return undefined;
    const page = await site.renderSignedIn(ctx.url, answers).catch((error: unknown) => {
      // The customer still gets the page, drawn by the browser as before.
      log.error({ err: error, path: ctx.path }, "a signed-in page could not be drawn");
      return null;
    });
    if (!page) return undefined;
    const root = `<div id="root" data-signed-in>${page.html}</div>`;
    const data = `<script type="application/json" id="${DATA_ID}">${scriptJson(page.data)}</script>`;
    return shell.replace(EMPTY_ROOT, () => root + data);
  }
}
