/**
 * Starting a payment: the customer names a parcel of theirs awaiting payment
 * and one of its shipping offers; the amount is the offer's price, read here,
 * plus the storage fee the parcel has accrued by today (rules/storage.ts:
 * full days after free storage ended, at the daily fee set now), plus the
 * fees of its completed services not yet paid (service-fees.ts), plus the
 * insurance premium when the customer insures the shipment (priced by the
 * settings now, kept on the transaction with its cover, so a later change
 * of the settings leaves the payment as it is), less the account credit the
 * customer holds (never below zero). The parcel row is locked first, so two racing requests see each other:
 * the loser finds the winner's pending transaction.
 */
import type { Language } from "@ipf/shared";
import { newPaymentId, storageFeeLineText, usdCentsToEurCents } from "@ipf/shared/rules/invoice";
import { insuranceLineText, type InsuranceQuote } from "@ipf/shared/rules/insurance";
import { storageEndDay, storageFeeCents, storageFeeDays } from "@ipf/shared/rules/storage";
import { ConflictError, PaymentProviderError, ValidationError } from "../../lib/errors.js";
import { paymentGateway, type CheckoutSession } from "../../lib/stripe.js";
import type { CustomerRow } from "../../db-rows.js";
import { storageFeeCentsPerDay } from "../storage-fee.js";
import { creditFor, freeCredits, holdCredits } from "../claims/credit.js";
import { quoteForParcel } from "../insurance.js";
import { assertParcel, findParcel } from "../parcels/find.js";
import type { ParcelRow } from "../parcels/rows.js";
import type { Work } from "../work.js";
import { afterPaymentListsChange, queuePaymentMail } from "./notify.js";
import type { TransactionRow } from "./rows.js";
import { chargeServiceFees, dueServiceFees, serviceFeeLineText, type DueServiceFee } from "./service-fees.js";

const MESSAGES = {
  alreadyPaid: "This parcel is already paid.",
  tranExist: "A payment request for this parcel is already sent.",
  shippingOf: (code: string, carrier: string) => `Shipping of parcel ${code} with ${carrier}`,
  noInsurance: "Insurance is not offered for this parcel.",
} as const;

interface Offer {
  id: string;
  price_cents: number;
  carrier_name: string;
}

/** The storage fee due today, in dollar cents, and the days it counts. */
interface StorageFee {
  cents: number;
  days: number;
}

/** The completed services' fees due, in dollar cents. */
interface ServiceFees {
  fees: DueServiceFee[];
  cents: number;
}

interface Prepared {
  parcel: ParcelRow;
  offer: Offer;
  fee: StorageFee;
  services: ServiceFees;
  pending: TransactionRow | undefined;
  /** The insurance bought with this payment, in dollar cents; null when not asked for. */
  insurance: InsuranceQuote | null;
}

/** The parcel and offer the customer pays for, and whether to insure it. */
interface PaymentChoice {
  packageId: string;
  methodId: string;
  insure?: boolean;
}

async function storageFeeOf(work: Work, parcel: ParcelRow): Promise<StorageFee> {
  const days = storageFeeDays(storageEndDay(parcel.arrived_at), work.now);
  return { days, cents: days ? storageFeeCents(days, await storageFeeCentsPerDay(work)) : 0 };
}

/**
 * Locks the parcel, checks it can be paid with this offer, and finds the payment in flight.
 * `usdPerEur`: the day's rate (dollars for a euro) that prices insurance.
 */
async function prepare(
  work: Work,
  customerId: string,
  { packageId, methodId, insure = false }: PaymentChoice,
  usdPerEur: number | null,
): Promise<Prepared> {
  const { trx } = work;
  const parcel = await findParcel(work, packageId, { customerId, lock: true });
  if (parcel.state === "paid" || parcel.state === "shipped") throw ConflictError("ALREADY_PAID", MESSAGES.alreadyPaid);
  assertParcel(parcel, "pay");
  const offer = (await trx("shipping_offers as so")
    .join("carriers as c", "c.id", "so.carrier_id")
    .where({ "so.parcel_id": parcel.id, "so.id": methodId })
    .first("so.id", "so.price_cents", "c.name as carrier_name")) as Offer | undefined;
  if (!offer) throw ValidationError({ methodId: "invalidMethod" });
  const pending = (await trx("transactions").where({ parcel_id: parcel.id, state: "pending" }).forUpdate().first()) as
    TransactionRow | undefined;
  let insurance: InsuranceQuote | null = null;
  if (insure) {
    insurance = usdPerEur ? await quoteForParcel(work, parcel.id, usdPerEur) : null;
    if (!insurance) throw ValidationError({ insure: "insuranceUnavailable" }, MESSAGES.noInsurance);
  }
  const services = await dueServiceFees(work, parcel.id);
  return { parcel, offer, fee: await storageFeeOf(work, parcel), services, pending, insurance };
}

/**
 * The account credit a new payment of `dueCents` takes, once whatever it
 * replaces was cancelled (freeing the credit that payment held); marked
 * used by the payment once it is inserted (`hold`).
 */
async function creditOf(
  work: Work,
  customerId: string,
  dueCents: number,
  currency: "USD" | "EUR",
  rate: number | null,
) {
  const credits = await freeCredits(work, customerId);
  const cents = creditFor(credits, dueCents, currency, rate);
  return {
    cents,
    hold: (transactionId: string) => holdCredits(work, credits, transactionId, cents, currency, rate),
  };
}

/**
 * An offline or bitcoin payment waits for staff: a second request is
 * TRAN_EXIST. An unfinished card checkout does not block anything: the
 * customer may come back and pay another way, so it is cancelled (and its
 * hosted session expired once this commits).
 */
async function supersedeCard(work: Work, pending: TransactionRow | undefined): Promise<void> {
  if (!pending) return;
  if (pending.type !== "card") throw ConflictError("TRAN_EXIST", MESSAGES.tranExist);
  await work
    .trx("transactions")
    .where({ id: pending.id })
    .update({ state: "cancelled", cancelled_at: work.now, cancelled_by: "system", cancel_reason: "superseded" });
  expireAfterCommit(work, pending);
}

/** A cancelled card payment's hosted session is closed once the cancel commits, so it cannot be paid. */
export function expireAfterCommit(work: Work, transaction: TransactionRow): void {
  const session = transaction.provider_session_id;
  if (transaction.type !== "card" || !session) return;
  work.after(() =>
    paymentGateway(work.deps)
      .expireCheckoutSession(session)
      .catch((error: unknown) => work.deps.log.warn({ err: error, session }, "could not expire a checkout session")),
  );
}

async function insertTransaction(
  work: Work,
  row: Partial<TransactionRow>,
  services: ServiceFees,
): Promise<TransactionRow> {
  const [inserted] = (await work
    .trx("transactions")
    .insert({
      payment_id: newPaymentId(),
      created_at: work.now,
      service_request_ids: services.fees.map((fee) => fee.id),
      ...row,
    })
    .returning("*")) as TransactionRow[];
  await chargeServiceFees(work, inserted!, services.fees);
  return inserted!;
}

/** Where a checkout returns: the dashboard on `origin` (the site address the customer is using, already checked). */
const dashboardUrl = (origin: string, locale: Language, outcome: "success" | "cancel") =>
  `${origin}/${locale}/dashboard?payment=${outcome}`;

/**
 * POST /api/users/stripe/create_payment. A double click (or a return to the
 * payment dialog) with the same offer answers the checkout already open.
 * `origin`: the site address the customer is using (lib/public-origin.ts),
 * where the checkout comes back to.
 */
export async function startCardPayment(
  work: Work,
  customer: CustomerRow,
  input: { packageId: string; methodId: string; locale: Language; insure?: boolean },
  origin: string,
  usdPerEur: number | null = null,
): Promise<{ transaction: TransactionRow; checkoutUrl: string }> {
  const gateway = paymentGateway(work.deps);
  const { parcel, offer, fee, services, pending, insurance } = await prepare(work, customer.id, input, usdPerEur);
  const premium = insurance?.premiumCents ?? 0;
  if (
    pending?.type === "card" &&
    pending.offer_id === offer.id &&
    pending.amount_cents + pending.credit_cents === offer.price_cents + fee.cents + services.cents + premium &&
    pending.insurance_premium_cents === premium &&
    pending.provider_session_id &&
    pending.return_origin === origin &&
    pending.checkout_locale === input.locale
  ) {
    const open = await gateway.retrieveCheckoutSession(pending.provider_session_id, origin);
    if (open.status === "open" && open.url) return { transaction: pending, checkoutUrl: open.url };
  }
  await supersedeCard(work, pending);
  const due = offer.price_cents + fee.cents + services.cents + premium;
  const credit = await creditOf(work, customer.id, due, "USD", usdPerEur);
  const transaction = await insertTransaction(
    work,
    {
      customer_id: customer.id,
      parcel_id: parcel.id,
      offer_id: offer.id,
      type: "card",
      amount_cents: due - credit.cents,
      storage_fee_cents: fee.cents,
      storage_fee_days: fee.days,
      service_fee_cents: services.cents,
      insurance_premium_cents: premium,
      insurance_cover_cents: insurance?.coverCents ?? null,
      credit_cents: credit.cents,
      currency: "USD",
      checkout_locale: input.locale,
      return_origin: origin,
    },
    services,
  );
  await credit.hold(transaction.id);
  // Inside the transaction on purpose: if the provider fails, no pending row is left behind.
  let session: CheckoutSession;
  try {
    session = await gateway.createCheckoutSession({
      transactionId: transaction.id,
      parcelId: parcel.id,
      parcelCode: parcel.parcel_code,
      currency: "USD",
      lineItems: [
        { description: MESSAGES.shippingOf(parcel.parcel_code, offer.carrier_name), amountCents: offer.price_cents },
        ...(fee.cents
          ? [{ description: storageFeeLineText(parcel.parcel_code, fee.days), amountCents: fee.cents }]
          : []),
        ...services.fees.map((service) => ({
          description: serviceFeeLineText(parcel.parcel_code, service.name),
          amountCents: service.fee_cents,
        })),
        ...(insurance
          ? [{ description: insuranceLineText(parcel.parcel_code, insurance.coverCents), amountCents: premium }]
          : []),
      ],
      creditCents: credit.cents,
      customerEmail: customer.email,
      locale: input.locale,
      origin,
      successUrl: dashboardUrl(origin, input.locale, "success"),
      cancelUrl: dashboardUrl(origin, input.locale, "cancel"),
    });
  } catch (error) {
    work.deps.log.error({ err: error, transaction: transaction.id }, "checkout session not created");
    throw PaymentProviderError();
  }
  const [saved] = (await work
    .trx("transactions")
    .where({ id: transaction.id })
    .update({ provider_session_id: session.id })
    .returning("*")) as TransactionRow[];
  return { transaction: saved!, checkoutUrl: session.url };
}

/**
 * POST /api/users/offline/create_payment: the amount in euro at the day's
 * ECB rate (`usdPerEur`, read before the transaction), the rate kept as
 * euros per dollar. Shipping and storage fee are converted each on its own,
 * so the invoice's two lines add up to its total.
 */
export function startOfflinePayment(
  work: Work,
  customer: CustomerRow,
  input: { packageId: string; methodId: string; paymentType: string; insure?: boolean },
  usdPerEur: number,
  origin: string,
): Promise<TransactionRow> {
  return startPendingPayment(work, customer, input, origin, "offline", usdPerEur, (offer, fee, services, insurance) => {
    const feeCents = usdCentsToEurCents(fee.cents, usdPerEur);
    // Each service's fee converted on its own, as the invoice prints them.
    const serviceCents = services.fees.reduce(
      (sum, service) => sum + usdCentsToEurCents(service.fee_cents, usdPerEur),
      0,
    );
    const premium = insurance ? usdCentsToEurCents(insurance.premiumCents, usdPerEur) : 0;
    return {
      currency: "EUR",
      due: usdCentsToEurCents(offer.price_cents, usdPerEur) + feeCents + serviceCents + premium,
      row: {
        offline_payment_type: input.paymentType,
        storage_fee_cents: feeCents,
        service_fee_cents: serviceCents,
        insurance_premium_cents: premium,
        insurance_cover_cents: insurance ? usdCentsToEurCents(insurance.coverCents, usdPerEur) : null,
        eur_rate: (1 / usdPerEur).toFixed(6),
      },
    };
  });
}

/** POST /api/users/bitcoin/create_payment: priced in dollars; staff confirm once the coins arrive. */
export function startBitcoinPayment(
  work: Work,
  customer: CustomerRow,
  input: { packageId: string; methodId: string; insure?: boolean },
  origin: string,
  usdPerEur: number | null = null,
): Promise<TransactionRow> {
  return startPendingPayment(
    work,
    customer,
    input,
    origin,
    "bitcoin",
    usdPerEur,
    (offer, fee, services, insurance) => ({
      currency: "USD",
      due: offer.price_cents + fee.cents + services.cents + (insurance?.premiumCents ?? 0),
      row: {
        storage_fee_cents: fee.cents,
        service_fee_cents: services.cents,
        insurance_premium_cents: insurance?.premiumCents ?? 0,
        insurance_cover_cents: insurance?.coverCents ?? null,
      },
    }),
  );
}

/** A pending payment's price: what is due before credit, in `currency`, and its other columns. */
interface PendingPrice {
  currency: "USD" | "EUR";
  due: number;
  row: Partial<TransactionRow>;
}

/**
 * A payment staff confirm (offline or bitcoin): a pending transaction priced
 * from the offer, the customer told by mail, the staff lists told.
 */
async function startPendingPayment(
  work: Work,
  customer: CustomerRow,
  input: { packageId: string; methodId: string; insure?: boolean },
  origin: string,
  type: "offline" | "bitcoin",
  usdPerEur: number | null,
  price: (offer: Offer, fee: StorageFee, services: ServiceFees, insurance: InsuranceQuote | null) => PendingPrice,
): Promise<TransactionRow> {
  const { parcel, offer, fee, services, pending, insurance } = await prepare(work, customer.id, input, usdPerEur);
  await supersedeCard(work, pending);
  const priced = price(offer, fee, services, insurance);
  const credit = await creditOf(work, customer.id, priced.due, priced.currency, usdPerEur);
  const transaction = await insertTransaction(
    work,
    {
      customer_id: customer.id,
      parcel_id: parcel.id,
      offer_id: offer.id,
      type,
      storage_fee_days: fee.days,
      ...priced.row,
      currency: priced.currency,
      amount_cents: priced.due - credit.cents,
      credit_cents: credit.cents,
      return_origin: origin,
    },
    services,
  );
  await credit.hold(transaction.id);
  await queuePaymentMail(work, customer, parcel, transaction, `${type}Requested`);
  afterPaymentListsChange(work, type, {
    transactionId: transaction.id,
    packageId: parcel.parcel_code,
    change: "created",
  });
  return transaction;
}

export const bitcoinInstructionsPath = (transactionId: string) => `/pay/bitcoin/${transactionId}`;
