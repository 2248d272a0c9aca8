import type { PreAlert } from "@ipf/shared/schemas/pre-alerts";

/**
 * The pre-alert form as the boxes hold it (text, a tick), checked and read by
 * the shared schema the API parses with (preAlertFormSchema).
 */
export interface LineValues {
  description: string;
  quantity: string;
  price: string;
  hsCode: string;
}

export interface PreAlertValues {
  store: string;
  trackNumber: string;
  warehouse: string;
  lines: LineValues[];
  shipOnArrival: boolean;
  addressId: string;
  carrierId: string;
}

export const newLine = (): LineValues => ({ description: "", quantity: "1", price: "", hsCode: "" });

/** A new pre-alert goes to the only warehouse when there is one; an edit starts from what was saved. */
export function initialValues(preAlert: PreAlert | undefined, warehouseIds: readonly string[]): PreAlertValues {
  if (!preAlert) {
    return {
      store: "",
      trackNumber: "",
      warehouse: warehouseIds.length === 1 ? warehouseIds[0]! : "",
      lines: [newLine()],
      shipOnArrival: false,
      addressId: "",
      carrierId: "",
    };
  }
  return {
    store: preAlert.store,
    trackNumber: preAlert.trackNumber,
    warehouse: preAlert.warehouseId,
    lines: preAlert.lines.map((line) => ({
      description: line.description,
      quantity: String(line.quantity),
      price: String(line.price),
      hsCode: line.hsCode ?? "",
    })),
    shipOnArrival: preAlert.shipping !== null,
    addressId: preAlert.shipping?.addressId ?? "",
    carrierId: preAlert.shipping?.carrierId ?? "",
  };
}
