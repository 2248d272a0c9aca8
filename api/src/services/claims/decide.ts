/**
 * Claims, the staff's side: the queue, the evidence, and the decision.
 *
 * An approval locks the claim, so of two approvals racing one decides and
 * the other finds it decided (409). What it pays is at most what the claim
 * covers (the constraint of `claims` holds it too). A card payment is
 * refunded, up to what the card paid (any more approved, an insured value
 * above the price, is credited to the account), through Stripe once the
 * approval has committed (`refund_state`
 * pending, then refunded or failed), with the claim as the idempotency key:
 * a retried call, or staff sending a failed refund again, can never refund
 * twice. An offline or bitcoin payment becomes an account credit in the same
 * transaction as the approval.
 */
import { centsOfUnits, unitsOfCents } from "@ipf/shared/format";
import { atMost } from "@ipf/shared/i18n/message-key";
import type { ClaimState } from "@ipf/shared/schemas/claims";
import type { Knex } from "knex";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors.js";
import { paymentGateway } from "../../lib/stripe.js";
import { containsPattern } from "../parcels/search.js";
import type { TransactionRow } from "../payments/rows.js";
import { actingStaff, inTransaction, type Scope, type Work } from "../work.js";
import { CLAIMS_STAFF_EVENT } from "./claims.js";
import { claimRows, tellCustomer } from "./notify.js";
import type { ClaimListRow, ClaimRow } from "./rows.js";

const MESSAGES = {
  notFound: "Claim not found.",
  decided: "This claim has already been decided.",
  tooMuch: "The amount is more than the claim covers.",
  noRefund: "This claim has no refund left to send.",
} as const;

export async function staffClaim(scope: Scope, id: string): Promise<ClaimListRow> {
  const [row] = await claimRows(scope, (q) => q.where("cl.id", id));
  if (!row) throw NotFoundError(MESSAGES.notFound);
  return row;
}

/** GET /api/admins/claims: a tab's page, oldest first, and the count of every tab. */
export async function claimQueue(scope: Scope, state: ClaimState, page: number, perPage: number, query?: string) {
  const searched = (q: Knex.QueryBuilder) =>
    query ? q.where((w) => w.whereILike("p.parcel_code", containsPattern(query)).orWhere("c.address_code", query)) : q;
  const counts = (await searched(
    scope
      .db("claims as cl")
      .join("parcels as p", "p.id", "cl.parcel_id")
      .join("customers as c", "c.id", "cl.customer_id")
      .groupBy("cl.state")
      .select("cl.state", scope.db.raw("count(*)::int AS n")),
  )) as {
    state: ClaimState;
    n: number;
  }[];
  const byState = { open: 0, approved: 0, rejected: 0 };
  for (const count of counts) byState[count.state] = count.n;
  const rows = await claimRows(scope, (q) =>
    searched(q)
      .where("cl.state", state)
      .orderBy("cl.created_at", state === "open" ? "asc" : "desc")
      .orderBy("cl.id")
      .offset(page * perPage)
      .limit(perPage),
  );
  const total = byState[state];
  return { rows, total, counts: byState, pageCount: Math.ceil(total / perPage) };
}

/** The claim locked, with its parcel's code; 404 when there is none. */
async function lockClaim(work: Work, id: string): Promise<ClaimRow> {
  const claim = (await work.trx("claims").where({ id }).forUpdate().first()) as ClaimRow | undefined;
  if (!claim) throw NotFoundError(MESSAGES.notFound);
  return claim;
}

const parcelOf = (work: Work, claim: ClaimRow) =>
  work.trx("parcels").where({ id: claim.parcel_id }).first("id", "parcel_code", "warehouse_id") as Promise<{
    id: string;
    parcel_code: string;
    warehouse_id: string | null;
  }>;

/** POST /api/admins/claims/:id/approve: `amount` in the claim's currency. */
export async function approveClaim(work: Work, id: string, amount: number): Promise<ClaimRow> {
  const claim = await lockClaim(work, id);
  if (claim.state !== "open") throw ConflictError("CLAIM_DECIDED", MESSAGES.decided);
  const cents = centsOfUnits(amount);
  if (cents > claim.covered_cents)
    throw ValidationError({ amount: atMost(unitsOfCents(claim.covered_cents), claim.currency) }, MESSAGES.tooMuch);
  const transaction = (await work.trx("transactions").where({ id: claim.transaction_id }).first()) as TransactionRow;
  // The card gets back at most what it paid (Stripe refunds no more than the charge); the rest is credit.
  const refundCents = transaction.type === "card" ? Math.min(cents, transaction.amount_cents) : 0;
  const creditCents = cents - refundCents;
  const [approved] = (await work
    .trx("claims")
    .where({ id })
    .update({
      state: "approved",
      approved_cents: cents,
      refund_cents: refundCents,
      decided_by: actingStaff(work).id,
      decided_at: work.now,
      refund_state: refundCents ? "pending" : "credited",
      refunded_at: refundCents ? null : work.now,
    })
    .returning("*")) as ClaimRow[];
  if (creditCents) {
    await work.trx("account_credits").insert({
      customer_id: claim.customer_id,
      claim_id: claim.id,
      amount_cents: creditCents,
      currency: claim.currency,
      created_at: work.now,
    });
  }
  if (!refundCents) await tellCustomer(work, approved!, await parcelOf(work, approved!), "credited");
  work.after(() => work.deps.realtime.toStaff(CLAIMS_STAFF_EVENT, { claimId: id, change: "approved" }));
  return approved!;
}

/** POST /api/admins/claims/:id/reject. */
export async function rejectClaim(work: Work, id: string, reason: string): Promise<ClaimRow> {
  const claim = await lockClaim(work, id);
  if (claim.state !== "open") throw ConflictError("CLAIM_DECIDED", MESSAGES.decided);
  const [rejected] = (await work
    .trx("claims")
    .where({ id })
    .update({ state: "rejected", reject_reason: reason, decided_by: actingStaff(work).id, decided_at: work.now })
    .returning("*")) as ClaimRow[];
  await tellCustomer(work, rejected!, await parcelOf(work, rejected!), "rejected");
  work.after(() => work.deps.realtime.toStaff(CLAIMS_STAFF_EVENT, { claimId: id, change: "rejected" }));
  return rejected!;
}

/** POST /api/admins/claims/:id/refund: only a card refund not yet made may be sent (again). */
export async function assertRefundDue(work: Work, id: string): Promise<void> {
  const claim = await lockClaim(work, id);
  if (claim.state !== "approved" || (claim.refund_state !== "pending" && claim.refund_state !== "failed")) {
    throw ConflictError("REFUND_NOT_NEEDED", MESSAGES.noRefund);
  }
}

/**
 * Sends an approved claim's card refund, after its approval committed. The
 * claim is the idempotency key, and the amount is the one approved, so
 * however often this runs (a retry after a failure, two staff at once)
 * Stripe makes one refund. Its outcome is recorded; a failure leaves the
 * claim `failed` for staff to send again.
 */
export async function sendRefund(scope: Scope, id: string): Promise<void> {
  const { deps } = scope;
  const claim = (await scope.db("claims").where({ id }).first()) as ClaimRow | undefined;
  if (!claim || claim.state !== "approved" || claim.refund_state === "refunded" || claim.refund_state === "credited")
    return;
  const transaction = (await scope.db("transactions").where({ id: claim.transaction_id }).first()) as TransactionRow;
  let outcome: { id: string; status: string } | null = null;
  try {
    const gateway = paymentGateway(deps);
    const intent = transaction.provider_payment_intent;
    if (!intent && !gateway.local) throw new Error("the card payment has no PaymentIntent to refund");
    outcome = await gateway.refund({
      key: `claim-refund-${claim.id}`,
      metadata: { claimId: claim.id },
      paymentIntent: intent ?? "",
      amountCents: claim.refund_cents!,
    });
  } catch (error) {
    deps.log.error({ err: error, claim: id }, "claim refund not sent");
  }
  const refunded = outcome !== null && outcome.status !== "failed" && outcome.status !== "canceled";
  await inTransaction(deps, async (work) => {
    const locked = await lockClaim(work, id);
    // Another sending recorded it meanwhile: keep the first record.
    if (locked.refund_state === "refunded") return;
    const [saved] = (await work
      .trx("claims")
      .where({ id })
      .update({
        refund_state: refunded ? "refunded" : "failed",
        refund_id: outcome?.id ?? locked.refund_id,
        refunded_at: refunded ? work.now : null,
      })
      .returning("*")) as ClaimRow[];
    if (refunded) await tellCustomer(work, saved!, await parcelOf(work, saved!), "refunded");
    work.after(() => deps.realtime.toStaff(CLAIMS_STAFF_EVENT, { claimId: id, change: "refund" }));
  });
}
