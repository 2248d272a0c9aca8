/**
 * The stand-in engine's own page (development only, as the local checkout
 * is): its trackers, each with buttons that move it on (the next step, out
 * for delivery, delivered, or a problem), posting karrio's webhook as karrio
 * would. Tests move a tracker the same way with a JSON POST.
 */
import type { Context } from "koa";
import { escapeHtml } from "../../mails/layout.js";
import type { FakeKarrio } from "./karrio/fake.js";

export const STAND_IN_PAGE = "/";
export const STAND_IN_ADVANCE = "/_advance";

/** Where a tracker may be sent from the page; none: the next step of its path. */
export const STAND_IN_STATUSES = [
  "in_transit",
  "out_for_delivery",
  "delivered",
  "delivery_failed",
  "on_hold",
  "return_to_sender",
] as const;

const STYLE =
  "body{font-family:system-ui,sans-serif;background:#f4f6fb;color:#1c2430;margin:0}main{max-width:960px;margin:32px auto;background:#fff;border-radius:10px;padding:24px;box-shadow:0 1px 3px #0002}h1{font-size:20px;margin:0 0 8px;color:#0b3d91}p{color:#5c6b80}table{border-collapse:collapse;width:100%}th,td{text-align:start;padding:8px;border-bottom:1px solid #e3e8f0;vertical-align:middle}form{display:flex;flex-wrap:wrap;gap:6px;margin:0}button{font:inherit;font-size:13px;padding:4px 10px;border-radius:6px;border:1px solid #0b3d91;background:#fff;color:#0b3d91;cursor:pointer}button.next{background:#0b3d91;color:#fff}code{font-size:14px}";

function readForm(ctx: Context): { trackingNumber: string; status: string | undefined } {
  const body = (ctx.request as unknown as { body?: Record<string, unknown> }).body ?? {};
  const field = (name: string) => (typeof body[name] === "string" ? (body[name] as string).trim() : "");
  return { trackingNumber: field("trackingNumber"), status: field("status") || undefined };
}

/** Answers the page and its form; anything else under the stand-in's path is karrio's API. */
export async function standInPage(ctx: Context, standIn: FakeKarrio, base: string, path: string): Promise<boolean> {
  if (path === STAND_IN_PAGE && ctx.method === "GET") {
    const rows = standIn
      .trackerStates()
      .map(
        ({ trackingNumber, carrier, status }) =>
          `<tr><td><code>${escapeHtml(trackingNumber)}</code></td><td>${escapeHtml(carrier)}</td><td>${escapeHtml(status)}</td><td><form method="post" action="_advance"><input type="hidden" name="trackingNumber" value="${escapeHtml(trackingNumber)}"><button class="next">Next step</button>${STAND_IN_STATUSES.map((s) => `<button name="status" value="${s}">${s.replace(/_/g, " ")}</button>`).join("")}</form></td></tr>`,
      )
      .join("");
    ctx.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'");
    ctx.type = "html";
    ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Shipping engine stand-in</title><style>${STYLE}</style></head><body><main><h1>Shipping engine stand-in</h1><p>The trackers of the labels bought here. Each button moves one on and posts the tracking webhook, as karrio would. They also move by themselves every KARRIO_LOCAL_STEP_SECONDS.</p>${rows ? `<table><thead><tr><th>Tracking number</th><th>Carrier</th><th>Status</th><th>Move to</th></tr></thead><tbody>${rows}</tbody></table>` : "<p>No tracker yet: buy a label at the ship desk.</p>"}</main></body></html>`;
    return true;
  }
  if (path === STAND_IN_ADVANCE && ctx.method === "POST") {
    const { trackingNumber, status } = readForm(ctx);
    if (status !== undefined && !(STAND_IN_STATUSES as readonly string[]).includes(status)) {
      ctx.status = 400;
      ctx.body = { error: true, code: "VALIDATION", message: `status is one of ${STAND_IN_STATUSES.join(", ")}` };
      return true;
    }
    if (!standIn.trackerStates().some((tracker) => tracker.trackingNumber === trackingNumber)) {
      ctx.status = 404;
      ctx.body = { error: true, code: "NOT_FOUND", message: `No tracker ${trackingNumber || "(none given)"}` };
      return true;
    }
    const tracker = await standIn.advance(trackingNumber, status);
    if (ctx.is("application/json")) ctx.body = { ok: true, trackingNumber, status: tracker.status };
    else ctx.redirect(`${base}${STAND_IN_PAGE}`);
    return true;
  }
  return false;
}
