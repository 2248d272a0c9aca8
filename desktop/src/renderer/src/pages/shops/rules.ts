/** Pure rules of the shops screen. */
import { SHOP_SORT_KEYS } from "@ipf/shared/schemas/shops";
import type { Sorting } from "../../table/rules";

export const SHOP_TABS = ["all"] as const;
export type ShopTab = (typeof SHOP_TABS)[number];

/** Shops sort on the server by name (the default, A to Z) or country. */
export const SHOP_SORT: Sorting = { keys: SHOP_SORT_KEYS, default: { key: "name", desc: false } };
