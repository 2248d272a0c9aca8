import type { Context, Middleware, Next } from "koa";
import type { Deps } from "../../deps.js";
import { escapeHtml } from "../../mails/layout.js";

/**
 * /dev/mailbox: the development outbox as a page, so confirmation codes and
 * links can be read without a mail server. Never served in production.
 */
export function devMailbox(deps: Deps): Middleware {
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== "/dev/mailbox" || deps.config.env === "production") return next();
    const messages = await deps.mailer.latest(100);
    const items = messages
      .map(
        (m) =>
          `<article><header><strong>${escapeHtml(m.subject)}</strong><span>${escapeHtml(m.to)} · ${escapeHtml(
            m.createdAt,
          )} · ${escapeHtml(m.status)}</span></header><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join("");
    ctx.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    ctx.type = "html";
    ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Development mailbox</title><style>body{font-family:system-ui,sans-serif;margin:0;background:#f4f6fb;color:#1c2430}main{max-width:860px;margin:auto;padding:16px}h1{font-size:20px}article{background:#fff;border-radius:8px;padding:12px 16px;margin:0 0 12px;box-shadow:0 1px 2px #0001}header{display:flex;flex-wrap:wrap;gap:8px;justify-content:space-between}header span{color:#5c6b80;font-size:13px}pre{white-space:pre-wrap;font-family:inherit;unicode-bidi:plaintext}</style></head><body><main><h1>Development mailbox (${messages.length})</h1>${
      items || "<p>No e-mail has been sent yet.</p>"
    }</main></body></html>`;
  };
}
