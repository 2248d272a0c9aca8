import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { deskTexts, intakeTexts } from "./i18n-desk";
import { dialogTexts, parcelTexts, tableTexts } from "./i18n-kit";
import { consolidationTexts } from "./pages/consolidations/texts";
import { imageRequestTexts } from "./pages/image-requests/texts";
import { landedCostTexts } from "./pages/landed-cost/texts";
import { customersTexts } from "./pages/customers/texts";
import { descriptionsTexts } from "./pages/descriptions/texts";
import { descriptionSuggestTexts } from "./pages/intake/description-texts";
import { loginHistoryTexts } from "./pages/login-history/texts";
import { postsTexts } from "./pages/posts/texts";
import { ratesTexts } from "./pages/rates/texts";
import { shopsTexts } from "./pages/shops/texts";
import { statisticsTexts } from "./pages/statistics/texts";
import { warehousesTexts } from "./pages/warehouses/texts";
import { zonesTexts } from "./pages/zones/texts";
import { storageTexts } from "./pages/storage/texts";
import { packagesTexts } from "./pages/parcels/texts";
import { paymentsTexts } from "./pages/payments/texts";
import { approvalTexts } from "./pages/shipping-requests/texts";
import { staffTexts } from "./pages/staff/texts";
import { supportTexts } from "./pages/support/texts";
import { shippingTexts } from "./pages/shipping/texts";
import { splitTexts } from "./pages/splits/texts";
import { preAlertTexts } from "./pages/intake/pre-alert-texts";

/**
 * Every string the back office shows. The back office is English only (admin
 * routes force English, configuration-and-support section 2.2); the texts still
 * go through i18next so screens read `t("login.title")` like the customer site.
 */
const areas = {
  dashboard: "Dashboard",
  addParcel: "Add parcel",
  addMail: "Add mail",
  preAlerts: "Pre-alerts",
  managePackages: "Manage packages",
  deletedPackages: "Deleted packages",
  expiredPackages: "Expired packages",
  storageEnding: "Storage ending soon",
  shippedPackages: "Shipped packages",
  alerts: "Alerts",
  shippingRequests: "Shipping requests",
  readyToShip: "Ready to ship",
  consolidations: "Consolidations",
  splits: "Splits",
  imageRequests: "Image requests",
  offlinePayments: "Offline payments",
  bitcoinPayments: "Bitcoin payments",
  transactions: "Transactions",
  users: "Users",
  customer: "Customer",
  editCustomer: "Edit customer",
  support: "Support",
  supportTicket: "Support ticket",
  warehouses: "Warehouses",
  rates: "Rates",
  sideRates: "Side rates",
  storageFee: "Storage fee",
  zones: "Zones",
  landedCost: "Duty and VAT",
  shops: "Shops",
  posts: "Posts",
  descriptions: "Package descriptions",
  loginHistory: "Login history",
  changePassword: "Change password",
  staffAccounts: "Staff accounts",
  devices: "Devices",
};

export const en = {
  app: {
    name: "IPF Back Office",
    tagline: "Package forwarding operations",
  },
  brand: {
    headline: "Every parcel, from the warehouse door to the customer's.",
    intake: "Register, weigh and photograph incoming parcels",
    requests: "Approve shipping requests, consolidations and splits",
    support: "Confirm payments and answer customer tickets",
  },
  login: {
    title: "Staff sign-in",
    subtitle: "Sign in with your back-office account.",
    username: "Username",
    password: "Password",
    showPassword: "Show password",
    hidePassword: "Hide password",
    submit: "Sign in",
    failed: "Sign-in failed",
    notice: "Staff only. Every sign-in attempt is recorded.",
    browserNotice: "Scanners and scales are available in the desktop app.",
  },
  validation: {
    usernameRequired: "Username is Required",
    passwordRequired: "Password is Required",
    invalid: "Check this field",
    codeRequired: "Required",
    positiveNumber: "Must be more than 0",
    minZero: "Must be 0 or more",
    minOne: "Must be 1 or more",
    invalidNumber: "Enter a number",
    wholeNumber: "Enter a whole number",
    tooLarge: "Too large",
    invalidCountry: "Choose a country",
    noNulCharacter: "This text contains a character that is not allowed",
    noBidiControl: "This text contains a direction control character (used to reverse text): remove it",
  },
  errors: {
    INVALID_CREDENTIALS: "Wrong username or password.",
    RATE_LIMITED: "Too many attempts. Wait a minute and try again.",
    UNAUTHENTICATED: "Your session has ended. Please sign in again.",
    FORBIDDEN: "Your account is not allowed to do this.",
    NETWORK: "The server cannot be reached. Check the connection and try again.",
    VALIDATION: "Some fields need attention.",
    PAYLOAD_TOO_LARGE: "The photos are too large. Remove one and try again.",
    DUPLICATE_TRACK_NUMBER: "This track number was already received.",
    LAST_ADMIN: "This is the last active admin: at least one admin must stay active. Nothing was changed.",
    USERNAME_TAKEN: "This username is already taken: choose another one.",
    INCORRECT_PASSWORD: "Incorrect Password",
    TICKET_CLOSED: "This ticket is closed.",
    NOT_FOUND: "It no longer exists: someone may have deleted it. Reload and try again.",
    INVALID_FILE: "This file is not a photo we can read (JPEG, PNG, WebP or HEIC).",
    IMAGE_TOO_LARGE: "This photo is too large. Take it again at a lower resolution.",
    UPLOADS_BUSY: "Photos are still being processed. Wait a moment and try again.",
    SERVER_BUSY: "The server is busy and did not take this in. Wait a moment and try again.",
    INVALID_STATE: "This request is no longer in a state that allows this.",
    REQUEST_CLOSED: "This request is already closed.",
    GROUP_TOO_SMALL:
      "A consolidation keeps at least 2 parcels: a parcel can be removed only from a group of 3 or more.",
    ALREADY_ASSEMBLED: "This consolidation has already been packed.",
    REVERT_NOT_ALLOWED: "The packed parcel is already awaiting approval or approved: it can no longer be reverted.",
    SPLIT_HAS_PARCELS: "Parcels have already been taken in for this split: it can no longer be cancelled.",
    PAYMENT_PENDING: "A payment of this parcel is pending: confirm or cancel it first.",
    CANCEL_WINDOW_PASSED: "The time to cancel this request has passed.",
    BAD_RESPONSE: "The server answered something unexpected. Reload the page and try again.",
    EMAIL_TAKEN: "This e-mail address is already in use by another customer.",
    CUSTOMER_HAS_PARCELS: "This customer still has parcels in progress: ship, delete or finish them first.",
    PAYMENT_IN_PROGRESS: "This customer has a payment in progress: confirm or cancel it first.",
    NOT_COMPLETE: "An invoice exists only once the payment is complete.",
    NOT_CONFIRMABLE: "Card payments are confirmed by the payment provider, not here.",
    RANGE_OVERLAP: "This range overlaps another range of this carrier for the same zone.",
    ZONE_EXISTS: "A zone with this name already exists.",
    PARCEL_CHANGED:
      "Someone else changed this parcel meanwhile. Close this dialog and open it again to see their changes.",
    generic: "An error happened please try again later",
  },
  groups: {
    "1": "Admin",
    "2": "Support",
    "3": "Intake and shipping",
    "4": "Staff",
    unknown: "Staff",
  },
  sections: {
    intake: "Intake",
    parcels: "Parcels",
    requests: "Requests",
    payments: "Payments",
    customers: "Customers",
    configuration: "Configuration",
    account: "Account",
  },
  areas,
  shell: {
    menu: "Back office",
    signOut: "Sign out",
    desktop: "Desktop app",
    browser: "Browser",
    version: "Version {{version}}",
    loading: "Opening the screen…",
  },
  dashboard: {
    greeting: "Welcome, {{name}}",
    signedInAs: "Signed in as {{username}} · {{group}}",
    shortcuts: "Your areas",
    queues: "Waiting for you",
    countFailed: "The count could not be loaded",
    queue: {
      approvals: "Requests to approve",
      blacklist: "Blacklist requests",
      toShip: "Paid, to ship",
      consolidations: "To consolidate",
      splits: "To split",
      photos: "Photos asked",
    },
    statistics: "Statistics",
    statisticsSoon: "Parcels, shipments, sign-ups and payment volume over a date range will appear here.",
  },
  intake: intakeTexts,
  descriptionSuggest: descriptionSuggestTexts,
  desk: deskTexts,
  table: tableTexts,
  dialog: dialogTexts,
  parcel: parcelTexts,
  approvals: approvalTexts,
  shipping: shippingTexts,
  consolidations: consolidationTexts,
  splits: splitTexts,
  imageRequests: imageRequestTexts,
  packages: packagesTexts,
  customers: customersTexts,
  payments: paymentsTexts,
  support: supportTexts,
  staff: staffTexts,
  rates: ratesTexts,
  zones: zonesTexts,
  landedCost: landedCostTexts,
  storage: storageTexts,
  warehouses: warehousesTexts,
  shops: shopsTexts,
  posts: postsTexts,
  descriptions: descriptionsTexts,
  loginHistory: loginHistoryTexts,
  statistics: statisticsTexts,
  preAlerts: preAlertTexts,
  session: {
    restoring: "Restoring your session…",
    unavailableTitle: "The server cannot be reached",
    unavailable: "Your session could not be checked. Check the connection, then try again.",
    retry: "Try again",
    forbidden: "You don't have access to {{screen}}: you were taken to {{fallback}} instead.",
  },
} as const;

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}

void i18next.use(initReactI18next).init({
  lng: "en",
  fallbackLng: "en",
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export { i18next };

export type AreaKey = keyof typeof areas;
type ValidationKey = keyof typeof en.validation;
type ErrorKey = keyof typeof en.errors;

/** A zod message key from the shared schemas, as the screen shows it. */
export function validationMessage(key: string | undefined): string | undefined {
  if (key === undefined) return undefined;
  return key in en.validation ? i18next.t(`validation.${key as ValidationKey}`) : i18next.t("validation.invalid");
}

/** An API error code (or NETWORK), as the screen shows it; never the server's English text. */
export function errorMessage(code: string): string {
  return code in en.errors && code !== "generic"
    ? i18next.t(`errors.${code as ErrorKey}`)
    : i18next.t("errors.generic");
}

export function groupName(groupId: number): string {
  const key = String(groupId);
  return key in en.groups ? i18next.t(`groups.${key as keyof typeof en.groups}`) : i18next.t("groups.unknown");
}
