import type { Catalogue } from "@ipf/shared/i18n/en";
import type { IconName } from "../ui/Icon";

export interface NavItem {
  /** Page path under /{lang}. */
  to: string;
  label: `nav.${keyof Catalogue["nav"]}`;
  icon: IconName;
  /** A live count shown beside the label (the locker's incoming parcels, unread support replies). */
  count?: "incoming" | "support";
}

/**
 * Guests' navigation: the shop directory, pricing (the calculator: the old
 * product's "pricing" and "calculator" items lead to the same page here, so it
 * is listed once), the shop guide and the FAQ. Log in, sign up and the
 * language switch sit beside them in the header.
 */
export const GUEST_NAV: readonly NavItem[] = [
  { to: "market", label: "nav.shop", icon: "store" },
  { to: "calculator", label: "nav.pricing", icon: "tag" },
  { to: "shop-guide", label: "nav.shopGuide", icon: "bag" },
  { to: "faq", label: "nav.faq", icon: "help" },
];

/** Signed-in customers (the bell sits beside them in the header). */
export const CUSTOMER_NAV: readonly NavItem[] = [
  { to: "dashboard", label: "nav.locker", icon: "box", count: "incoming" },
  { to: "calculator", label: "nav.calculator", icon: "tag" },
  { to: "addressbook", label: "nav.addressBook", icon: "book" },
  { to: "address", label: "nav.myAddress", icon: "pin" },
  { to: "support", label: "nav.support", icon: "chat", count: "support" },
];

/** The profile menu's pages (logout is a button beside them). */
export const PROFILE_NAV: readonly NavItem[] = [
  { to: "user/edit", label: "nav.editProfile", icon: "user" },
  { to: "transactions", label: "nav.transactions", icon: "invoice" },
  { to: "claims", label: "nav.claims", icon: "help" },
];
