import type { Catalogue } from "./en.js";
import type { PluralBase } from "./plural.js";

/**
 * A validation message key with the values its text interpolates: the limit
 * a field broke travels with the key, through the API's `fields` map too
 * ("maxChars?max=60" reads "At most 60 characters"). A key without values is
 * written as before ("nameRequired").
 *
 * The keys are typed by who shows them, so that a key without a text fails
 * the typecheck instead of reaching a form as "Check this field":
 * - the customer site reads `validation.<key>` of the shared catalogue;
 * - the pre-alert form reads its own `preAlerts.fields.<key>` first;
 * - the back office (English only) keeps its texts in its own code, and
 *   proves there that it has one for every `DeskMessageKey`.
 * The helpers are identities: the API answers the same strings as before.
 */
export type CustomerMessageKey = PluralBase<keyof Catalogue["validation"]>;
export type PreAlertMessageKey = PluralBase<keyof Catalogue["preAlerts"]["fields"]>;

/**
 * Every key the back office can receive from a shared schema or rule, its
 * own forms' or the API's. Declared here, where the schemas use it, because
 * the back office's texts are not visible from shared; a few are the old
 * product's sentences, which its screens show as they are.
 */
export type DeskMessageKey =
  | "Please Add Methods"
  | "Please enter a reason for deleting"
  | "Please fill all fields"
  | "Please fill this field"
  | "Please select a post type"
  | "Please select a warehouse"
  | "Please select an expiry date"
  | "Reason Required"
  | "addressLineOneRequired"
  | "alertTarget"
  | "atLeast"
  | "atMost"
  | "categoryRequired"
  | "cityRequired"
  | "codeRequired"
  | "colorRequired"
  | "companyRequired"
  | "countryRequired"
  | "descriptionRequired"
  | "descriptionsRequired"
  | "discountRequired"
  | "emailRequired"
  | "engineLinkIncomplete"
  | "engineLinkInvalid"
  | "customsLinesMissing"
  | "hsCodeMissing"
  | "originMissing"
  | "valueMissing"
  | "invalidEori"
  | "invalidIncoterm"
  | "invalidVatNumber"
  | "vatCountryUnknown"
  | "feeRequired"
  | "fillAllFields"
  | "firstNameRequired"
  | "fromRequired"
  | "fullNameRequired"
  | "groupRequired"
  | "heightRequired"
  | "idRequired"
  | "invalidBasis"
  | "invalidBoolean"
  | "invalidCategory"
  | "invalidChapter"
  | "invalidCode"
  | "invalidColor"
  | "invalidCompany"
  | "invalidCountries"
  | "invalidCountry"
  | "invalidCountryCode"
  | "invalidDate"
  | "invalidDimensions"
  | "invalidDiscount"
  | "invalidDivisor"
  | "invalidFee"
  | "invalidFirstName"
  | "invalidFlag"
  | "invalidId"
  | "invalidLanguage"
  | "invalidLastName"
  | "invalidLink"
  | "invalidMethod"
  | "invalidMode"
  | "invalidNote"
  | "invalidNumber"
  | "invalidNumbers"
  | "invalidPaymentType"
  | "invalidPrice"
  | "invalidRate"
  | "invalidShipTime"
  | "invalidState"
  | "invalidStatus"
  | "invalidThreshold"
  | "invalidType"
  | "invalidVersion"
  | "invalidWarehouse"
  | "invalidWeight"
  | "invalidZone"
  | "lastNameRequired"
  | "lengthRequired"
  | "linkRequired"
  | "matchPassword"
  | "maxChars"
  | "maxShipTimeBelowMin"
  | "maxShipTimeRequired"
  | "minOne"
  | "minShipTimeRequired"
  | "minZero"
  | "nameArRequired"
  | "nameRequired"
  | "noArabicNumbers"
  | "noCarrierAtWeight"
  | "notFound"
  | "outOfRange"
  | "passwordMax"
  | "passwordMin"
  | "passwordRequired"
  | "paymentTypeRequired"
  | "phoneNoZeroStart"
  | "phoneNotMobile"
  | "phoneRequired"
  | "phoneTooLong"
  | "phoneTooShort"
  | "positiveNumber"
  | "priceRequired"
  | "queryRequired"
  | "queryTooLong"
  | "queryTooShort"
  | "rangeRequired"
  | "rangeTooLong"
  | "rateRequired"
  | "selectCountryFirst"
  | "shopRequired"
  | "serviceCodeInvalid"
  | "serviceNameRequired"
  | "servicePriceRange"
  | "serviceShareRange"
  | "serviceOnePrice"
  | "serviceMinimumWithoutShare"
  | "serviceDeliverablesRequired"
  | "serviceTurnaroundRange"
  | "checklistItemRequired"
  | "checklistResultRequired"
  | "serviceScanNotPdf"
  | "stateRequired"
  | "toBeforeFrom"
  | "toNotAboveFrom"
  | "toRequired"
  | "tooLarge"
  | "tooLong"
  | "tooMany"
  | "tooManyItems"
  | "useEnglishNumbers"
  | "usernameInvalid"
  | "usernameLong"
  | "usernameRequired"
  | "usernameShort"
  | "validEmail"
  | "warehouseRequired"
  | "weightMax"
  | "weightRequired"
  | "wholeNumber"
  | "widthRequired"
  | "zipRequired"
  | "zoneRequired";

export type MessageKey = CustomerMessageKey | PreAlertMessageKey | DeskMessageKey;

/** A key the customer site shows (a schema of its forms, or an API answer to them). */
export const says = <K extends CustomerMessageKey>(key: K): K => key;
/** A key of the pre-alert form, which has words of its own for it. */
export const preAlertSays = <K extends PreAlertMessageKey>(key: K): K => key;
/** A key only the back office shows. */
export const deskSays = <K extends DeskMessageKey>(key: K): K => key;
/** A key of a schema both sides show: it needs a text in both. */
export const bothSay = <K extends CustomerMessageKey & DeskMessageKey>(key: K): K => key;

/** The same checks for a union of keys: a rule's type of the keys it answers. */
export type Says<K extends CustomerMessageKey> = K;
export type DeskSays<K extends DeskMessageKey> = K;
export type BothSay<K extends CustomerMessageKey & DeskMessageKey> = K;

export type MessageValues = Record<string, string | number>;

export function messageWith(key: MessageKey, values: MessageValues): string {
  const query = Object.entries(values).map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`);
  return `${key}?${query.join("&")}`;
}

export function readMessage(message: string): { key: string; values: Record<string, string> } {
  const at = message.indexOf("?");
  if (at < 0) return { key: message, values: {} };
  const values: Record<string, string> = {};
  for (const pair of message.slice(at + 1).split("&")) {
    const [name = "", value = ""] = pair.split("=");
    if (name) values[name] = decodeURIComponent(value);
  }
  return { key: message.slice(0, at), values };
}

/** "At most {{max}} characters": the message of every text field's length limit. */
export const maxChars = (max: number) => messageWith(bothSay("maxChars"), { max });

/**
 * The unit a number's bound is written with: kilograms and centimetres
 * ("30 kg"), or a currency ("€1,000,000").
 */
export type BoundUnit = "kg" | "cm" | "EUR" | "USD";

const bound = (name: "min" | "max", value: number, unit: BoundUnit | undefined) =>
  unit ? { [name]: value, unit } : { [name]: value };

/** "At least {{min}}": a number's lower bound, with its unit if it has one. */
export const atLeast = (min: number, unit?: BoundUnit) => messageWith(bothSay("atLeast"), bound("min", min, unit));
/** "At most {{max}}": a number's upper bound, with its unit if it has one ("At most 30 kg", "At most €1,000,000"). */
export const atMost = (max: number, unit?: BoundUnit) => messageWith(bothSay("atMost"), bound("max", max, unit));
/** "At most {{max}} items": a list's length limit (lines of a declaration, parcels of a request). */
export const tooManyItems = (max: number) => messageWith(bothSay("tooManyItems"), { max });
