import type { Context, Middleware, Next } from "koa";
import type { Deps } from "../../deps.js";
import { escapeHtml } from "../../mails/layout.js";

/** Whether a socket's peer is this machine: 127.0.0.0/8 or ::1, also as an IPv4-mapped IPv6 address. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return v4.startsWith("127.") || address === "::1";
}

/**
 * Whether the development outbox may be read by this request. The outbox
 * holds password-reset links, so reading it is signing in as anyone: it is
 * open only outside production, only while no real mail is configured (with
 * SMTP_URL the messages reach real inboxes and the outbox holds real links),
 * and only to a client on this machine. The socket's own peer address is
 * what counts, never X-Forwarded-For, which any client can write.
 */
export function mailboxOpen(deps: Deps, ctx: Context): boolean {
  return deps.config.env !== "production" && !deps.config.smtpUrl && isLoopback(ctx.req.socket.remoteAddress);
}

/**
 * /dev/mailbox: the development outbox as a page, so confirmation codes and
 * links can be read without a mail server (see `mailboxOpen` for who may).
 */
export function devMailbox(deps: Deps): Middleware {
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== "/dev/mailbox" || !mailboxOpen(deps, ctx)) return next();
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
