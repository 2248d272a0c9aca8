import type { ComponentType } from "react";
import { createBrowserRouter, type HydrationState, type LoaderFunction, type RouteObject } from "react-router-dom";
import { SiteLayout } from "../layout/SiteLayout";
import { BootFallback, PageError, SiteError } from "./errors";
import { guards, langOf, languageLoader, rootLoader } from "./loaders";
import { PAGES, type Access, type PageDefinition, type PageHandle, type PagePath } from "./paths";
import { LANGUAGE_ROUTE_ID } from "./useLang";
import { loadArea } from "../i18n/setup";

/** What a page module exports, by React Router's `lazy` convention. */
export interface PageModule {
  Component: ComponentType;
  loader?: LoaderFunction;
}

const notFound = (): Promise<PageModule> => import("../pages/NotFoundPage");

const legal = () => import("../pages/content/LegalPages");
const calculator = () => import("../pages/calculator/CalculatorPage");
const market = () => import("../pages/market/MarketPage");
const lists = () => import("../pages/locker/ParcelListPage");

/** The module of every page of PAGES. */
const pageModules: Record<PagePath, () => Promise<PageModule>> = {
  "": () => import("../pages/landing/LandingPage"),
  login: () => import("../pages/auth/LoginPage"),
  signup: () => import("../pages/auth/SignupPage"),
  recoverpass: () => import("../pages/auth/RecoverPasswordPage"),
  "reset-password": () => import("../pages/auth/ResetPasswordPage"),
  "confirm-email": () => import("../pages/confirm/ConfirmEmailPage"),
  dashboard: () => import("../pages/dashboard/DashboardPage"),
  "awaiting-shipping": () => lists().then((m) => ({ Component: m.AwaitingShippingPage })),
  shipped: () => lists().then((m) => ({ Component: m.ShippedPage })),
  search: () => import("../pages/locker/SearchPage"),
  "pre-alerts": () => import("../pages/pre-alerts/PreAlertsPage"),
  purchases: () => import("../pages/purchases/PurchasesPage"),
  "purchases/new": () => import("../pages/purchases/PurchasePage"),
  "purchases/:id": () => import("../pages/purchases/PurchasePage"),
  "returns/:packageId": () => import("../pages/returns/ReturnPage"),
  addressbook: () => import("../pages/addresses/AddressBookPage"),
  address: () => import("../pages/address/MyAddressPage"),
  "user/edit": () => import("../pages/profile/ProfilePage"),
  transactions: () => import("../pages/transactions/TransactionsPage"),
  claims: () => import("../pages/claims/ClaimsPage"),
  support: () => import("../pages/support/SupportPage"),
  "support/:ticketId": () => import("../pages/support/TicketPage"),
  calculator,
  "side-calculator": () => calculator().then((m) => ({ Component: m.SideCalculatorPage, loader: m.loader })),
  market,
  // The old product's embeddable variant of the directory; the site forbids framing, so it is the same page.
  "market-frame": market,
  faq: () => import("../pages/content/FaqPage"),
  "banned-material": () => import("../pages/content/ProhibitedPage"),
  "legal-info": () => legal().then((m) => ({ Component: m.LegalInfoPage, loader: m.loader })),
  "privacy-policy": () => legal().then((m) => ({ Component: m.PrivacyPolicyPage, loader: m.loader })),
  terms: () => legal().then((m) => ({ Component: m.TermsPage, loader: m.loader })),
  "shop-guide": () => import("../pages/content/ShopGuidePage"),
  "404": notFound,
};

/**
 * Each page is its own chunk (route `lazy`, React Router's code splitting for
 * data routers: the chunk and the page's data load before the navigation
 * commits, so the previous page stays until the next one is ready). The
 * access guard runs while the chunk downloads, and before the page's own
 * loader; a guest sent to login does not wait for the page they cannot see.
 */
function guardedRoute(load: () => Promise<PageModule>, access: Access, handle: PageHandle) {
  const guard = guards[access];
  // A signed-in page may show the customer area's own texts: they download beside its chunk.
  const loader: LoaderFunction = async (args) => {
    const [redirected, page] = await Promise.all([
      guard ? guard(args) : null,
      load(),
      access === "customer" ? loadArea(langOf(args.params)) : null,
    ]);
    return redirected ?? (page.loader ? page.loader(args) : null);
  };
  const lazy = async () => ({ Component: (await load()).Component });
  return { handle, loader, lazy };
}

function pageRoute(page: PageDefinition): RouteObject {
  const load = pageModules[page.path as PagePath];
  const route = guardedRoute(load, page.access, { title: page.title });
  // Named ids: a prerendered page's loader data is keyed by them (see hydrate.ts).
  return page.path === "" ? { id: "landing", index: true, ...route } : { id: page.path, path: page.path, ...route };
}

export const routes: RouteObject[] = [
  { id: "root", path: "/", loader: rootLoader },
  {
    id: LANGUAGE_ROUTE_ID,
    path: "/:lang",
    loader: languageLoader,
    Component: SiteLayout,
    ErrorBoundary: SiteError,
    HydrateFallback: BootFallback,
    children: [
      {
        // Keeps the header and footer around a page that fails to load.
        id: "page",
        ErrorBoundary: PageError,
        children: [
          ...PAGES.map(pageRoute),
          // Unknown paths answer like the 404 page, guests only (the route-access table).
          { id: "not-found", path: "*", ...guardedRoute(notFound, "guest", { title: "notFound" }) },
        ],
      },
    ],
  },
];

export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
