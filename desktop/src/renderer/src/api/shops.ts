import { contract } from "@ipf/shared/contract";
import type { ShopForm } from "@ipf/shared/schemas/shops";
import { multipart } from "./calls";
import { caller, type ApiRequest } from "./client";

const shopForm = (fields: ShopForm & { shopId?: string }, logo: Blob | null) =>
  multipart(fields, { name: "image", blob: logo }, (value) => value !== undefined && value !== null);

const { shops } = contract;

/** Partner shops of the customers' market, and their categories. */
export function shopCalls(request: ApiRequest) {
  const call = caller(request);
  return {
    /** Every category, by name. */
    shopCategories: () => call(shops.categories),
    createShopCategory: (name: string) => call(shops.createCategory, { body: { name } }),
    renameShopCategory: (categoryId: string, name: string) =>
      call(shops.renameCategory, { body: { categoryId, name } }),
    /** 409 while a shop still uses it. */
    deleteShopCategory: (id: string) => call(shops.deleteCategory, { params: { id } }),
    /** One page of shops (zero-based), of a category and/or country when given. */
    shopsPage: (query: {
      page: number;
      perPage: number;
      q?: string | undefined;
      sort?: "name" | "country" | undefined;
      desc?: boolean | undefined;
    }) => call(shops.filter, { query }),
    /** Every field and the logo required. */
    createShop: (fields: ShopForm, logo: Blob | null) => call(shops.create, { form: shopForm(fields, logo) }),
    /** The logo only when a new one is chosen. */
    editShop: (shopId: string, fields: ShopForm, logo: Blob | null) =>
      call(shops.edit, { form: shopForm({ ...fields, shopId }, logo) }),
    deleteShop: (id: string) => call(shops.remove, { params: { id } }),
  };
}
