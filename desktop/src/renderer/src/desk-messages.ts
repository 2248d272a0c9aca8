import type { DeskMessageKey } from "@ipf/shared/i18n/message-key";
import type { en } from "./i18n";
import type { customersTexts } from "./pages/customers/texts";
import type { customsTexts } from "./pages/customs/texts";
import type { descriptionsTexts } from "./pages/descriptions/texts";
import type { landedCostTexts } from "./pages/landed-cost/texts";
import type { packagesTexts } from "./pages/parcels/texts";
import type { ratesTexts } from "./pages/rates/texts";
import type { LIST_MESSAGES } from "./pages/shipping-requests/rules";
import type { servicesTexts } from "./pages/services/texts";
import type { approvalTexts } from "./pages/shipping-requests/texts";
import type { shippingTexts } from "./pages/shipping/texts";
import type { FIELD_MESSAGES as STAFF_MESSAGES } from "./pages/staff/rules";
import type { statisticsTexts } from "./pages/statistics/texts";
import type { storageTexts } from "./pages/storage/texts";
import type { FIELD_MESSAGES as CONFIG_MESSAGES } from "./pages/warehouses/rules";
import type { zonesTexts } from "./pages/zones/texts";

/**
 * The message keys the back office has English words for: the common ones of
 * `en.validation`, and the screens' own, which they read before those.
 */
type Worded =
  | keyof typeof en.validation
  | keyof typeof customersTexts.validation
  | keyof typeof customsTexts.validation
  | keyof typeof descriptionsTexts.validation
  | keyof typeof landedCostTexts.validation
  | keyof typeof packagesTexts.fieldMessages
  | keyof typeof ratesTexts.validation
  | keyof typeof LIST_MESSAGES
  | keyof typeof servicesTexts.validation
  | keyof typeof approvalTexts.messages
  | keyof typeof shippingTexts.messages.trackNumber
  | keyof typeof shippingTexts.messages.trackLink
  | keyof typeof STAFF_MESSAGES
  | keyof typeof statisticsTexts.errors
  | keyof typeof storageTexts.validation
  | keyof typeof CONFIG_MESSAGES
  | keyof typeof zonesTexts.validation;

type NoneLeft<Unworded extends never> = Unworded;

/**
 * Every key a shared schema or rule can give the back office has words here:
 * one without them fails to compile, naming it ("Type '"newKey"' does not
 * satisfy the constraint 'never'"), instead of reading "Check this field".
 */
export type EveryDeskMessageWorded = NoneLeft<Exclude<DeskMessageKey, Worded>>;
