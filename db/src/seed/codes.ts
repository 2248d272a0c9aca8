/**
 * Codes the demo seed gives its rows. Customer and parcel codes come from
 * the shared rules, so seeded rows look like the ones the API creates; the
 * alert and payment codes below have no API counterpart yet and may move to
 * @ipf/shared/rules/codes when one appears.
 */
import { randomCode } from "@ipf/shared/rules/codes";

export { newCustomerCode, newParcelCode } from "@ipf/shared/rules/codes";

/** The old product's alertId. */
export const newAlertCode = () => `A${randomCode(7)}`;

/** Our payment id; the invoice number ends with its last 3 characters. */
export const newPaymentId = () => `PAY${randomCode(12)}`;
