/**
 * The services' fees a parcel's shipping payment charges (rules in
 * docs/features.md, *Services*): every completed service of the parcel (or
 * of the parcels consolidated into it) not yet paid. A payment lists the
 * requests it charges (`transactions.service_request_ids`) and each request
 * names the payment it was last charged in (`service_requests.transaction_id`):
 *
 * - a fee whose payment completed is paid, and never charged again;
 * - one whose payment was cancelled or expired is due again, and the next
 *   payment charges it (a card payment superseded by another is cancelled,
 *   so its fees go to the new one);
 * - refused and cancelled requests have no fee.
 *
 * The fee was fixed when staff completed the request: a later change of the
 * catalogue changes neither it nor a payment already open.
 */
import type { TranslatedText } from "@ipf/shared/schemas/common";
import { usdCentsToEurCents } from "@ipf/shared/rules/invoice";
import type { Scope, Work } from "../work.js";
import type { TransactionRow } from "./rows.js";

export interface DueServiceFee {
  id: string;
  fee_cents: number;
  name: TranslatedText;
}

/**
 * The fees due with `parcelId`'s payment, in dollar cents, oldest first;
 * locked in a Work (a payment starting), read alone for the pay dialog.
 */
export async function dueServiceFees(
  scope: Scope,
  parcelId: string,
  options: { lock: boolean } = { lock: true },
): Promise<{ fees: DueServiceFee[]; cents: number }> {
  const query = scope
    .db("service_requests as r")
    .join("services as s", "s.id", "r.service_id")
    .leftJoin("transactions as t", "t.id", "r.transaction_id")
    .where({ "r.charge_parcel_id": parcelId, "r.state": "completed" })
    .where((q) => q.whereNull("r.transaction_id").orWhereNot("t.state", "complete"))
    .where("r.fee_cents", ">", 0)
    .orderBy([{ column: "r.completed_at" }, { column: "r.id" }])
    .select("r.id", "r.fee_cents", "s.name");
  // Locked in a payment: the rows it names are the rows it charges.
  if (options.lock) void query.forUpdate("r");
  const fees = (await query) as DueServiceFee[];
  return { fees, cents: fees.reduce((sum, fee) => sum + fee.fee_cents, 0) };
}

/** Names the new payment on the requests it charges. */
export async function chargeServiceFees(work: Work, transaction: TransactionRow, fees: readonly DueServiceFee[]) {
  if (fees.length === 0) return;
  await work
    .trx("service_requests")
    .whereIn(
      "id",
      fees.map((fee) => fee.id),
    )
    .update({ transaction_id: transaction.id });
}

/**
 * A payment completed: the requests it charged are paid by it, even when
 * another payment had charged them since (a cancelled card checkout paid
 * after all, `revive` in settle.ts).
 */
export async function serviceFeesPaid(work: Work, transaction: TransactionRow): Promise<void> {
  const ids = transaction.service_request_ids ?? [];
  if (ids.length === 0) return;
  await work.trx("service_requests").whereIn("id", ids).update({ transaction_id: transaction.id });
}

/**
 * A consolidation was packed: the completed, unpaid fees of the parcels
 * that went into it are charged with the new parcel's payment.
 */
export async function carryServiceFees(work: Work, fromParcelIds: readonly string[], toParcelId: string) {
  if (fromParcelIds.length === 0) return;
  await work
    .trx("service_requests")
    .whereIn("charge_parcel_id", [...fromParcelIds])
    .where({ state: "completed" })
    .whereNotExists(
      work.trx("transactions as t").whereRaw("t.id = service_requests.transaction_id").where("t.state", "complete"),
    )
    .update({ charge_parcel_id: toParcelId });
}

/** A consolidation was unpacked: each unpaid fee goes back to the parcel it was done on. */
export async function returnServiceFees(work: Work, fromParcelId: string): Promise<void> {
  await work
    .trx("service_requests")
    .where({ charge_parcel_id: fromParcelId, state: "completed" })
    .update({ charge_parcel_id: work.trx.ref("parcel_id") });
}

/** The checkout's and the invoice's line for a service's fee (English, like the storage fee's). */
export function serviceFeeLineText(parcelCode: string, service: TranslatedText): string {
  return `${service.en} N° ${parcelCode}`;
}

/**
 * The service lines of a payment, in its currency: each fee in dollars, or
 * converted on its own at the payment's rate (as it was charged), so that
 * the lines add up to its `service_fee_cents`.
 */
export async function chargedServiceLines(
  scope: Scope,
  transaction: Pick<TransactionRow, "service_request_ids" | "service_fee_cents" | "currency" | "eur_rate">,
): Promise<{ name: TranslatedText; cents: number }[]> {
  const ids = transaction.service_request_ids ?? [];
  if (ids.length === 0) return [];
  const rows = (await scope
    .db("service_requests as r")
    .join("services as s", "s.id", "r.service_id")
    .whereIn("r.id", ids)
    .orderBy([{ column: "r.completed_at" }, { column: "r.id" }])
    .select("s.name", "r.fee_cents")) as { name: TranslatedText; fee_cents: number }[];
  const eurPerUsd = transaction.eur_rate === null ? null : Number(transaction.eur_rate);
  const lines = rows.map((row) => ({
    name: row.name,
    cents:
      transaction.currency === "EUR" && eurPerUsd ? usdCentsToEurCents(row.fee_cents, 1 / eurPerUsd) : row.fee_cents,
  }));
  // A rate kept to six decimals may move a converted line by a cent: the last line takes it.
  const drift = transaction.service_fee_cents - lines.reduce((sum, line) => sum + line.cents, 0);
  if (lines.length && drift) lines[lines.length - 1]!.cents += drift;
  return lines;
}
