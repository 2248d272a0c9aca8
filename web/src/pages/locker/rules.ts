import { centsOfUnits } from "@ipf/shared/format";
import {
  blockedByService,
  CANCEL_WINDOW_MS,
  canParcel,
  CUSTOMER_LIST_STATES,
  type ParcelState,
} from "@ipf/shared/rules/parcel-state";
import { storageDaysLeft, storageFeeCents } from "@ipf/shared/rules/storage";

/**
 * What the locker shows, as pure functions of the parcel.
 * The actions come from the shared state table, the same one the API
 * enforces, so a button never offers what the server would refuse.
 */

/** The fields of a parcel these rules read (the API's parcel answer has them all). */
export interface ParcelFacts {
  _id: string;
  packageId: string;
  trackNumber: string;
  state: ParcelState;
  assemble: boolean;
  warehouse: { _id: string };
  approveTime: string | null;
  methods: readonly unknown[];
  /** A photo request waits on staff (absent on answers that do not say). */
  imagesRequested?: boolean;
  /** An error the customer reported waits on staff (absent on answers that do not say). */
  underReview?: boolean;
  /** A service is requested or under way: no consolidating, splitting or shipping until it is done. */
  serviceOpen?: boolean;
}

export interface ParcelActionsShown {
  modify: boolean;
  photoRequest: boolean;
  /** "Photos requested" shows on the card in place of the button. */
  photosPending: boolean;
  assemble: boolean;
  disassemble: boolean;
  ship: boolean;
  pay: boolean;
  cancelApproval: boolean;
  /** Report an error: until the parcel leaves, one report at a time ("under review" shows meanwhile). */
  report: boolean;
  /** The parcel's services: asked for in the locker, their results shown until it leaves. */
  services: boolean;
  /** A service under way holds back assemble, split and ship: the card says why. */
  serviceOpen: boolean;
}

/**
 * Modify, photo request, assemble and ship are hidden once the parcel is
 * approved or waits on any request; the photo request also needs the
 * customer's setting and no request already waiting (the card says so
 * instead); cancelling a shipping request only within 15 minutes.
 */
export function shownActions(parcel: ParcelFacts, opts: { imageRequest: boolean; now: number }): ParcelActionsShown {
  const free = (action: "editDetails" | "requestImages" | "requestAssemble" | "requestSplit" | "requestApproval") =>
    canParcel(parcel.state, action) && !blockedByService(action, Boolean(parcel.serviceOpen));
  return {
    modify: free("editDetails"),
    photoRequest: opts.imageRequest && free("requestImages") && !parcel.imagesRequested,
    photosPending: free("requestImages") && Boolean(parcel.imagesRequested),
    assemble: free("requestAssemble"),
    disassemble: free("requestSplit"),
    ship: free("requestApproval"),
    pay: parcel.state === "approved" && parcel.methods.length > 0,
    cancelApproval: canParcel(parcel.state, "cancelApproval") && msLeft(parcel.approveTime, opts.now) > 0,
    report: canParcel(parcel.state, "reportError") && !parcel.underReview,
    services: (CUSTOMER_LIST_STATES.locker as readonly ParcelState[]).includes(parcel.state),
    serviceOpen: Boolean(parcel.serviceOpen),
  };
}

/**
 * Parcels the assemble dialog offers: free in the locker (not awaiting
 * assembly, approval or payment), not a consolidated one, and from the same
 * warehouse as the parcel the dialog was opened from.
 */
export function assembleCandidates<T extends ParcelFacts>(parcels: readonly T[], from: ParcelFacts): T[] {
  return parcels.filter(
    (parcel) =>
      canParcel(parcel.state, "requestAssemble") &&
      !blockedByService("requestAssemble", Boolean(parcel.serviceOpen)) &&
      !parcel.assemble &&
      parcel.warehouse._id === from.warehouse._id,
  );
}

/** Milliseconds left of the 15-minute cancel window that opened at `requestedAt`; 0 once it closed. */
export function msLeft(requestedAt: string | null, now: number): number {
  if (!requestedAt) return 0;
  const opened = Date.parse(requestedAt);
  if (Number.isNaN(opened)) return 0;
  return Math.max(0, opened + CANCEL_WINDOW_MS - now);
}

/**
 * Whether a cancel window runs at `now` on one of these parcels or assemble
 * requests: the only countdowns of the locker's cards, so its clock ticks
 * only then. Asked of the time on screen, which is never ahead of the real
 * one: a window open now is open then too.
 */
export function cancelWindowOpen(
  parcels: readonly ParcelFacts[],
  groups: readonly { awaitingApprove: boolean; cancelableUntil: string | null }[],
  now: number,
): boolean {
  return (
    parcels.some((parcel) => canParcel(parcel.state, "cancelApproval") && msLeft(parcel.approveTime, now) > 0) ||
    groups.some((group) => group.awaitingApprove && msUntil(group.cancelableUntil, now) > 0)
  );
}

/**
 * The time a parcel's card is drawn at: `now` while its cancel window runs,
 * else a time past every window (nothing on it counts down, and a closed
 * window never opens again), so that the locker's clock ticking for another
 * card leaves this one be.
 */
export function cardNow(parcel: ParcelFacts, now: number): number {
  return cancelWindowOpen([parcel], [], now) ? now : Number.POSITIVE_INFINITY;
}

/** Milliseconds until an instant (an assemble request's `cancelableUntil`); 0 once passed. */
export function msUntil(until: string | null, now: number): number {
  if (!until) return 0;
  const end = Date.parse(until);
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

/** "14:05": minutes and seconds, rounded up so 0:00 shows only once it is over. */
export function formatTimeLeft(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}

/** Case-insensitive "contains", trimmed; an empty query matches everything. */
function contains(value: string | null | undefined, query: string): boolean {
  return (value ?? "").toLowerCase().includes(query);
}

/** The search page: parcels match on trackNumber or packageId. */
export function matchesParcel(parcel: { trackNumber: string; packageId: string }, rawQuery: string): boolean {
  const query = rawQuery.trim().toLowerCase();
  if (!query) return true;
  return contains(parcel.trackNumber, query) || contains(parcel.packageId, query);
}

/** Assemble requests match on packageId only: of a member parcel, or of the consolidated parcel. */
export function matchesGroup(
  group: { packages: readonly { packageId: string }[]; assemblePackage: { packageId: string } | null },
  rawQuery: string,
): boolean {
  const query = rawQuery.trim().toLowerCase();
  if (!query) return true;
  return (
    group.packages.some((parcel) => contains(parcel.packageId, query)) ||
    contains(group.assemblePackage?.packageId, query)
  );
}

/** The warehouse selector: "" shows every warehouse. */
export function inWarehouse(parcel: { warehouse: { _id: string } }, warehouseId: string): boolean {
  return !warehouseId || parcel.warehouse._id === warehouseId;
}

export { formatMoney } from "@ipf/shared/format";

/** What the locker reads of a payment in flight. */
export interface PendingFacts {
  type: "card" | "offline" | "bitcoin";
  state: "pending" | "complete" | "cancelled";
  instructionsUrl: string | null;
}

/**
 * A payment in flight and what the pay dialog offers with it. An offline or
 * bitcoin request waits for staff: a new payment is refused (TRAN_EXIST)
 * until the customer cancels it, so the form hides. An unfinished card
 * checkout blocks nothing (paying again replaces it) but can be resumed.
 */
export function pendingPaymentView(payment: PendingFacts | undefined): {
  pending: boolean;
  blocksNewPayment: boolean;
  resume: "checkout" | "instructions" | null;
  cancel: boolean;
} {
  if (!payment || payment.state !== "pending") {
    return { pending: false, blocksNewPayment: false, resume: null, cancel: false };
  }
  const resume =
    payment.type === "card"
      ? "checkout"
      : payment.type === "bitcoin" && payment.instructionsUrl
        ? "instructions"
        : null;
  return { pending: true, blocksNewPayment: payment.type !== "card", resume, cancel: true };
}

/** A parcel's free storage as the locker tells it: days left, its last day, or days past with the fee so far. */
export type StorageCountdown =
  { kind: "left"; days: number } | { kind: "today" } | { kind: "ended"; days: number; feeCents: number };

const STORED_STATES: readonly ParcelState[] = CUSTOMER_LIST_STATES.locker;

/** Whether a parcel's storage is counted: while it is in the locker, until it is paid. */
export const storageCounted = (state: ParcelState): boolean => STORED_STATES.includes(state);

/**
 * The countdown of a parcel still in the locker (none once paid: the fee
 * stops at payment), in whole UTC days as the API charges them.
 */
export function storageCountdown(
  parcel: { state: ParcelState; storageEndsOn: string },
  now: number,
  feePerDay: number,
): StorageCountdown | null {
  if (!storageCounted(parcel.state)) return null;
  const left = storageDaysLeft(parcel.storageEndsOn, new Date(now));
  if (left > 0) return { kind: "left", days: left };
  if (left === 0) return { kind: "today" };
  return { kind: "ended", days: -left, feeCents: storageFeeCents(-left, centsOfUnits(feePerDay)) };
}

/** Why the ship dialog's Next waits: the book still loading or not loaded, empty, or no address picked. */
export type ShipAddressBlocker = "loading" | "failed" | "noAddress" | "choose";

/**
 * The ship dialog's address: the one the customer picked, or the only one
 * of the book, preselected; and, while there is none, why Next waits.
 */
export function shipAddressChoice(
  book: "loading" | "ready" | "failed",
  addressIds: readonly string[],
  picked: string,
): { addressId: string; blocker: ShipAddressBlocker | null } {
  const addressId = addressIds.includes(picked) ? picked : addressIds.length === 1 ? addressIds[0]! : "";
  if (addressId) return { addressId, blocker: null };
  if (addressIds.length > 0) return { addressId, blocker: "choose" };
  return { addressId, blocker: book === "ready" ? "noAddress" : book };
}
