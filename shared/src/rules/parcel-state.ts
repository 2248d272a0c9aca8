/**
 * The parcel's life as one table (docs/architecture.md, *The parcel's states*).
 * The API refuses with 409 what this table does not allow; the front ends read
 * the same table to show or hide actions, so the two cannot disagree.
 *
 * A parcel has one `state`. Soft delete is apart from it (`deleted_at`): a
 * deleted parcel keeps its state for the record and takes part in nothing.
 */
import { randomCode } from "./codes.js";

export const PARCEL_STATES = [
  "in_locker",
  "awaiting_assemble",
  "awaiting_disassemble",
  "awaiting_approval",
  "approved",
  "paid",
  "shipped",
  "merged",
  "split",
  /** The customer asked for it to go back to the shop (rules/returns.ts); paid or not yet. */
  "awaiting_return",
  /** Final: sent back to the shop with its tracking. */
  "returned_to_sender",
] as const;
export type ParcelState = (typeof PARCEL_STATES)[number];

export type Actor = "customer" | "staff" | "payment";

interface Rule {
  /** The states the action may start from. */
  readonly from: readonly ParcelState[];
  /** The state it leaves the parcel in; null keeps the state. */
  readonly to: ParcelState | null;
  /** Who performs it. */
  readonly by: readonly Actor[];
}

/**
 * Every action on a parcel. Customer actions (modify, photos, assemble,
 * disassemble, ship) start only from `in_locker`: the customer's pages hide
 * them once a parcel is approved or waits on any request.
 */
export const PARCEL_RULES = {
  /** Customer asks to consolidate it with others (POST /api/packages/group). */
  requestAssemble: { from: ["in_locker"], to: "awaiting_assemble", by: ["customer"] },
  /** The customer within 15 minutes, staff at any time, or removal from a group of three or more. */
  cancelAssemble: { from: ["awaiting_assemble"], to: "in_locker", by: ["customer", "staff"] },
  /** Staff packed the consolidation: the member goes into the new parcel. */
  acceptAssemble: { from: ["awaiting_assemble"], to: "merged", by: ["staff"] },
  /** Staff unpack an accepted consolidation whose new parcel is still free in the locker. */
  revertAssemble: { from: ["merged"], to: "awaiting_assemble", by: ["staff"] },

  requestSplit: { from: ["in_locker"], to: "awaiting_disassemble", by: ["customer"] },
  cancelSplit: { from: ["awaiting_disassemble"], to: "in_locker", by: ["staff"] },
  completeSplit: { from: ["awaiting_disassemble"], to: "split", by: ["staff"] },

  /** Customer chooses an address and asks to ship. */
  requestApproval: { from: ["in_locker"], to: "awaiting_approval", by: ["customer"] },
  /** The customer within 15 minutes, staff at any time. */
  cancelApproval: { from: ["awaiting_approval"], to: "in_locker", by: ["customer", "staff"] },
  /** Staff answer with priced shipping offers: the parcel awaits payment. */
  approve: { from: ["awaiting_approval"], to: "approved", by: ["staff"] },
  /** A confirmed payment (card webhook, or staff confirming an offline or bitcoin payment). */
  pay: { from: ["approved"], to: "paid", by: ["payment", "staff"] },
  ship: { from: ["paid"], to: "shipped", by: ["staff"] },
  /** Staff void the label bought through the shipping engine before the carrier has the parcel. */
  voidLabel: { from: ["shipped"], to: "paid", by: ["staff"] },

  /** Customer edits the declared prices. */
  editDetails: { from: ["in_locker"], to: null, by: ["customer"] },
  requestImages: { from: ["in_locker"], to: null, by: ["customer"] },
  /** Staff correct measures, contents and photos; not once the parcel left or became part of another. */
  edit: {
    from: ["in_locker", "awaiting_assemble", "awaiting_disassemble", "awaiting_approval", "approved", "paid"],
    to: null,
    by: ["staff"],
  },
  /**
   * Staff delete (soft, with a reason). A parcel inside a consolidation or a
   * split is released from that request first; a paid one is owed a shipment.
   */
  delete: { from: ["in_locker", "awaiting_approval", "approved"], to: null, by: ["staff"] },
  /** Staff add photos (answering a photo request). */
  addImages: {
    from: ["in_locker", "awaiting_assemble", "awaiting_disassemble", "awaiting_approval", "approved", "paid"],
    to: null,
    by: ["staff"],
  },
  /**
   * The customer reports an error (weight, size, photo, a content line) for
   * staff to correct: wherever staff may still edit the parcel.
   */
  reportError: {
    from: ["in_locker", "awaiting_assemble", "awaiting_disassemble", "awaiting_approval", "approved", "paid"],
    to: null,
    by: ["customer"],
  },
  /** Staff correct the carrier's tracking of a shipped parcel. */
  editShipping: { from: ["shipped"], to: null, by: ["staff"] },

  /** The customer asks to send it back to the shop (the fee is paid with the request). */
  requestReturn: { from: ["in_locker"], to: "awaiting_return", by: ["customer"] },
  /** The customer while the fee is unpaid, or staff refusing the return (the fee refunded). */
  cancelReturn: { from: ["awaiting_return"], to: "in_locker", by: ["customer", "staff"] },
  /** Staff send it back to the shop with its tracking: final. */
  returnToSender: { from: ["awaiting_return"], to: "returned_to_sender", by: ["staff"] },
} as const satisfies Record<string, Rule>;

export type ParcelAction = keyof typeof PARCEL_RULES;
export const PARCEL_ACTIONS = Object.keys(PARCEL_RULES) as ParcelAction[];

/**
 * What a parcel with a service requested or under way (rules/services.ts)
 * cannot do until the service is done or cancelled: staff are working on
 * the parcel as it is, so it is neither consolidated, split nor shipped.
 * The API refuses these with 409 SERVICE_OPEN; the front ends disable them
 * with this reason.
 */
export const SERVICE_BLOCKED_ACTIONS = [
  "requestAssemble",
  "requestSplit",
  "requestApproval",
  "requestReturn",
] as const satisfies readonly ParcelAction[];

/** Whether an open service request keeps the parcel from `action`. */
export function blockedByService(action: ParcelAction, serviceOpen: boolean): boolean {
  return serviceOpen && (SERVICE_BLOCKED_ACTIONS as readonly ParcelAction[]).includes(action);
}

/** Whether `action` may start from `state`. */
export function canParcel(state: ParcelState, action: ParcelAction): boolean {
  return (PARCEL_RULES[action].from as readonly ParcelState[]).includes(state);
}

/** The state `action` leaves a parcel of `state` in, or null when the action is not allowed. */
export function nextParcelState(state: ParcelState, action: ParcelAction): ParcelState | null {
  if (!canParcel(state, action)) return null;
  return PARCEL_RULES[action].to ?? state;
}

/** What `actor` may do to a parcel now: what a screen shows. */
export function parcelActions(state: ParcelState, actor?: Actor): ParcelAction[] {
  return PARCEL_ACTIONS.filter(
    (action) => canParcel(state, action) && (!actor || (PARCEL_RULES[action].by as readonly Actor[]).includes(actor)),
  );
}

export const CONSOLIDATION_STATES = ["open", "accepted", "cancelled"] as const;
export type ConsolidationState = (typeof CONSOLIDATION_STATES)[number];

/** The assemble request. `delete` hides an accepted request from the lists. */
export const CONSOLIDATION_RULES = {
  accept: { from: ["open"], to: "accepted" },
  cancel: { from: ["open"], to: "cancelled" },
  removeParcel: { from: ["open"], to: "open" },
  revert: { from: ["accepted"], to: "open" },
  delete: { from: ["accepted"], to: "accepted" },
} as const satisfies Record<string, { from: readonly ConsolidationState[]; to: ConsolidationState }>;
export type ConsolidationAction = keyof typeof CONSOLIDATION_RULES;

export function canConsolidation(state: ConsolidationState, action: ConsolidationAction): boolean {
  return (CONSOLIDATION_RULES[action].from as readonly ConsolidationState[]).includes(state);
}

/**
 * Revert is offered only while the consolidated parcel is "neither approved
 * nor awaiting approval". Read strictly: it must still be free in the
 * locker, since a parcel in any other request or already paid cannot be
 * unpacked without breaking that request.
 */
export function canRevertConsolidation(resultState: ParcelState): boolean {
  return resultState === "in_locker";
}

export const SPLIT_STATES = ["open", "completed", "cancelled"] as const;
export type SplitState = (typeof SPLIT_STATES)[number];

export const SPLIT_RULES = {
  complete: { from: ["open"], to: "completed" },
  cancel: { from: ["open"], to: "cancelled" },
  /** Staff take in the parcels that come out of it, one by one, before completing. */
  intake: { from: ["open"], to: "open" },
} as const satisfies Record<string, { from: readonly SplitState[]; to: SplitState }>;
export type SplitAction = keyof typeof SPLIT_RULES;

export function canSplit(state: SplitState, action: SplitAction): boolean {
  return (SPLIT_RULES[action].from as readonly SplitState[]).includes(state);
}

/** Customers may cancel an assemble or shipping request within 15 minutes. */
export const CANCEL_WINDOW_MS = 15 * 60 * 1000;

export function cancelWindowEndsAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + CANCEL_WINDOW_MS);
}

export function withinCancelWindow(requestedAt: Date, now: Date): boolean {
  return now.getTime() <= cancelWindowEndsAt(requestedAt).getTime();
}

/** Free storage lasts 6 months; older parcels still in the locker are "expired". */
export const STORAGE_MONTHS = 6;

/** The arrival time at or before which a parcel is expired, on the calendar (UTC). */
export function expiryCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - STORAGE_MONTHS);
  // 31 August minus 6 months is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/**
 * Expired: still in the locker, arrived 6 months ago or more (a consolidated
 * or split parcel arrived with the earliest of its parcels: storage.ts).
 */
export function isExpired(state: ParcelState, arrivedAt: Date, now: Date): boolean {
  return state === "in_locker" && arrivedAt.getTime() <= expiryCutoff(now).getTime();
}

/** An assemble or disassemble request row older than 6 months is marked expired. */
export function isRequestExpired(requestedAt: Date, now: Date): boolean {
  return requestedAt.getTime() <= expiryCutoff(now).getTime();
}

export const MIN_ASSEMBLE_PARCELS = 2;
/** A parcel can be taken out of a group only when at least this many remain before. */
export const MIN_GROUP_FOR_REMOVAL = 3;

/** Where each of the customer's lists draws from. */
export const CUSTOMER_LIST_STATES = {
  /** Incoming: in the locker, free or in a request, up to awaiting payment. */
  locker: [
    "in_locker",
    "awaiting_assemble",
    "awaiting_disassemble",
    "awaiting_approval",
    "approved",
    "awaiting_return",
  ],
  /** Paid, waiting to leave. */
  awaitingShipping: ["paid"],
  shipped: ["shipped", "returned_to_sender"],
} as const satisfies Record<string, readonly ParcelState[]>;

/**
 * The old product's flags, derived from the one state. Flags accumulate the way
 * the old product set them: a paid parcel is still `approved`, a shipped one is
 * still `confirmPayment`.
 */
export interface ParcelFlags {
  awaitingApprove: boolean;
  approved: boolean;
  confirmPayment: boolean;
  awaitingAssemble: boolean;
  awaitingDisassemble: boolean;
  /** The parcel is a consolidated one. */
  assemble: boolean;
  /** The parcel was taken apart into others. */
  disassembled: boolean;
  /** "closed" once shipped (truthy means shipped; the back office disables Edit on "closed"). */
  status: "closed" | null;
  deleted: boolean;
  /** Shown in the locker and the staff's work lists: not deleted, not gone into another parcel. */
  show: boolean;
}

export function parcelFlags(parcel: { state: ParcelState; isConsolidated: boolean; deleted: boolean }): ParcelFlags {
  const { state } = parcel;
  return {
    awaitingApprove: state === "awaiting_approval",
    approved: state === "approved" || state === "paid" || state === "shipped",
    confirmPayment: state === "paid" || state === "shipped",
    awaitingAssemble: state === "awaiting_assemble",
    awaitingDisassemble: state === "awaiting_disassemble",
    assemble: parcel.isConsolidated,
    disassembled: state === "split",
    status: state === "shipped" ? "closed" : null,
    deleted: parcel.deleted,
    show: !parcel.deleted && state !== "merged" && state !== "split",
  };
}

/** Mail items get a generated track number with the old product's prefix. */
export const MAIL_TRACK_PREFIX = "LTR-";
export const newMailTrackNumber = () => `${MAIL_TRACK_PREFIX}${randomCode(10)}`;

/** The n-th parcel taken out of a split: the original track number, a dash, a counter from 1. */
export function splitTrackNumber(original: string, n: number): string {
  return `${original}-${n}`;
}

/** A consolidated parcel's track number when staff give none. */
export function consolidatedTrackNumber(firstMember: string): string {
  return `ASM-${firstMember}`;
}
