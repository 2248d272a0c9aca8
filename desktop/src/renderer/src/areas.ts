import type { IconName } from "@blueprintjs/icons";
import { ADMIN_ROUTES, type AdminRoutePath } from "@ipf/shared/permissions";
import { allowedPath, DESK_ROUTES, type DeskRoutePath } from "./guard";
import type { AreaKey, en } from "./i18n";

type SectionKey = keyof typeof en.sections;

export interface Area {
  title: AreaKey;
  icon: IconName;
}

/** A screen of the back office: an admin route of the shared table, or one of this desk's own. */
export type AppPath = AdminRoutePath | DeskRoutePath;

/** How each route is named and drawn; the permissions table decides who sees it. */
export const AREAS: Record<AppPath, Area> = {
  "": { title: "dashboard", icon: "home" },
  "addpackage/parcel": { title: "addParcel", icon: "box" },
  "addpackage/mail": { title: "addMail", icon: "envelope" },
  "addpackage/pre-alerts": { title: "preAlerts", icon: "notifications" },
  "manage-packages": { title: "managePackages", icon: "th-list" },
  "deleted-packages": { title: "deletedPackages", icon: "trash" },
  "manage-expired": { title: "expiredPackages", icon: "time" },
  "storage-ending": { title: "storageEnding", icon: "stopwatch" },
  "packages/shipped": { title: "shippedPackages", icon: "send-message" },
  "manage-alerts": { title: "alerts", icon: "warning-sign" },
  "requests/shipping-requests": { title: "shippingRequests", icon: "inbox" },
  "requests/shipping": { title: "readyToShip", icon: "airplane" },
  "requests/assemble": { title: "consolidations", icon: "merge-columns" },
  "manage-assemble": { title: "consolidations", icon: "merge-columns" },
  "requests/disassemble": { title: "splits", icon: "split-columns" },
  "requests/images": { title: "imageRequests", icon: "camera" },
  "payment/offline": { title: "offlinePayments", icon: "bank-account" },
  "requests/bitcoin": { title: "bitcoinPayments", icon: "credit-card" },
  transactions: { title: "transactions", icon: "exchange" },
  manageusers: { title: "users", icon: "people" },
  "user/:id": { title: "customer", icon: "person" },
  "edituser/:id": { title: "editCustomer", icon: "edit" },
  support: { title: "support", icon: "chat" },
  "support/:id": { title: "supportTicket", icon: "chat" },
  "manage-address": { title: "warehouses", icon: "office" },
  rates: { title: "rates", icon: "dollar" },
  "side-rates": { title: "sideRates", icon: "dollar" },
  "storage-fee": { title: "storageFee", icon: "calculator" },
  zones: { title: "zones", icon: "globe" },
  "landed-cost": { title: "landedCost", icon: "bank-account" },
  "manage-shops": { title: "shops", icon: "shop" },
  posts: { title: "posts", icon: "annotation" },
  "manage-descriptions": { title: "descriptions", icon: "properties" },
  "login-history": { title: "loginHistory", icon: "history" },
  changepass: { title: "changePassword", icon: "key" },
  staff: { title: "staffAccounts", icon: "user" },
  devices: { title: "devices", icon: "barcode" },
};

export interface MenuSection {
  title: SectionKey | null;
  paths: AppPath[];
}

/** The sidebar, in the order a warehouse day runs. */
const MENU: MenuSection[] = [
  { title: null, paths: [""] },
  { title: "intake", paths: ["addpackage/parcel", "addpackage/mail", "addpackage/pre-alerts", "devices"] },
  {
    title: "requests",
    paths: [
      "requests/shipping-requests",
      "requests/shipping",
      "requests/assemble",
      "requests/disassemble",
      "requests/images",
    ],
  },
  {
    title: "parcels",
    paths: [
      "manage-packages",
      "packages/shipped",
      "storage-ending",
      "manage-expired",
      "deleted-packages",
      "manage-alerts",
    ],
  },
  { title: "payments", paths: ["payment/offline", "requests/bitcoin", "transactions"] },
  { title: "customers", paths: ["manageusers", "support"] },
  {
    title: "configuration",
    paths: [
      "manage-address",
      "rates",
      "storage-fee",
      "zones",
      "landed-cost",
      "manage-shops",
      "posts",
      "manage-descriptions",
      "login-history",
    ],
  },
  { title: "account", paths: ["changepass", "staff"] },
];

export function toHref(path: AppPath): string {
  return `/${path}`;
}

/** The sidebar a staff member of `groupId` sees: only what they may open, empty sections dropped. */
export function menuFor(groupId: number): MenuSection[] {
  return MENU.map((section) => ({
    ...section,
    paths: section.paths.filter((path) => allowedPath(groupId, toHref(path))),
  })).filter((section) => section.paths.length > 0);
}

/** Every route, for the router. */
export const ROUTE_PATHS: AppPath[] = [
  ...ADMIN_ROUTES.map((route) => route.path),
  ...DESK_ROUTES.map((route) => route.path),
];
