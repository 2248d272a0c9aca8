/**
 * The customer's side of a return: asking (the fee paid with the request, at
 * its own checkout), reading it, and cancelling it while unpaid.
 *
 * Asking locks the parcel first, so two asks racing see each other: the
 * second finds the first's open return (409 RETURN_EXISTS), and the unique
 * index of open returns stands behind it.
 */
import type { Language } from "@ipf/shared";
import { canReturn, returnFeeLineText, returnLabelLineText } from "@ipf/shared/rules/returns";
import type { returnRequestFormSchema } from "@ipf/shared/schemas/returns";
import { parseInternationalPhone } from "@ipf/shared/rules/phone";
import type { z } from "zod";
import type { CustomerRow } from "../../db-rows.js";
import { ConflictError, NotFoundError } from "../../lib/errors.js";
import { paymentGateway } from "../../lib/stripe.js";
import { assertParcel, findParcel } from "../parcels/find.js";
import { announce } from "../parcels/announce.js";
import type { ParcelRow } from "../parcels/rows.js";
import { applyTransition } from "../parcels/transitions.js";
import { openCardCheckout } from "../payments/checkout.js";
import { expireAfterCommit } from "../payments/create.js";
import type { TransactionRow } from "../payments/rows.js";
import type { Scope, Work } from "../work.js";
import { assertNoOpenService } from "../parcels/service-block.js";
import { labelQuote, returnFeeCents } from "./fee.js";
import { afterReturnsChange } from "./notify.js";
import type { ReturnRow } from "./rows.js";

export type ReturnRequest = z.output<typeof returnRequestFormSchema>;

const MESSAGES = {
  exists: "A return of this parcel is already under way.",
  notOpen: "This return can no longer be cancelled: our team handles it now.",
  notFound: "Return not found.",
} as const;

/** The return open on a locked parcel, if any. */
export function openReturn(work: Work, parcelId: string): Promise<ReturnRow | undefined> {
  return work
    .trx("parcel_returns")
    .where({ parcel_id: parcelId })
    .whereIn("state", ["awaiting_payment", "paid"])
    .forUpdate()
    .first() as Promise<ReturnRow | undefined>;
}

/** Where the checkout comes back to: the parcel's return page. */
const returnPage = (origin: string, locale: Language, code: string, outcome: "success" | "cancel") =>
  `${origin}/${locale}/returns/${code}?payment=${outcome}`;

/**
 * POST /api/returns. `labelPath`: the shop's prepaid label, already stored
 * (and checked: a PDF or an image) by the route, or null when we buy one.
 */
export async function askReturn(
  work: Work,
  customer: CustomerRow,
  input: ReturnRequest,
  labelPath: string | null,
  origin: string,
): Promise<{ ret: ReturnRow; checkoutUrl: string }> {
  const parcel = await findParcel(work, input.packageId, { customerId: customer.id, lock: true });
  if (await openReturn(work, parcel.id)) throw ConflictError("RETURN_EXISTS", MESSAGES.exists);
  assertParcel(parcel, "requestReturn");
  await assertNoOpenService(work, [parcel], "requestReturn");
  const feeCents = await returnFeeCents(work, parcel);
  const label = input.label === "buy" ? await labelQuote(work, parcel, input.country) : null;
  const phone = parseInternationalPhone(input.phone);
  const [ret] = (await work
    .trx("parcel_returns")
    .insert({
      parcel_id: parcel.id,
      customer_id: customer.id,
      shop_name: input.name,
      country: input.country,
      city: input.city,
      zip: input.zip,
      address_line_one: input.addressLineOne,
      address_line_two: input.addressLineTwo,
      phone: phone.ok ? phone.e164 : input.phone,
      rma: input.rma,
      note: input.note,
      label_source: input.label,
      prepaid_label_path: labelPath,
      fee_cents: feeCents,
      label_cents: label?.cents ?? 0,
      carrier_id: label?.carrierId ?? null,
      requested_at: work.now,
    })
    .returning("*")) as ReturnRow[];
  const waiting = await applyTransition(work, parcel, "requestReturn");
  const checkoutUrl = await startReturnCheckout(work, customer, ret!, waiting, input.locale, origin);
  announce(work, waiting);
  afterReturnsChange(work, ret!, waiting);
  return { ret: ret!, checkoutUrl };
}

/** The return's own payment: a card transaction of its fee and label, at its own checkout. */
async function startReturnCheckout(
  work: Work,
  customer: CustomerRow,
  ret: ReturnRow,
  parcel: ParcelRow,
  locale: Language,
  origin: string,
): Promise<string> {
  return openCardCheckout(
    work,
    { customer_id: customer.id, parcel_id: parcel.id, parcel_return_id: ret.id },
    {
      parcelId: parcel.id,
      parcelCode: parcel.parcel_code,
      currency: "USD",
      lineItems: [
        { description: returnFeeLineText(parcel.parcel_code), amountCents: ret.fee_cents },
        ...(ret.label_cents
          ? [{ description: returnLabelLineText(parcel.parcel_code, ret.country), amountCents: ret.label_cents }]
          : []),
      ],
      customerEmail: customer.email,
      locale,
      origin,
      successUrl: returnPage(origin, locale, parcel.parcel_code, "success"),
      cancelUrl: returnPage(origin, locale, parcel.parcel_code, "cancel"),
    },
  );
}

/** GET /api/returns/:id: the parcel's latest return (null when none), with its checkout while unpaid. */
export async function parcelReturn(
  scope: Scope,
  customerId: string,
  ref: string,
): Promise<{ ret: ReturnRow | null; parcel: ParcelRow; checkoutUrl: string | null }> {
  const parcel = await findParcel(scope, ref, { customerId });
  const ret = ((await scope
    .db("parcel_returns")
    .where({ parcel_id: parcel.id })
    .orderBy("created_at", "desc")
    .first()) ?? null) as ReturnRow | null;
  let checkoutUrl: string | null = null;
  if (ret?.state === "awaiting_payment") {
    const pending = (await scope.db("transactions").where({ parcel_return_id: ret.id, state: "pending" }).first()) as
      TransactionRow | undefined;
    if (pending?.provider_session_id) {
      const session = await paymentGateway(scope.deps)
        .retrieveCheckoutSession(pending.provider_session_id, pending.return_origin ?? undefined)
        .catch(() => null);
      if (session?.status === "open" && session.url) checkoutUrl = session.url;
    }
  }
  return { ret, parcel, checkoutUrl };
}

/** Locks a return of this customer (its parcel first, as every path does); 404 for anyone else's. */
export async function lockReturn(
  work: Work,
  returnId: string,
  customerId?: string,
): Promise<{ ret: ReturnRow; parcel: ParcelRow }> {
  const found = (await work
    .trx("parcel_returns")
    .where({ id: returnId, ...(customerId ? { customer_id: customerId } : {}) })
    .first("parcel_id")) as { parcel_id: string } | undefined;
  if (!found) throw NotFoundError(MESSAGES.notFound);
  const parcel = await findParcel(work, found.parcel_id, { lock: true, includeDeleted: true });
  const ret = (await work.trx("parcel_returns").where({ id: returnId }).forUpdate().first()) as ReturnRow;
  return { ret, parcel };
}

/**
 * Closes an unpaid return: its pending payment cancelled (the checkout
 * expired once this commits) and the parcel free in the locker again.
 */
export async function closeUnpaid(
  work: Work,
  locked: { ret: ReturnRow; parcel: ParcelRow },
  by: "customer" | "system",
  reason?: "expired" | "refused",
): Promise<ReturnRow> {
  const { ret, parcel } = locked;
  const pending = (await work
    .trx("transactions")
    .where({ parcel_return_id: ret.id, state: "pending" })
    .forUpdate()) as TransactionRow[];
  for (const transaction of pending) {
    await work
      .trx("transactions")
      .where({ id: transaction.id })
      .update({ state: "cancelled", cancelled_at: work.now, cancelled_by: by, cancel_reason: reason ?? null });
    expireAfterCommit(work, transaction);
  }
  const [closed] = (await work
    .trx("parcel_returns")
    .where({ id: ret.id })
    .update({ state: "cancelled", cancelled_at: work.now })
    .returning("*")) as ReturnRow[];
  const free = await applyTransition(work, parcel, "cancelReturn");
  announce(work, free);
  afterReturnsChange(work, closed!, free);
  return closed!;
}

/** POST /api/returns/:id/cancel: before paying, nothing charged; once paid, staff handle it (409). */
export async function cancelReturn(work: Work, customerId: string, returnId: string): Promise<ReturnRow> {
  const locked = await lockReturn(work, returnId, customerId);
  if (!canReturn(locked.ret.state, "cancel")) throw ConflictError("RETURN_NOT_CANCELLABLE", MESSAGES.notOpen);
  return closeUnpaid(work, locked, "customer");
}
