import { readMessage } from "@ipf/shared/i18n/message-key";
import { messageValues } from "@ipf/shared/i18n/message-values";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { dialogTexts, parcelTexts, tableTexts } from "./i18n-kit";

/**
 * The strings of the back office's frame and shared kits; each screen's own
 * are declared with its entry of the screen table (screens.ts), which adds
 * them to these and types them for `t`. The back office is English only (its
 * routes force English); the texts still go through i18next so screens read
 * `t("login.title")` like the customer site.
 */
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
    atLeast: "Must be {{min}} or more",
    atMost: "Must be {{max}} or less",
    maxChars: "At most {{max}} characters",
    tooManyItems: "At most {{max}} at once",
    invalidNumber: "Enter a number",
    wholeNumber: "Enter a whole number",
    tooLarge: "Too large",
    weightMax: "At most {{max}} kg: type the weight in kilograms, not grams",
    noCarrierAtWeight: "No carrier takes {{weight}} kg there",
    invalidCountry: "Choose a country",
    noNulCharacter: "This text contains a character that is not allowed",
    noBidiControl: "This text contains a direction control character (used to reverse text): remove it",
    notFound: "It no longer exists: reload and try again",
    invalidId: "This reference is not valid: reload and try again",
    idRequired: "This reference is missing: reload and try again",
    companyRequired: "Choose a carrier",
    engineLinkInvalid: "Choose a carrier and service of the shipping engine",
    engineLinkIncomplete: "Choose both the engine's carrier and its service, or neither",
    customsLinesMissing: "Declare the contents first: customs need at least one line",
    hsCodeMissing: "Customs need an HS code for this line",
    originMissing: "Customs need the country of origin of this line",
    valueMissing: "Customs need a value and a quantity above 0",
    zoneRequired: "Choose a zone",
    rangeRequired: "This band is missing: reload and try again",
    shopRequired: "This shop is missing: reload and try again",
    invalidBoolean: "Choose yes or no",
    invalidFlag: "Choose yes or no",
    invalidType: "Choose a type from the list",
    invalidState: "Choose a state from the list",
    invalidStatus: "Choose a status from the list",
    invalidMethod: "Choose a payment method from the list",
    invalidMode: "Choose merge or replace",
    invalidLanguage: "Choose Arabic, English or French",
    invalidVersion: "This version is not valid: reload and try again",
    invalidNote: "Enter the note as text",
    paymentTypeRequired: "Enter the payment type",
    invalidPaymentType: "Use letters, digits, spaces, '-' and '_' only",
    descriptionsRequired: "Add at least one description",
    tooMany: "Too many at once: split them up",
    queryRequired: "Type a description",
    queryTooShort: "Type at least 2 characters",
    queryTooLong: "At most 80 characters",
    fillAllFields: "Please fill all fields",
    "Please enter a reason for deleting": "Please enter a reason for deleting",
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
    UNREADABLE_FILE: "This PDF cannot be read: the file may be damaged. Save or export it again, then send it.",
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
    COUNTRIES_UNCOVERED: "Some countries would be in no zone: no carrier would price them. Nothing was saved.",
    NO_CUSTOMS_DOCUMENT: "This label has no customs papers: its shipment needed none.",
    NOTHING_BUYABLE:
      "No item of this request can be bought: every one is unavailable or above the customer's highest price.",
    QUOTE_EXPIRED: "This quote has expired: the customer sends the request again for a new one.",
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
  shell: {
    menu: "Back office",
    signOut: "Sign out",
    desktop: "Desktop app",
    browser: "Browser",
    version: "Version {{version}}",
    loading: "Opening the screen…",
  },
  table: tableTexts,
  dialog: dialogTexts,
  parcel: parcelTexts,
  session: {
    restoring: "Restoring your session…",
    unavailableTitle: "The server cannot be reached",
    unavailable: "Your session could not be checked. Check the connection, then try again.",
    retry: "Try again",
    forbidden: "You don't have access to {{screen}}: you were taken to {{fallback}} instead.",
  },
} as const;

void i18next.use(initReactI18next).init({
  lng: "en",
  fallbackLng: "en",
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export { i18next };

type ValidationKey = keyof typeof en.validation;
type ErrorKey = keyof typeof en.errors;

/** A zod message key from the shared schemas ("atMost?max=30&unit=kg" with its bound), as the screen shows it. */
export function validationMessage(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const { key, values } = readMessage(message);
  if (!(key in en.validation)) return i18next.t("validation.invalid");
  // The values are those the message carries for its text ("maxChars?max=60"); a text without them names none.
  return i18next.t(
    `validation.${key as ValidationKey}` as never,
    messageValues(values, "en") as never,
  ) as unknown as string;
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
