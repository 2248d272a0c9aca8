import {
  categoriesResponseSchema,
  categoryResponseSchema,
  shopResponseSchema,
  shopsResponseSchema,
  type ShopForm,
} from "@ipf/shared/schemas/shops";
import { verbs, multipart } from "./calls";
import type { ApiRequest } from "./client";

const shopForm = (fields: ShopForm & { shopId?: string }, logo: Blob | null) =>
  multipart(fields, { name: "image", blob: logo }, (value) => value !== undefined && value !== null);

/** Partner shops of the customers' market, and their categories. */
export function shopCalls(request: ApiRequest) {
  const { remove } = verbs(request);
  return {
    /** GET /api/shops/category/get: every category, by name. */
    shopCategories: () => request({ method: "GET", path: "/api/shops/category/get", answer: categoriesResponseSchema }),
    createShopCategory: (name: string) =>
      request({ method: "POST", path: "/api/shops/category/create", body: { name }, answer: categoryResponseSchema }),
    renameShopCategory: (categoryId: string, name: string) =>
      request({
        method: "POST",
        path: "/api/shops/category/edit",
        body: { categoryId, name },
        answer: categoryResponseSchema,
      }),
    /** 409 while a shop still uses it. */
    deleteShopCategory: (id: string) => remove(`/api/shops/category/delete/${encodeURIComponent(id)}`),
    /** GET /api/shops/shop/filter: one page of shops (zero-based), of a category and/or country when given. */
    shopsPage: (query: {
      page: number;
      perPage: number;
      q?: string | undefined;
      sort?: "name" | "country" | undefined;
      desc?: boolean | undefined;
    }) => request({ method: "GET", path: "/api/shops/shop/filter", query, answer: shopsResponseSchema }),
    /** POST /api/shops/shop/create (multipart): every field and the logo required. */
    createShop: (fields: ShopForm, logo: Blob | null) =>
      request({
        method: "POST",
        path: "/api/shops/shop/create",
        form: shopForm(fields, logo),
        answer: shopResponseSchema,
      }),
    /** POST /api/shops/shop/edit (multipart): the logo only when a new one is chosen. */
    editShop: (shopId: string, fields: ShopForm, logo: Blob | null) =>
      request({
        method: "POST",
        path: "/api/shops/shop/edit",
        form: shopForm({ ...fields, shopId }, logo),
        answer: shopResponseSchema,
      }),
    deleteShop: (id: string) => remove(`/api/shops/shop/delete/${encodeURIComponent(id)}`),
  };
}
