import { z } from "zod";
import type { Api } from "../../lib/api.js";
import type { Deps } from "../../deps.js";
import { NotFoundError } from "../../lib/errors.js";
import { mailboxOpen } from "./mailbox.js";

const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["ok", "unreachable"]),
  environment: z.string(),
  time: z.string(),
});

const outboxSchema = z.object({
  error: z.literal(false),
  messages: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string().nullable(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});

export function registerSystemRoutes(api: Api, deps: Deps) {
  api.get(
    "/api/health",
    {
      summary: "Liveness and database reachability",
      tags: ["system"],
      schemas: { response: healthSchema },
      errors: [503],
    },
    async (ctx) => {
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
    },
  );

  api.get(
    "/api/dev/outbox",
    {
      summary:
        "Development only: the e-mails the product sent, newest first; only to this machine, and never with SMTP_URL set",
      tags: ["system"],
      schemas: { response: outboxSchema },
      errors: [404],
    },
    async (ctx) => {
      if (!mailboxOpen(deps, ctx)) throw NotFoundError();
      return { error: false as const, messages: await deps.mailer.latest() };
    },
  );
}
