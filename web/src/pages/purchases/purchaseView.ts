import type { PurchaseState } from "@ipf/shared/rules/purchases";
import type { Purchase } from "../../api/purchases";

/** The steps of a request's timeline, each with the date the request reached it. */
export const TIMELINE_STEPS = ["sent", "quoted", "paid", "ordered", "shipped", "arrived", "closed"] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

const DATE_OF = {
  sent: "sentAt",
  quoted: "quotedAt",
  paid: "paidAt",
  ordered: "orderedAt",
  shipped: "shippedAt",
  arrived: "arrivedAt",
  closed: "closedAt",
} as const satisfies Record<TimelineStep, keyof Purchase>;
type StepDates = Pick<Purchase, "state" | (typeof DATE_OF)[TimelineStep]>;

/** Nothing more happens to a request in these states: no step is next. */
const ENDED: readonly PurchaseState[] = ["declined", "closed", "cancelled"];

export interface StepView {
  step: TimelineStep;
  /** When the request reached it; null: not (yet). */
  at: string | null;
  /** The step the request waits for now. */
  next: boolean;
}

/**
 * The timeline as the customer reads it: the steps reached with their dates,
 * and the one the request waits for. A sent-back draft has reached nothing
 * again; an expired quote waits to be sent again.
 */
export function timelineOf(purchase: StepDates): StepView[] {
  const reached = TIMELINE_STEPS.map((step) => (purchase.state === "draft" ? null : purchase[DATE_OF[step]]));
  const last = reached.reduce<number>((found, at, index) => (at ? index : found), -1);
  const waiting = !ENDED.includes(purchase.state) && purchase.state !== "draft" && purchase.state !== "expired";
  return TIMELINE_STEPS.map((step, index) => ({
    step,
    at: reached[index] ?? null,
    next: waiting && index === last + 1,
  }));
}

/** The badge's tone of each state: waiting on the customer stands out, done reads green. */
export const STATE_TONE: Record<PurchaseState, string> = {
  draft: "",
  sent: "badge-info",
  quoted: "badge-accent",
  expired: "",
  declined: "",
  paid: "badge-info",
  awaiting_customer: "badge-accent",
  ordered: "badge-info",
  shipped: "badge-info",
  arrived: "badge-success",
  closed: "",
  cancelled: "",
};

/**
 * Text a person typed (an item's name, staff's note) inside a sentence of the
 * page: between first-strong isolates, so a French name in an Arabic sentence
 * keeps its own order and moves nothing around it.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** How many pieces a request asks for, every item's quantity counted. */
export function pieceCount(purchase: Pick<Purchase, "items">): number {
  return purchase.items.reduce((sum, item) => sum + item.quantity, 0);
}
