import type { IconName } from "@blueprintjs/icons";
import type { StaffAction } from "@ipf/shared/permissions";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { en, i18next } from "./i18n";
import { deskTexts, intakeTexts } from "./i18n-desk";
import { consolidationTexts } from "./pages/consolidations/texts";
import { customersTexts } from "./pages/customers/texts";
import { claimsTexts } from "./pages/claims/texts";
import { customsTexts } from "./pages/customs/texts";
import { dashboardTexts } from "./pages/dashboard/texts";
import { descriptionsTexts } from "./pages/descriptions/texts";
import { imageRequestTexts } from "./pages/image-requests/texts";
import { descriptionSuggestTexts } from "./pages/intake/description-texts";
import { preAlertTexts } from "./pages/intake/pre-alert-texts";
import { landedCostTexts } from "./pages/landed-cost/texts";
import { loginHistoryTexts } from "./pages/login-history/texts";
import { packagesTexts } from "./pages/parcels/texts";
import { paymentsTexts } from "./pages/payments/texts";
import { postsTexts } from "./pages/posts/texts";
import { purchasesTexts } from "./pages/purchases/texts";
import { ratesTexts } from "./pages/rates/texts";
import { returnsTexts } from "./pages/returns/texts";
import { shipmentProblemsTexts } from "./pages/shipment-problems/texts";
import { servicesTexts } from "./pages/services/texts";
import { approvalTexts } from "./pages/shipping-requests/texts";
import { shippingTexts } from "./pages/shipping/texts";
import { shopsTexts } from "./pages/shops/texts";
import { splitTexts } from "./pages/splits/texts";
import { staffTexts } from "./pages/staff/texts";
import { statisticsTexts } from "./pages/statistics/texts";
import { storageTexts } from "./pages/storage/texts";
import { supportTexts } from "./pages/support/texts";
import { warehousesTexts } from "./pages/warehouses/texts";
import { zonesTexts } from "./pages/zones/texts";

/** The sections of the menu, in the order a warehouse day runs, with their titles. */
export const MENU_SECTIONS = {
  intake: "Intake",
  requests: "Requests",
  parcels: "Parcels",
  payments: "Payments",
  customers: "Customers",
  configuration: "Configuration",
  account: "Account",
};
export type MenuSectionKey = keyof typeof MENU_SECTIONS;

/** A screen's code, loaded when the screen is first opened: each screen arrives in a download of its own. */
type Page = LazyExoticComponent<ComponentType>;

/**
 * `name`, an export of the module `load` brings; the module's type is read
 * for its export names only, so a page may use the texts declared here.
 */
function page<Module>(load: () => Promise<Module>, name: keyof Module & string): Page {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}

export interface Screen {
  /** The route below the back office's root, `:id` for a parameter; "" is the dashboard. */
  path: string;
  /** What a staff member must be allowed to do to open it (the shared permissions table); null: any staff member. */
  action: StaffAction | null;
  /** The key of its name among the area texts, and the name; screens drawn as one share both. */
  area: string;
  label: string;
  icon: IconName;
  /**
   * Where the menu lists it: a section, or `top` above the sections; the
   * menu keeps the order of this table. Absent: the screen is opened from
   * another (`partOf`, the entry the menu highlights for it) or by a link.
   */
  menu?: MenuSectionKey | "top";
  partOf?: string;
  /**
   * A screen that sets up the machine this app runs on, not the service:
   * whoever holds its action opens it, whatever path rule their group has.
   */
  desk?: true;
  page: Page;
  /** The screen's texts, by their namespace; a namespace several screens read is named by each. */
  texts?: Record<string, object>;
}

const parcelTexts = { packages: packagesTexts } as const;
const intakeDeskTexts = {
  intake: intakeTexts,
  desk: deskTexts,
  descriptionSuggest: descriptionSuggestTexts,
  preAlerts: preAlertTexts,
} as const;

/**
 * Every screen of the back office, in the menu's order: the router, the
 * menu, the dashboard's links, the access guard and the texts are read from
 * here. The permissions table itself stays in shared, where the API checks it.
 */
export const SCREENS = [
  {
    path: "",
    action: null,
    area: "dashboard",
    label: "Dashboard",
    icon: "home",
    menu: "top",
    page: page(() => import("./pages/DashboardPage"), "DashboardPage"),
    texts: { dashboard: dashboardTexts, statistics: statisticsTexts },
  },

  {
    path: "addpackage/parcel",
    action: "parcels.add",
    area: "addParcel",
    label: "Add parcel",
    icon: "box",
    menu: "intake",
    page: page(() => import("./pages/intake/IntakePage"), "ParcelIntakePage"),
    texts: intakeDeskTexts,
  },
  {
    path: "addpackage/mail",
    action: "parcels.add",
    area: "addMail",
    label: "Add mail",
    icon: "envelope",
    menu: "intake",
    page: page(() => import("./pages/intake/IntakePage"), "MailIntakePage"),
    texts: intakeDeskTexts,
  },
  {
    // The customers' pre-alerts still expected: under addpackage, so the intake desk reaches it.
    path: "addpackage/pre-alerts",
    action: "parcels.view",
    area: "preAlerts",
    label: "Pre-alerts",
    icon: "notifications",
    menu: "intake",
    page: page(() => import("./pages/intake/PreAlertsPage"), "PreAlertsPage"),
    texts: { preAlerts: preAlertTexts },
  },
  {
    // Open to those who receive parcels, whom the scanners and scales serve.
    path: "devices",
    action: "parcels.add",
    area: "devices",
    label: "Devices",
    icon: "barcode",
    menu: "intake",
    desk: true,
    page: page(() => import("./pages/devices/DevicesPage"), "DevicesPage"),
    texts: { desk: deskTexts, intake: intakeTexts },
  },

  {
    path: "requests/shipping-requests",
    action: "shippingRequests.view",
    area: "shippingRequests",
    label: "Shipping requests",
    icon: "inbox",
    menu: "requests",
    page: page(() => import("./pages/shipping-requests/ShippingRequestsPage"), "ShippingRequestsPage"),
    texts: { approvals: approvalTexts },
  },
  {
    path: "requests/shipping",
    action: "shipping.ship",
    area: "readyToShip",
    label: "Ready to ship",
    icon: "airplane",
    menu: "requests",
    page: page(() => import("./pages/shipping/ShippingPage"), "ShippingPage"),
    texts: { shipping: shippingTexts },
  },
  {
    // One screen, two entries: the requests to pack, and the packed ones to manage.
    path: "requests/assemble",
    action: "consolidations.view",
    area: "consolidations",
    label: "Consolidations",
    icon: "merge-columns",
    menu: "requests",
    page: page(() => import("./pages/consolidations/ConsolidationsPage"), "ConsolidationsPage"),
    texts: { consolidations: consolidationTexts },
  },
  {
    path: "manage-assemble",
    action: "consolidations.view",
    area: "consolidations",
    label: "Consolidations",
    icon: "merge-columns",
    partOf: "requests/assemble",
    page: page(() => import("./pages/consolidations/ConsolidationsPage"), "ConsolidationsPage"),
    texts: { consolidations: consolidationTexts },
  },
  {
    path: "requests/disassemble",
    action: "splits.view",
    area: "splits",
    label: "Splits",
    icon: "split-columns",
    menu: "requests",
    page: page(() => import("./pages/splits/SplitsPage"), "SplitsPage"),
    texts: { splits: splitTexts },
  },
  {
    // Buy for me: goods customers asked us to buy from a shop; quote, buy, follow until the parcel arrives.
    path: "requests/purchases",
    action: "purchases.handle",
    area: "purchases",
    label: "Purchase requests",
    icon: "shopping-cart",
    menu: "requests",
    page: page(() => import("./pages/purchases/PurchasesPage"), "PurchasesPage"),
    texts: { purchases: purchasesTexts },
  },
  {
    path: "requests/images",
    action: "imageRequests.view",
    area: "imageRequests",
    label: "Image requests",
    icon: "camera",
    menu: "requests",
    page: page(() => import("./pages/image-requests/ImageRequestsPage"), "ImageRequestsPage"),
    texts: { imageRequests: imageRequestTexts },
  },

  {
    path: "manage-packages",
    action: "parcels.view",
    area: "managePackages",
    label: "Manage packages",
    icon: "th-list",
    menu: "parcels",
    page: page(() => import("./pages/parcels/ParcelsPage"), "ManagePackagesPage"),
    texts: parcelTexts,
  },
  {
    path: "packages/shipped",
    action: "shippedParcels.view",
    area: "shippedPackages",
    label: "Shipped packages",
    icon: "send-message",
    menu: "parcels",
    page: page(() => import("./pages/parcels/ShippedPage"), "ShippedPage"),
    texts: parcelTexts,
  },
  {
    // Shipped parcels the carrier reports in trouble, quiet for days, or late: staff write first.
    path: "packages/problems",
    action: "shipmentProblems.handle",
    area: "shipmentProblems",
    label: "Shipments with problems",
    icon: "warning-sign",
    menu: "parcels",
    page: page(() => import("./pages/shipment-problems/ShipmentProblemsPage"), "ShipmentProblemsPage"),
    texts: { shipmentProblems: shipmentProblemsTexts },
  },
  {
    // Parcels the customer paid to send back to their shop: label, send back, or refuse (refunded).
    path: "packages/returns",
    action: "returns.handle",
    area: "returns",
    label: "Returns to the shop",
    icon: "undo",
    menu: "parcels",
    page: page(() => import("./pages/returns/ReturnsPage"), "ReturnsPage"),
    texts: { returns: returnsTexts },
  },
  {
    path: "claims",
    action: "claims.view",
    area: "claims",
    label: "Claims",
    icon: "shield",
    menu: "parcels",
    page: page(() => import("./pages/claims/ClaimsPage"), "ClaimsPage"),
    texts: { claims: claimsTexts },
  },
  {
    // The services customers asked for on their parcels: start, enter the result, or refuse.
    path: "services/requests",
    action: "serviceRequests.view",
    area: "serviceRequests",
    label: "Service requests",
    icon: "clipboard",
    menu: "parcels",
    page: page(() => import("./pages/services/ServiceRequestsPage"), "ServiceRequestsPage"),
    texts: { services: servicesTexts },
  },
  {
    path: "storage-ending",
    action: "parcels.view",
    area: "storageEnding",
    label: "Storage ending soon",
    icon: "stopwatch",
    menu: "parcels",
    page: page(() => import("./pages/storage/StorageEndingPage"), "StorageEndingPage"),
    texts: { storage: storageTexts },
  },
  {
    path: "manage-expired",
    action: "parcels.view",
    area: "expiredPackages",
    label: "Expired packages",
    icon: "time",
    menu: "parcels",
    page: page(() => import("./pages/parcels/ExpiredPage"), "ExpiredPage"),
    texts: parcelTexts,
  },
  {
    path: "deleted-packages",
    action: "parcels.view",
    area: "deletedPackages",
    label: "Deleted packages",
    icon: "trash",
    menu: "parcels",
    page: page(() => import("./pages/parcels/ParcelsPage"), "DeletedPackagesPage"),
    texts: parcelTexts,
  },
  {
    path: "manage-alerts",
    action: "alerts.manage",
    area: "alerts",
    label: "Alerts",
    icon: "warning-sign",
    menu: "parcels",
    page: page(() => import("./pages/parcels/AlertsPage"), "AlertsPage"),
    texts: parcelTexts,
  },

  {
    path: "payment/offline",
    action: "payments.view",
    area: "offlinePayments",
    label: "Offline payments",
    icon: "bank-account",
    menu: "payments",
    page: page(() => import("./pages/payments/PaymentsPage"), "OfflinePaymentsPage"),
    texts: { payments: paymentsTexts },
  },
  {
    path: "requests/bitcoin",
    action: "payments.view",
    area: "bitcoinPayments",
    label: "Bitcoin payments",
    icon: "credit-card",
    menu: "payments",
    page: page(() => import("./pages/payments/PaymentsPage"), "BitcoinPaymentsPage"),
    texts: { payments: paymentsTexts },
  },
  {
    path: "transactions",
    action: "transactions.view",
    area: "transactions",
    label: "Transactions",
    icon: "exchange",
    menu: "payments",
    page: page(() => import("./pages/payments/TransactionsPage"), "TransactionsPage"),
    texts: { payments: paymentsTexts },
  },

  {
    path: "manageusers",
    action: "customers.view",
    area: "users",
    label: "Users",
    icon: "people",
    menu: "customers",
    page: page(() => import("./pages/customers/UsersPage"), "UsersPage"),
    texts: { customers: customersTexts },
  },
  {
    path: "user/:id",
    action: "customers.view",
    area: "customer",
    label: "Customer",
    icon: "person",
    partOf: "manageusers",
    page: page(() => import("./pages/customers/CustomerPage"), "CustomerPage"),
    texts: { customers: customersTexts },
  },
  {
    path: "edituser/:id",
    action: "customers.edit",
    area: "editCustomer",
    label: "Edit customer",
    icon: "edit",
    partOf: "manageusers",
    page: page(() => import("./pages/customers/EditCustomerPage"), "EditCustomerPage"),
    texts: { customers: customersTexts },
  },
  {
    path: "support",
    action: "support.handle",
    area: "support",
    label: "Support",
    icon: "chat",
    menu: "customers",
    page: page(() => import("./pages/support/SupportPage"), "SupportPage"),
    texts: { support: supportTexts },
  },
  {
    path: "support/:id",
    action: "support.handle",
    area: "supportTicket",
    label: "Support ticket",
    icon: "chat",
    partOf: "support",
    page: page(() => import("./pages/support/TicketPage"), "TicketPage"),
    texts: { support: supportTexts },
  },

  {
    path: "manage-address",
    action: "warehouses.manage",
    area: "warehouses",
    label: "Warehouses",
    icon: "office",
    menu: "configuration",
    page: page(() => import("./pages/warehouses/WarehousesPage"), "WarehousesPage"),
    texts: { warehouses: warehousesTexts },
  },
  {
    path: "rates",
    action: "rates.manage",
    area: "rates",
    label: "Rates",
    icon: "dollar",
    menu: "configuration",
    page: page(() => import("./pages/rates/RatesPage"), "RatesPage"),
    texts: { rates: ratesTexts },
  },
  {
    path: "side-rates",
    action: "rates.manage",
    area: "sideRates",
    label: "Side rates",
    icon: "dollar",
    partOf: "rates",
    page: page(() => import("./pages/rates/RatesPage"), "SideRatesPage"),
    texts: { rates: ratesTexts },
  },
  {
    path: "storage-fee",
    action: "rates.manage",
    area: "storageFee",
    label: "Storage fee",
    icon: "calculator",
    menu: "configuration",
    page: page(() => import("./pages/storage/StorageFeePage"), "StorageFeePage"),
    texts: { storage: storageTexts },
  },
  {
    // What the site sells on a parcel: prices, promises, what staff hand back.
    path: "services/catalogue",
    action: "services.manage",
    area: "serviceCatalogue",
    label: "Service catalogue",
    icon: "shop",
    menu: "configuration",
    page: page(() => import("./pages/services/CataloguePage"), "CataloguePage"),
    texts: { services: servicesTexts },
  },
  {
    path: "purchase-settings",
    action: "purchases.manage",
    area: "purchaseSettings",
    label: "Buy for me",
    icon: "shopping-cart",
    menu: "configuration",
    page: page(() => import("./pages/purchases/PurchaseSettingsPage"), "PurchaseSettingsPage"),
    texts: { purchases: purchasesTexts },
  },
  {
    path: "customs-settings",
    action: "rates.manage",
    area: "customsSettings",
    label: "Customs papers",
    icon: "document",
    menu: "configuration",
    page: page(() => import("./pages/customs/CustomsSettingsPage"), "CustomsSettingsPage"),
    texts: { customs: customsTexts },
  },
  {
    path: "insurance-settings",
    action: "insurance.manage",
    area: "insuranceSettings",
    label: "Insurance",
    icon: "shield",
    menu: "configuration",
    page: page(() => import("./pages/claims/InsuranceSettingsPage"), "InsuranceSettingsPage"),
    texts: { claims: claimsTexts },
  },
  {
    path: "zones",
    action: "zones.manage",
    area: "zones",
    label: "Zones",
    icon: "globe",
    menu: "configuration",
    page: page(() => import("./pages/zones/ZonesPage"), "ZonesPage"),
    texts: { zones: zonesTexts },
  },
  {
    path: "landed-cost",
    action: "landedCost.manage",
    area: "landedCost",
    label: "Duty and VAT",
    icon: "bank-account",
    menu: "configuration",
    page: page(() => import("./pages/landed-cost/LandedCostPage"), "LandedCostPage"),
    texts: { landedCost: landedCostTexts },
  },
  {
    path: "manage-shops",
    action: "shops.manage",
    area: "shops",
    label: "Shops",
    icon: "shop",
    menu: "configuration",
    page: page(() => import("./pages/shops/ShopsPage"), "ShopsPage"),
    texts: { shops: shopsTexts },
  },
  {
    path: "posts",
    action: "posts.manage",
    area: "posts",
    label: "Posts",
    icon: "annotation",
    menu: "configuration",
    page: page(() => import("./pages/posts/PostsPage"), "PostsPage"),
    texts: { posts: postsTexts },
  },
  {
    path: "manage-descriptions",
    action: "descriptions.manage",
    area: "descriptions",
    label: "Package descriptions",
    icon: "properties",
    menu: "configuration",
    page: page(() => import("./pages/descriptions/DescriptionsPage"), "DescriptionsPage"),
    texts: { descriptions: descriptionsTexts },
  },
  {
    path: "login-history",
    action: "loginHistory.view",
    area: "loginHistory",
    label: "Login history",
    icon: "history",
    menu: "configuration",
    page: page(() => import("./pages/login-history/LoginHistoryPage"), "LoginHistoryPage"),
    texts: { loginHistory: loginHistoryTexts },
  },

  {
    path: "changepass",
    action: "account.changePassword",
    area: "changePassword",
    label: "Change password",
    icon: "key",
    menu: "account",
    page: page(() => import("./pages/staff/ChangePasswordPage"), "ChangePasswordPage"),
    texts: { staff: staffTexts },
  },
  {
    path: "staff",
    action: "staff.manage",
    area: "staffAccounts",
    label: "Staff accounts",
    icon: "user",
    menu: "account",
    page: page(() => import("./pages/staff/StaffPage"), "StaffPage"),
    texts: { staff: staffTexts },
  },
] as const satisfies readonly Screen[];

type Entry = (typeof SCREENS)[number];
/** A screen's route, as the table names it. */
export type ScreenPath = Entry["path"];
/** The key of a screen's name among the area texts. */
export type AreaKey = Entry["area"];

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;

/** The screens' names, by their area key. */
export const AREA_TEXTS = Object.fromEntries(SCREENS.map((screen) => [screen.area, screen.label])) as {
  [S in Entry as S["area"]]: S["label"];
};

/** Every screen's texts, by namespace: a namespace is declared with the screens that read it. */
const SCREEN_TEXTS = Object.assign({}, ...SCREENS.map((screen) => screen.texts)) as UnionToIntersection<Entry["texts"]>;

/** Every string the back office shows: the frame's (i18n.ts), the menu's, and each screen's. */
export const TEXTS = { ...en, sections: MENU_SECTIONS, areas: AREA_TEXTS, ...SCREEN_TEXTS };

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof TEXTS };
  }
}

i18next.addResourceBundle("en", "translation", TEXTS, true, true);

const BY_PATH = new Map<string, Entry>(SCREENS.map((screen) => [screen.path, screen]));

/** A screen of the table. */
export type ScreenEntry = Entry;

/** The screen of route `path` (a pattern of the table). */
export function screenAt(path: ScreenPath): Entry {
  return BY_PATH.get(path)!;
}

function segmentsOf(path: string): string[] {
  const segments = path.split(/[?#]/, 1)[0]!.split("/").filter(Boolean);
  // The old product's "/en/admin/..." and the browser build's "/admin/..." name the same screens.
  if (segments[0] === "en" && segments[1] === "admin") segments.shift();
  if (segments[0] === "admin") segments.shift();
  return segments;
}

/** The screen a path opens (with or without the /admin prefix, query and trailing slash aside), if any. */
export function matchScreen(path: string): Entry | undefined {
  const segments = segmentsOf(path);
  return SCREENS.find((screen: Entry) => {
    const pattern = screen.path === "" ? [] : screen.path.split("/");
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(":") || part === segments[index])
    );
  });
}

export function toHref(path: ScreenPath): string {
  return `/${path}`;
}
