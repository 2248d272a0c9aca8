/**
 * Pure rules of the shipping-requests screen: what each tab lists, who may
 * answer a request, and the approve form's methods (a carrier of the parcel's
 * warehouse and a price, at least one).
 */
import { countryByIso2 } from "@ipf/shared/data/countries";
import type { DeskMessageKey } from "@ipf/shared/i18n/message-key";
import { can } from "@ipf/shared/permissions";
import type { ParcelView } from "@ipf/shared/schemas/parcels";
import { approvalAcceptRequestSchema } from "@ipf/shared/schemas/parcels-staff";
import type { PriceLine, shippingCompanySchema } from "@ipf/shared/schemas/rates";
import type { LiveRateLine } from "@ipf/shared/schemas/live-rates";
import { marginOf, typedCents, type EngineCost, type Margin } from "@ipf/shared/rules/live-rates";
import type { z } from "zod";
import type { approvalTexts } from "./texts";

export type ShippingCompany = z.infer<typeof shippingCompanySchema>;

export const APPROVAL_TABS = ["awaiting", "blacklist", "approved"] as const;
export type ApprovalTab = (typeof APPROVAL_TABS)[number];

/** The API's filter for a tab: the Blacklist holds suspicious customers' requests awaiting approval. */
export function tabFilter(tab: ApprovalTab): { awaitingApprove: boolean; suspicious: boolean } {
  switch (tab) {
    case "awaiting":
      return { awaitingApprove: true, suspicious: false };
    case "blacklist":
      return { awaitingApprove: true, suspicious: true };
    case "approved":
      return { awaitingApprove: false, suspicious: false };
  }
}

/** Approve and cancel: for the groups allowed to answer, and only while the request awaits approval. */
export function canAnswer(groupId: number | null | undefined, parcel: Pick<ParcelView, "awaitingApprove">): boolean {
  return parcel.awaitingApprove && can(groupId, "shippingRequests.approve");
}

/** One row of the approve form, as typed: the price stays text until it is checked. */
export interface MethodRow {
  /** A stable key for React while rows are added and removed. */
  key: string;
  /** Carrier id; "" when none is chosen yet. */
  company: string;
  price: string;
}

/** The carriers that may be offered for a parcel: the active ones of its warehouse. */
export function carriersFor(carriers: readonly ShippingCompany[], warehouseId: string): ShippingCompany[] {
  return carriers.filter((carrier) => carrier.warehouse === warehouseId && carrier.isActive);
}

let nextKey = 0;
const newKey = () => `method-${++nextKey}`;

/** Dollars as the price field shows them, to the cent: "25.00", "29.90". */
export function priceText(dollars: number): string {
  return (Math.round(dollars * 100) / 100).toFixed(2);
}

/**
 * The form's first rows: each carrier of the warehouse the rate card prices
 * for this parcel, cheapest first (the quote's order), at the rate card's
 * price. Carriers the rate card has no price for can still be added by hand.
 */
export function initialMethods(offerable: readonly ShippingCompany[], quote: readonly PriceLine[]): MethodRow[] {
  const ids = new Set(offerable.map((carrier) => carrier._id));
  return quote
    .filter((line) => ids.has(line._id))
    .map((line) => ({ key: newKey(), company: line._id, price: priceText(line.price) }));
}

/** A row added by hand: no carrier, price 0. */
export function newMethod(): MethodRow {
  return { key: newKey(), company: "", price: "0" };
}

/** The shared schema's messages about the whole list, as this dialog words them. */
export const LIST_MESSAGES = {
  "Please Add Methods": "addMethods",
  tooLarge: "tooManyMethods",
} as const satisfies Partial<Record<DeskMessageKey, keyof typeof approvalTexts.messages>>;

export interface MethodErrors {
  /** About the whole list: addMethods ("Please Add Methods") or tooManyMethods. */
  form?: "addMethods" | "tooManyMethods";
  /** Per row index: the message key of the carrier and of the price. */
  rows: Record<number, { company?: string; price?: string }>;
}

export type ApproveBody = z.input<typeof approvalAcceptRequestSchema>;

/**
 * Checks the form with the API's own schema, plus what only the form can
 * tell: a carrier chosen twice. Answers the body to send, or the messages
 * (i18n keys) to show.
 */
export function checkMethods(
  packageId: string,
  rows: readonly MethodRow[],
): { ok: true; body: ApproveBody } | { ok: false; errors: MethodErrors } {
  const body: ApproveBody = {
    packageId,
    methods: rows.map((row) => ({ company: row.company, price: row.price })),
  };
  const errors: MethodErrors = { rows: {} };
  const parsed = approvalAcceptRequestSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, index, name] = issue.path;
      if (field !== "methods") continue;
      if (typeof index !== "number" || (name !== "company" && name !== "price")) {
        errors.form ??= Object.hasOwn(LIST_MESSAGES, issue.message)
          ? LIST_MESSAGES[issue.message as keyof typeof LIST_MESSAGES]
          : "addMethods";
        continue;
      }
      const row = (errors.rows[index] ??= {});
      row[name] ??= issue.message;
    }
  }
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (!row.company) return;
    if (seen.has(row.company)) (errors.rows[index] ??= {}).company ??= "duplicateCompany";
    seen.add(row.company);
  });
  if (errors.form === undefined && Object.keys(errors.rows).length === 0) return { ok: true, body };
  return { ok: false, errors };
}

/** The rate card's price of a carrier for this parcel, if it has one. */
export function quotedPrice(quote: readonly PriceLine[], carrierId: string): number | undefined {
  return quote.find((line) => line._id === carrierId)?.price;
}

/**
 * What a method row shows of the shipping engine: the carrier's cost (as the
 * engine gave it, and in dollars) with the margin of the price typed, or the
 * engine's refusal; null for a carrier not linked to the engine.
 */
export type RowLiveRate =
  | { kind: "cost"; cost: EngineCost; costCents: number | null; margin: Margin | null }
  | { kind: "refused"; message: string };

export function rowLiveRate(lines: readonly LiveRateLine[], company: string, price: string): RowLiveRate | null {
  const line = lines.find((candidate) => candidate.company === company);
  if (!line) return null;
  if (!line.cost) return { kind: "refused", message: line.refusal ?? "" };
  const priceCents = typedCents(price);
  return {
    kind: "cost",
    cost: line.cost,
    costCents: line.costCents,
    margin: priceCents !== null && line.costCents !== null ? marginOf(priceCents, line.costCents) : null,
  };
}

/** The date the customer asked to ship (the wire's approveTime), falling back on the parcel's arrival. */
export function requestDate(parcel: Pick<ParcelView, "approveTime" | "createdAt">): string {
  return parcel.approveTime ?? parcel.createdAt;
}

/** A country code as staff read it ("Algeria"); the code itself when unknown. */
export function countryName(code: string | undefined | null): string {
  if (!code) return "—";
  return countryByIso2(code)?.names.en ?? code;
}
