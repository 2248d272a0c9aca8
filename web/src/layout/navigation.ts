import type { Catalogue } from "@ipf/shared/i18n/en";

export interface NavItem {
  /** Page path under /{lang}. */
  to: string;
  label: `nav.${keyof Catalogue["nav"]}`;
}

/**
 * Guests' navigation (customer-area.md, "Navigation"): the shop directory,
 * pricing (the calculator, which the footer and the hero also link) and the FAQ.
 */
export const GUEST_NAV: readonly NavItem[] = [
  { to: "market", label: "nav.shop" },
  { to: "calculator", label: "nav.pricing" },
  { to: "faq", label: "nav.faq" },
];

/** Signed-in customers; the counts, bell and profile menu come with the locker screens. */
export const CUSTOMER_NAV: readonly NavItem[] = [
  { to: "dashboard", label: "nav.locker" },
  { to: "calculator", label: "nav.calculator" },
  { to: "faq", label: "nav.faq" },
];
