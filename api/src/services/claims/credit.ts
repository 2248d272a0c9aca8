/**
 * Account credit: what an approved claim on an offline or bitcoin payment
 * gives back, used by the customer's next payment as its own negative line.
 * A credit is held by the payment that used it (`used_by`); when that
 * payment is cancelled (superseded, expired, refused, cancelled by anyone)
 * the credit is free again, so it is used once, by a payment that completes.
 * A credit larger than the payment is split: the rest stays for later.
 */
import { usdCentsToEurCents } from "@ipf/shared/rules/invoice";
import { eurCentsToUsdCents } from "@ipf/shared/rules/insurance";
import type { Work } from "../work.js";

export interface CreditRow {
  id: string;
  customer_id: string;
  claim_id: string;
  amount_cents: number;
  currency: "USD" | "EUR";
  used_by: string | null;
  created_at: Date;
}

/** In `currency`, converted at `usdPerEur` when the credit is held in the other one. */
function inCurrency(credit: CreditRow, currency: "USD" | "EUR", usdPerEur: number | null): number {
  if (credit.currency === currency) return credit.amount_cents;
  if (!usdPerEur) return 0;
  return currency === "EUR"
    ? usdCentsToEurCents(credit.amount_cents, usdPerEur)
    : eurCentsToUsdCents(credit.amount_cents, usdPerEur);
}

/**
 * The customer's free credits, locked: two payments of the same customer
 * (different parcels, so different parcel locks) take turns here.
 */
export async function freeCredits(work: Work, customerId: string): Promise<CreditRow[]> {
  await work.trx.raw("SELECT pg_advisory_xact_lock(hashtextextended('account_credits:' || ?, 0))", [customerId]);
  return (await work
    .trx("account_credits as ac")
    .where("ac.customer_id", customerId)
    .andWhere((q) =>
      q
        .whereNull("ac.used_by")
        .orWhereExists((t) => t.from("transactions as t").whereRaw("t.id = ac.used_by").where("t.state", "cancelled")),
    )
    .orderBy("ac.created_at")
    .select("ac.*")) as CreditRow[];
}

/** How much of `credits` a payment of `dueCents` in `currency` takes: never more than it is due. */
export function creditFor(
  credits: readonly CreditRow[],
  dueCents: number,
  currency: "USD" | "EUR",
  usdPerEur: number | null,
): number {
  const total = credits.reduce((sum, credit) => sum + inCurrency(credit, currency, usdPerEur), 0);
  return Math.max(0, Math.min(total, dueCents));
}

/**
 * Marks the credits `transactionId` used, `usedCents` of them in its
 * currency, oldest first; the part of a credit left over becomes a new free
 * credit of the same claim.
 */
export async function holdCredits(
  work: Work,
  credits: readonly CreditRow[],
  transactionId: string,
  usedCents: number,
  currency: "USD" | "EUR",
  usdPerEur: number | null,
): Promise<void> {
  let left = usedCents;
  for (const credit of credits) {
    if (left <= 0) break;
    const worth = inCurrency(credit, currency, usdPerEur);
    if (worth <= 0) continue;
    if (worth <= left) {
      await work.trx("account_credits").where({ id: credit.id }).update({ used_by: transactionId });
      left -= worth;
      continue;
    }
    // Split: the used part in the credit's own currency, the rest kept free.
    const usedOwn = Math.max(1, Math.round((credit.amount_cents * left) / worth));
    await work
      .trx("account_credits")
      .where({ id: credit.id })
      .update({ used_by: transactionId, amount_cents: usedOwn });
    if (credit.amount_cents - usedOwn > 0) {
      await work.trx("account_credits").insert({
        customer_id: credit.customer_id,
        claim_id: credit.claim_id,
        amount_cents: credit.amount_cents - usedOwn,
        currency: credit.currency,
        created_at: credit.created_at,
      });
    }
    left = 0;
  }
}
