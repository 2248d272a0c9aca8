import type { Catalogue } from "@ipf/shared/i18n/en";

/**
 * Every page of the customer site, under `/{lang}/`. The path is the old
 * product's; `access` says who may open the page:
 * - public: anyone;
 * - home: guests see the landing page, signed-in customers go to the locker;
 * - guest: signed-in customers are sent to the locker (dashboard);
 * - customer: guests are sent to login, unconfirmed customers to confirm-email;
 * - unconfirmed: confirm-email itself: guests go to login, confirmed customers
 *   to the locker.
 */
export type Access = "public" | "home" | "guest" | "customer" | "unconfirmed";
/** A page's title: a text of the catalogue's `pages`, or a feature whose texts are a section of their own. */
export type PageTitle = keyof Catalogue["pages"] | "preAlerts" | "purchases";

export interface PageDefinition {
  readonly path: string;
  readonly title: PageTitle;
  readonly access: Access;
}

export const PAGES = [
  { path: "", title: "landing", access: "home" },
  { path: "login", title: "login", access: "guest" },
  { path: "signup", title: "signup", access: "guest" },
  { path: "recoverpass", title: "recoverPassword", access: "guest" },
  { path: "reset-password", title: "resetPassword", access: "public" },
  { path: "confirm-email", title: "confirmEmail", access: "unconfirmed" },
  { path: "dashboard", title: "dashboard", access: "customer" },
  { path: "shipped", title: "shipped", access: "customer" },
  { path: "awaiting-shipping", title: "awaitingShipping", access: "customer" },
  { path: "search", title: "search", access: "customer" },
  { path: "pre-alerts", title: "preAlerts", access: "customer" },
  { path: "purchases", title: "purchases", access: "customer" },
  { path: "purchases/new", title: "purchases", access: "customer" },
  { path: "purchases/:id", title: "purchases", access: "customer" },
  { path: "returns/:packageId", title: "returnToShop", access: "customer" },
  { path: "user/edit", title: "editProfile", access: "customer" },
  { path: "addressbook", title: "addressBook", access: "customer" },
  { path: "support", title: "support", access: "customer" },
  { path: "support/:ticketId", title: "supportTicket", access: "customer" },
  { path: "address", title: "address", access: "customer" },
  { path: "transactions", title: "transactions", access: "customer" },
  { path: "claims", title: "claims", access: "customer" },
  { path: "calculator", title: "calculator", access: "public" },
  { path: "side-calculator", title: "sideCalculator", access: "public" },
  { path: "market", title: "market", access: "public" },
  { path: "market-frame", title: "marketFrame", access: "public" },
  { path: "faq", title: "faq", access: "public" },
  { path: "banned-material", title: "bannedMaterial", access: "public" },
  { path: "legal-info", title: "legalInfo", access: "public" },
  { path: "privacy-policy", title: "privacyPolicy", access: "public" },
  { path: "terms", title: "terms", access: "public" },
  { path: "shop-guide", title: "shopGuide", access: "public" },
  { path: "404", title: "notFound", access: "guest" },
] as const satisfies readonly PageDefinition[];

export type PagePath = (typeof PAGES)[number]["path"];

/** Read by the layout for the document title. */
export interface PageHandle {
  title: PageTitle;
}

/** The catalogue key of a page's title: a feature with a section of its own names it there. */
export function titleKey(
  title: PageTitle,
): `pages.${keyof Catalogue["pages"]}` | "preAlerts.title" | "purchases.title" {
  if (title === "preAlerts" || title === "purchases") return `${title}.title`;
  return `pages.${title}`;
}

/** The document title: "Log in · IPF", and the brand first on the landing page. */
export function documentTitle(title: PageTitle, translated: string): string {
  return title === "landing" ? `IPF · ${translated}` : `${translated} · IPF`;
}

/** Whether path segments (without the language) name one of the pages above. */
export function isKnownPage(segments: readonly string[]): boolean {
  return PAGES.some((page) => {
    const pattern = page.path === "" ? [] : page.path.split("/");
    return (
      pattern.length === segments.length && pattern.every((part, i) => part.startsWith(":") || part === segments[i])
    );
  });
}
