import type { Purchase } from "@ipf/shared/schemas/purchases";

/**
 * The request form as its boxes hold it (text), read by the shared schema the
 * API parses with (purchaseDraftSchema): "12,50" and Arabic digits are
 * numbers there, the euros become cents.
 */
export interface ItemValues {
  url: string;
  name: string;
  options: string;
  quantity: string;
  maxUnitPrice: string;
  note: string;
}

export interface PurchaseValues {
  warehouseId: string;
  items: ItemValues[];
}

export const newItem = (): ItemValues => ({
  url: "",
  name: "",
  options: "",
  quantity: "1",
  maxUnitPrice: "",
  note: "",
});

/** A new request goes to the only warehouse when there is one; a saved one starts from what it holds. */
export function initialValues(purchase: Purchase | undefined, warehouseIds: readonly string[]): PurchaseValues {
  if (!purchase) {
    return { warehouseId: warehouseIds.length === 1 ? warehouseIds[0]! : "", items: [newItem()] };
  }
  return {
    warehouseId: purchase.warehouseId,
    items: purchase.items.map((item) => ({
      url: item.url,
      name: item.name,
      options: item.options,
      quantity: String(item.quantity),
      maxUnitPrice: String(item.maxUnitPrice),
      note: item.note,
    })),
  };
}

const ITEM_FIELD = /^items\.(\d+)\.(url|name|options|quantity|maxUnitPrice|note)$/;

/** An item's box a message names ("items.2.url"): its index and field; null for any other name. */
export function itemFieldOf(name: string): { index: number; field: keyof ItemValues } | null {
  const match = ITEM_FIELD.exec(name);
  return match ? { index: Number(match[1]), field: match[2] as keyof ItemValues } : null;
}
