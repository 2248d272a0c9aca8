/**
 * Pure rules of the customer screens: who may do what, what a deletion
 * removes and what stops it, the checks of the suspicion reason, and how a
 * sign-in's browser reads.
 */
import { can } from "@ipf/shared/permissions";
import { parseInternationalPhone } from "@ipf/shared/rules/phone";
import { editCustomerRequestSchema, suspiciousRequestSchema } from "@ipf/shared/schemas/customers-admin";
import type { CustomerDetail } from "../../api/customers";

export const CUSTOMER_TABS = ["packages", "storedPackages", "trash", "transactions", "logins"] as const;
export type CustomerTab = (typeof CUSTOMER_TABS)[number];

/** Parcels that are history: a customer with only these (or none) may be deleted. */
const FINAL_STATES = new Set(["shipped", "merged", "split"]);

export interface CustomerActions {
  edit: boolean;
  delete: boolean;
  flag: boolean;
}

/** Edit and delete for group 1 only; marking suspicious for staff who view the customer (admin, support). */
export function customerActions(groupId: number): CustomerActions {
  return {
    edit: can(groupId, "customers.edit"),
    delete: can(groupId, "customers.delete"),
    flag: can(groupId, "customers.flagSuspicious"),
  };
}

export interface DeletionCheck {
  /** Live parcels not yet shipped, merged or split: the server refuses while there are any. */
  parcelsInProgress: number;
  /** Payments waiting for staff or the checkout: the server refuses while there are any. */
  pendingPayments: number;
  /** What stays in the records, anonymised. */
  kept: { parcels: number; deleted: number; transactions: number };
  allowed: boolean;
}

/** What deleting the customer would meet, from the detail page's lists (the server checks again). */
export function deletionCheck(customer: Pick<CustomerDetail, "packages" | "trash" | "transactions">): DeletionCheck {
  const parcelsInProgress = customer.packages.filter((parcel) => !FINAL_STATES.has(parcel.state)).length;
  const pendingPayments = customer.transactions.filter((payment) => payment.state === "pending").length;
  return {
    parcelsInProgress,
    pendingPayments,
    kept: {
      parcels: customer.packages.length,
      deleted: customer.trash.length,
      transactions: customer.transactions.length,
    },
    allowed: parcelsInProgress === 0 && pendingPayments === 0,
  };
}

/** The typed confirmation of a deletion: the customer's code, whatever the case and spaces. */
export function confirmsDeletion(typed: string, code: string): boolean {
  return typed.replace(/\s+/g, "").toUpperCase() === code.toUpperCase();
}

/** The message key of a bad suspicion reason, or null when it may be sent. */
export function suspicionProblem(reason: string): string | null {
  const checked = suspiciousRequestSchema.safeParse({ sus: true, reason });
  return checked.success ? null : (checked.error.issues[0]?.message ?? "Reason Required");
}

export type EditField = "firstName" | "lastName" | "email" | "phone";

/** The first message key of each bad field of the edit form, as the shared schema (and the API) sees them. */
export function editProblems(values: Record<EditField, string>): Partial<Record<EditField, string>> {
  const checked = editCustomerRequestSchema.safeParse(values);
  if (checked.success) return {};
  const problems: Partial<Record<EditField, string>> = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0] as EditField | undefined;
    if (field && !problems[field]) problems[field] = issue.message;
  }
  // The schema checks the phone only once the other fields pass: say everything at once.
  if (!problems.phone) {
    const phone = parseInternationalPhone(values.phone);
    if (!phone.ok) problems.phone = phone.message === "phoneRequired" ? "Please fill all fields" : phone.message;
  }
  return problems;
}

/** "Chrome on Windows" from a User-Agent header; null when neither part is recognised. */
export function describeBrowser(userAgent: string | null): { browser: string; system: string } | null {
  if (!userAgent) return null;
  const browsers: [RegExp, string][] = [
    [/Edg(e|A|iOS)?\//, "Edge"],
    [/OPR\/|Opera/, "Opera"],
    [/SamsungBrowser\//, "Samsung Internet"],
    [/Firefox\/|FxiOS\//, "Firefox"],
    [/Chrome\/|CriOS\//, "Chrome"],
    [/Safari\//, "Safari"],
  ];
  const systems: [RegExp, string][] = [
    [/Windows/, "Windows"],
    [/Android/, "Android"],
    [/iPhone|iPad|iPod/, "iOS"],
    [/Mac OS X|Macintosh/, "macOS"],
    [/CrOS/, "ChromeOS"],
    [/Linux/, "Linux"],
  ];
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser && !system) return null;
  return { browser: browser ?? "A browser", system: system ?? "an unknown system" };
}
