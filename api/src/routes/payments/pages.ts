/**
 * Payment pages served by the API itself, outside the SPA: the local
 * checkout that stands in for Stripe's hosted page when there are no keys,
 * and the bitcoin payment instructions. Plain HTML, no script, a strict CSP;
 * the local checkout's Pay and Cancel are two forms, and Pay completes
 * through the very webhook handler Stripe calls, with an event signed here.
 */
import { randomBytes } from "node:crypto";
import type { Context } from "koa";
import { isLanguage, type Language } from "@ipf/shared";
import { formatMoneyCents } from "@ipf/shared/format";
import type { Api } from "../../lib/api.js";
import { requestOrigin } from "../../lib/public-origin.js";
import { paymentGateway, localCheckoutPath, LOCAL_SESSION_PREFIX } from "../../lib/stripe.js";
import type { Deps } from "../../deps.js";
import { escapeHtml } from "../../mails/layout.js";
import { handleStripeWebhook } from "../../services/payments/webhook.js";
import { readScope } from "../../services/work.js";
import type { TransactionRow } from "../../services/payments/rows.js";
import { PAGE_TEXTS } from "./pages-texts.js";
import { chargedServiceLines } from "../../services/payments/service-fees.js";

type ServiceLine = Awaited<ReturnType<typeof chargedServiceLines>>[number];

interface PageRow extends TransactionRow {
  purchase_request_id: string | null;
  parcel_code: string;
  carrier_name: string | null;
  carrier_name_ar: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SESSION = new RegExp(`^${LOCAL_SESSION_PREFIX}[A-Za-z0-9_-]{16,64}$`);

const STYLE =
  "body{font-family:system-ui,Tahoma,sans-serif;background:#f4f6fb;color:#1c2430;margin:0}main{max-width:440px;margin:48px auto;background:#fff;border-radius:10px;padding:24px;box-shadow:0 1px 3px #0002}h1{font-size:20px;margin:0 0 16px;color:#0b3d91}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 20px}dt{color:#5c6b80}dd{margin:0;font-weight:600;unicode-bidi:plaintext}.note{font-size:13px;color:#8a5a00;background:#fff6e0;border-radius:6px;padding:8px 12px}.actions{display:flex;gap:12px}button{font:inherit;padding:10px 20px;border-radius:6px;border:1px solid #0b3d91;cursor:pointer}.pay{background:#0b3d91;color:#fff}.cancel{background:#fff;color:#0b3d91}code{word-break:break-all;font-size:15px}";

function page(ctx: Context, deps: Deps, language: Language, title: string, body: string, status = 200): void {
  const origin = requestOrigin(ctx, deps.config);
  // form-action also governs the redirect after Pay, which lands on the site address in use.
  ctx.set(
    "Content-Security-Policy",
    `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${origin}; frame-ancestors 'none'; base-uri 'none'`,
  );
  ctx.set("Cache-Control", "no-store");
  ctx.status = status;
  ctx.type = "html";
  ctx.body = `<!doctype html><html lang="${language}" dir="${language === "ar" ? "rtl" : "ltr"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

const facts = (pairs: [string, string][]) =>
  `<dl>${pairs.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join("")}</dl>`;

const money = (cents: number, row: PageRow, language: Language) => formatMoneyCents(cents, row.currency, language);

/** The amount, with its shipping, storage fee and service lines before it when there is a fee. */
function amountLines(row: PageRow, language: Language, services: ServiceLine[]): [string, string][] {
  const t = PAGE_TEXTS[language];
  const total: [string, string] = [t.amount, money(row.amount_cents, row, language)];
  const insured = row.insurance_cover_cents !== null;
  if (!row.storage_fee_cents && !insured && !row.credit_cents && services.length === 0) return [total];
  const shipping =
    row.amount_cents + row.credit_cents - row.storage_fee_cents - row.insurance_premium_cents - row.service_fee_cents;
  return [
    [t.shipping, money(shipping, row, language)],
    ...(row.storage_fee_cents
      ? [[t.storageFee(row.storage_fee_days), money(row.storage_fee_cents, row, language)] as [string, string]]
      : []),
    ...services.map((line): [string, string] => [t.serviceFee(line.name[language]), money(line.cents, row, language)]),
    ...(insured
      ? [
          [
            t.insurance(money(row.insurance_cover_cents!, row, language)),
            money(row.insurance_premium_cents, row, language),
          ] as [string, string],
        ]
      : []),
    ...(row.credit_cents ? [[t.credit, money(-row.credit_cents, row, language)] as [string, string]] : []),
    total,
  ];
}

async function loadRow(deps: Deps, where: Record<string, string>): Promise<PageRow | undefined> {
  return (
    (await deps
      .db("transactions as t")
      // A purchase request's payment has no parcel: its reference stands in the parcel's place.
      .leftJoin("parcels as p", "p.id", "t.parcel_id")
      .leftJoin("purchase_requests as pr", "pr.id", "t.purchase_request_id")
      .leftJoin("shipping_offers as so", "so.id", "t.offer_id")
      .leftJoin("carriers as c", "c.id", "so.carrier_id")
      .where(where)
      .first(
        "t.*",
        deps.db.raw("coalesce(p.parcel_code, 'BFM-' || lpad(pr.number::text, 6, '0')) AS parcel_code"),
        "c.name as carrier_name",
        "c.name_ar as carrier_name_ar",
      )) as PageRow | undefined
  );
}

/** The dashboard on the address this page was reached at (if ours): where the customer is signed in. */
const dashboard = (ctx: Context, deps: Deps, language: Language, outcome?: "success" | "cancel") =>
  `${requestOrigin(ctx, deps.config)}/${language}/dashboard${outcome ? `?payment=${outcome}` : ""}`;

/** A checkout.session event for the local session, as Stripe would send it. */
function localEvent(row: PageRow, type: "checkout.session.completed" | "checkout.session.expired", now: Date) {
  const language = row.checkout_locale ?? "ar";
  const paid = type === "checkout.session.completed";
  return JSON.stringify({
    id: `evt_local_${randomBytes(12).toString("hex")}`,
    object: "event",
    type,
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    data: {
      object: {
        id: row.provider_session_id,
        object: "checkout.session",
        amount_total: row.amount_cents,
        currency: row.currency.toLowerCase(),
        payment_status: paid ? "paid" : "unpaid",
        status: paid ? "complete" : "expired",
        client_reference_id: row.id,
        metadata: { transactionId: row.id, parcelId: row.parcel_id, packageId: row.parcel_code },
        locale: language,
      },
    },
  });
}

/**
 * Served as plain Koa routes on the API's router, outside the contract and
 * the OpenAPI document: they are pages a browser opens or posts a form to
 * (HTML and redirects), not endpoints a client calls with JSON, and the
 * document has never listed them.
 */
export function registerPaymentPages(api: Api, deps: Deps) {
  const localSession = async (ctx: Context): Promise<PageRow | undefined> => {
    const id = String(ctx.params.sessionId ?? "");
    if (!paymentGateway(deps).local || !SESSION.test(id)) return undefined;
    return loadRow(deps, { "t.provider_session_id": id, "t.type": "card" });
  };

  api.router.get("/pay/local/:sessionId", async (ctx) => {
    const row = await localSession(ctx);
    if (!row) return; // Koa answers 404.
    const language = row.checkout_locale ?? "ar";
    const t = PAGE_TEXTS[language];
    if (row.state !== "pending") {
      const body = `<p>${escapeHtml(t.closed)}</p><p><a href="${escapeHtml(dashboard(ctx, deps, language))}">${escapeHtml(t.back)}</a></p>`;
      page(ctx, deps, language, t.closedTitle, body, 410);
      return;
    }
    const action = localCheckoutPath(row.provider_session_id!);
    const body = `<p class="note">${escapeHtml(t.testNotice)}</p>${facts([
      [row.purchase_request_id ? t.purchase : t.parcel, row.parcel_code],
      // The carrier as the site named it in the pay dialog: its Arabic name on an Arabic page.
      ...(row.parcel_return_id || row.purchase_request_id
        ? []
        : ([[t.carrier, (language === "ar" ? row.carrier_name_ar || row.carrier_name : row.carrier_name) ?? "—"]] as [
            string,
            string,
          ][])),
      ...amountLines(row, language, await chargedServiceLines(readScope(deps), row)),
    ])}<div class="actions"><form method="post" action="${escapeHtml(`${action}/pay`)}"><button class="pay" type="submit" data-testid="local-pay">${escapeHtml(t.pay)}</button></form><form method="post" action="${escapeHtml(`${action}/cancel`)}"><button class="cancel" type="submit" data-testid="local-cancel">${escapeHtml(t.cancel)}</button></form></div>`;
    page(ctx, deps, language, t.checkoutTitle, body);
  });

  for (const outcome of ["pay", "cancel"] as const) {
    api.router.post(`/pay/local/:sessionId/${outcome}`, async (ctx) => {
      const row = await localSession(ctx);
      if (!row) return;
      const language = row.checkout_locale ?? "ar";
      if (row.state === "pending") {
        const type = outcome === "pay" ? "checkout.session.completed" : "checkout.session.expired";
        const payload = localEvent(row, type, new Date());
        await handleStripeWebhook(readScope(deps), Buffer.from(payload), paymentGateway(deps).signPayload(payload));
      }
      ctx.status = 303;
      const result = outcome === "pay" ? "success" : "cancel";
      // A return's fee comes back to the return's page, as its Stripe checkout does.
      ctx.redirect(
        row.purchase_request_id
          ? `${requestOrigin(ctx, deps.config)}/${language}/purchases/${row.purchase_request_id}?payment=${result}`
          : row.parcel_return_id
            ? `${requestOrigin(ctx, deps.config)}/${language}/returns/${row.parcel_code}?payment=${result}`
            : dashboard(ctx, deps, language, result),
      );
    });
  }

  api.router.get("/pay/bitcoin/:transactionId", async (ctx) => {
    const id = String(ctx.params.transactionId ?? "");
    if (!UUID.test(id)) return;
    const row = await loadRow(deps, { "t.id": id, "t.type": "bitcoin" });
    if (!row) return;
    const asked = ctx.query.lang;
    const language: Language = isLanguage(asked) ? asked : "ar";
    const t = PAGE_TEXTS[language];
    const amount = formatMoneyCents(row.amount_cents, row.currency, language);
    const body =
      row.state === "pending"
        ? `<p>${escapeHtml(t.bitcoinSend(amount))}</p>${facts([
            [t.bitcoinAddress, deps.config.payments.bitcoinAddress],
            [t.bitcoinReference, row.payment_id],
            [t.parcel, row.parcel_code],
            [t.amount, amount],
          ])}<p class="note">${escapeHtml(t.bitcoinHeld)}</p>`
        : `<p>${escapeHtml(t.bitcoinDone)}</p>`;
    page(ctx, deps, language, t.bitcoinTitle, body);
  });
}
