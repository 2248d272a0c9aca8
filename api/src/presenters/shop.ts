import type { Shop } from "@ipf/shared/schemas/shops";
import type { ShopDbRow } from "../services/shops.js";
import { uploadUrl } from "../lib/signed-uploads.js";

export function presentShop(row: ShopDbRow): Shop {
  return {
    _id: row.id,
    name: row.name,
    link: row.link,
    category: { _id: row.category_id, name: row.category_name },
    country: row.country,
    color: row.color,
    image: uploadUrl(row.logo_path),
  };
}
