import { system } from "@ipf/shared/contract/system";
import type { Api } from "../../lib/api.js";
import type { Deps } from "../../deps.js";
import { NotFoundError } from "../../lib/errors.js";
import { mailboxOpen } from "./mailbox.js";

/**
 * The API's health and the development outbox. The outbox as a page,
 * /dev/mailbox, is served by its own middleware (see mailbox.ts), outside
 * the API and its document.
 */
export function registerSystemRoutes(api: Api, deps: Deps) {
  api.bind(system.health, async (ctx) => {
    const database = await deps.db
      .raw("SELECT 1")
      .then(() => "ok" as const)
      .catch(() => "unreachable" as const);
    if (database !== "ok") ctx.status = 503;
    return {
      status: database === "ok" ? ("ok" as const) : ("degraded" as const),
      database,
      environment: deps.config.env,
      time: deps.now().toISOString(),
    };
  });

  api.bind(system.outbox, async (ctx) => {
    if (!mailboxOpen(deps, ctx)) throw NotFoundError();
    return { error: false as const, messages: await deps.mailer.latest() };
  });
}
