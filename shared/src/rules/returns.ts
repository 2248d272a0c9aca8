/**
 * A parcel sent back to the shop it came from (docs/features.md, *Return to
 * the shop*). The parcel's own side is in parcel-state.ts (`awaiting_return`,
 * then `returned_to_sender`); this is the request's: its states, its limits
 * and its price.
 */

export const RETURN_STATES = ["awaiting_payment", "paid", "returned", "refused", "cancelled"] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** Open: the parcel waits on it, and a second ask is refused. */
export const OPEN_RETURN_STATES = ["awaiting_payment", "paid"] as const satisfies readonly ReturnState[];

export const RETURN_RULES = {
  /** The fee paid (the card webhook, once). */
  pay: { from: ["awaiting_payment"], to: "paid" },
  /** The customer, before paying: nothing was charged. */
  cancel: { from: ["awaiting_payment"], to: "cancelled" },
  /** Staff buy the label (or print the shop's) before sending. */
  label: { from: ["paid"], to: "paid" },
  /** Staff send it back with its tracking: final. */
  ship: { from: ["paid"], to: "returned" },
  /** Staff refuse with a reason before sending: the fee is refunded. */
  refuse: { from: ["paid"], to: "refused" },
} as const satisfies Record<string, { from: readonly ReturnState[]; to: ReturnState }>;
export type ReturnAction = keyof typeof RETURN_RULES;

export function canReturn(state: ReturnState, action: ReturnAction): boolean {
  return (RETURN_RULES[action].from as readonly ReturnState[]).includes(state);
}

/** Where the label comes from: the shop's prepaid one, uploaded, or ours, bought and added to the fee. */
export const LABEL_SOURCES = ["prepaid", "buy"] as const;
export type LabelSource = (typeof LABEL_SOURCES)[number];

export const RETURN_LIMITS = {
  /** Shops' return references (RMA) run from a few characters to a few dozen. */
  rmaMin: 3,
  rmaMax: 40,
  note: 500,
  refuseReason: 500,
  trackNumber: 60,
} as const;

/** What the customer pays: the catalogue's fee, and the label when we buy it. */
export function returnTotalCents(feeCents: number, labelCents: number): number {
  return feeCents + labelCents;
}

/** The card checkout's lines (the English invoice prints the same words). */
export function returnFeeLineText(parcelCode: string): string {
  return `Return of parcel ${parcelCode} to the shop`;
}
export function returnLabelLineText(parcelCode: string, country: string): string {
  return `Return label for parcel ${parcelCode} to ${country}`;
}
