import type { Context } from "koa";
import type { Api } from "../../lib/api.js";
import { PayloadTooLargeError } from "../../lib/errors.js";
import type { Deps } from "../../deps.js";
import { handleStripeWebhook } from "../../services/payments/webhook.js";

/** The path the JSON body parser leaves alone (app.ts): the signature is over the exact bytes. */
export const STRIPE_WEBHOOK_PATH = "/api/payments/stripe/webhook";
const MAX_WEBHOOK_BYTES = 1024 * 1024;

async function rawBody(ctx: Context): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_WEBHOOK_BYTES) throw PayloadTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function registerStripeWebhookRoute(api: Api, deps: Deps) {
  api.post(
    STRIPE_WEBHOOK_PATH,
    {
      summary:
        "Stripe's webhook: raw body, Stripe-Signature verified, each event applied once; checkout.session.completed pays the parcel",
      tags: ["payments"],
      errors: [404, 409, 413],
    },
    async (ctx) => handleStripeWebhook(deps, await rawBody(ctx), ctx.get("stripe-signature") || undefined),
  );
}
