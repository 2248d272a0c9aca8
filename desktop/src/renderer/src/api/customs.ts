import { contract } from "@ipf/shared/contract";
import type { CustomsSettingsRequest } from "@ipf/shared/schemas/customs";
import { caller, type ApiRequest } from "./client";

const { customs } = contract;

/** The company's customs identifiers and default incoterm, printed on the commercial invoices of labels. */
export function customsCalls(request: ApiRequest) {
  const call = caller(request);
  return {
    customsSettings: () => call(customs.read),
    /** 400 with a field message for an EORI or VAT number out of format. */
    setCustomsSettings: (body: CustomsSettingsRequest) => call(customs.set, { body }),
  };
}
