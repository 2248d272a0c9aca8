import type { RequestListener } from "node:http";
import { bodyParser } from "@koa/bodyparser";
import Koa, { type Context, type Next } from "koa";
import { Api } from "./lib/api.js";
import { apiDocs } from "./lib/api-docs.js";
import { compressJson } from "./lib/compress.js";
import { cors, errorHandler, pageCsp, requestLog, securityHeaders } from "./lib/http.js";
import { createLeanListener } from "./lib/lean.js";
import { BadRequestError, NotFoundError, toApiError } from "./lib/errors.js";
import { mirrorSessionCookie } from "./lib/session-cookie.js";
import { inProcessGet, signedInPages } from "./lib/signed-in-pages.js";
import { spa } from "./lib/static.js";
import { uploads } from "./lib/storage-http.js";
import type { Deps } from "./deps.js";
import { registerRoutes } from "./routes/index.js";
import { uploadAccess } from "./services/upload-access.js";
import { readScope } from "./services/work.js";
import { STRIPE_WEBHOOK_PATH } from "./routes/payments/webhook.js";
import { devMailbox } from "./routes/system/mailbox.js";
import { KARRIO_LOCAL_PATH } from "./lib/carriers/engine.js";
import { STAND_IN_ADVANCE, STAND_IN_PAGE, standInPage } from "./lib/carriers/stand-in-page.js";

export const API_VERSION = "0.1.0";

export function buildApi(deps: Deps): Api {
  const api = new Api(deps);
  registerRoutes(api, deps);
  return api;
}

/**
 * The whole HTTP surface on one Koa app: the API under /api, uploads, the
 * development mailbox, the back office's browser build under /admin and the
 * customer site for every other path.
 */
export function createApp(deps: Deps, api: Api = buildApi(deps)): Koa {
  const app = new Koa({ proxy: deps.config.trustProxy });
  // A browser that stops a file midway (a download declined, a page left) is no failure of ours.
  app.on("error", (error: Error & { code?: string; status?: number; expose?: boolean }) => {
    if (error.code === "ERR_STREAM_PREMATURE_CLOSE") deps.log.debug({ err: error }, "client left during a file");
    else if (error.status !== 404 && !error.expose) deps.log.error({ err: error }, "unhandled error");
  });
  // Written on its first reading, not at start: turning every schema into JSON Schema takes about
  // 350 ms, which each server start (a cluster's workers, every API test file) would otherwise pay.
  let openApi: Record<string, unknown> | undefined;

  app.use(requestLog(deps.log));
  app.use(securityHeaders(deps.config.env === "production"));
  app.use(cors());
  app.use(compressJson());
  app.use(errorHandler(deps.log));
  const standIn = deps.carrierEngine.standIn;
  if (standIn) {
    const readPageForm = bodyParser({ enableTypes: ["json", "form"], jsonLimit: "16kb", formLimit: "16kb" });
    app.use(async (ctx, next) => {
      if (!ctx.path.startsWith(`${KARRIO_LOCAL_PATH}/`)) return next();
      const path = ctx.path.slice(KARRIO_LOCAL_PATH.length);
      // Its own page, to move trackers by hand.
      if (path === STAND_IN_PAGE || path === STAND_IN_ADVANCE) {
        await readPageForm(ctx, async () => {
          if (!(await standInPage(ctx, standIn, KARRIO_LOCAL_PATH, path))) ctx.status = 405;
        });
        return;
      }
      // The karrio stand-in reads its own body and writes its own answer, as karrio would.
      await standIn.handle(ctx.req, ctx.res, ctx.url.slice(KARRIO_LOCAL_PATH.length));
      ctx.respond = false;
    });
  }
  app.use(apiDocs());
  app.use(async (ctx, next) => {
    if (ctx.path === "/api/openapi.json") {
      ctx.body = openApi ??= api.openApi({ title: "IPF API", version: API_VERSION }, [{ url: deps.config.publicUrl }]);
      return;
    }
    await next();
  });
  const parseJson = bodyParser({ enableTypes: ["json"], jsonLimit: "1mb", encoding: "utf-8" });
  // A body that cannot be read (an unknown Content-Encoding, gzip that is not gzip, bad JSON) is the
  // client's mistake: 400, whatever the parser or zlib threw; too large stays 413.
  const readBody = async (ctx: Context, next: Next) => {
    let parsed = false;
    try {
      await parseJson(ctx, async () => {
        parsed = true;
      });
    } catch (caught) {
      const error = toApiError(caught);
      throw error.status === 400 || error.status === 413
        ? error
        : BadRequestError("The request body could not be read.");
    }
    if (parsed) await next();
  };
  // Stripe signs the exact bytes it sends: its webhook reads the raw body itself. Reads carry no body.
  app.use((ctx, next) =>
    ctx.method === "GET" || ctx.method === "HEAD" || ctx.path === STRIPE_WEBHOOK_PATH ? next() : readBody(ctx, next),
  );
  app.use(mirrorSessionCookie(deps.tokens));
  app.use(api.routes());
  app.use(async (ctx, next) => {
    if (ctx.path === "/api" || ctx.path.startsWith("/api/")) throw NotFoundError("No such API route.");
    await next();
  });
  app.use(
    uploads(deps.storage, {
      secret: deps.config.jwtSecret,
      now: deps.now,
      access: (key) => uploadAccess(readScope(deps), key),
    }),
  );
  app.use(devMailbox(deps));
  const csp = pageCsp(deps.config.publicUrl);
  app.use(spa("/admin", deps.config.adminDist, csp));
  const customerPages = signedInPages(deps.config.webServerEntry, inProcessGet(app, api.routes()), deps.log);
  app.use(spa("/", deps.config.webDist, csp, customerPages));
  return app;
}

/** The server's request listener: lean routes straight from Node (see lib/lean.ts), everything else through Koa. */
export function createHandler(deps: Deps): RequestListener {
  const api = buildApi(deps);
  const koa = createApp(deps, api).callback();
  const lean = createLeanListener(api.leanRoutes(), { log: deps.log, production: deps.config.env === "production" });
  return (req, res) => {
    if (!lean(req, res)) void koa(req, res);
  };
}
