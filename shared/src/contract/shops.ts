import { idParamsSchema, messageResponseSchema } from "../schemas/common.js";
import {
  categoriesResponseSchema,
  categoryResponseSchema,
  createCategoryRequestSchema,
  editCategoryRequestSchema,
  editShopFormSchema,
  shopFilterQuerySchema,
  shopFormSchema,
  shopResponseSchema,
  shopsResponseSchema,
} from "../schemas/shops.js";
import { endpoints, sharing } from "./endpoint.js";

const manage = { staff: "shops.manage" } as const;

/** The shops of the customers' market and their categories: public reads, admin changes. */
export const shops = endpoints(
  "shops",
  { tags: ["shops"] },
  {
    categories: {
      method: "get",
      path: "/api/shops/category/get",
      summary: "Shop categories",
      schemas: { response: categoriesResponseSchema },
    },
    ...sharing(
      { auth: manage },
      {
        createCategory: {
          method: "post",
          path: "/api/shops/category/create",
          summary: "Add a shop category",
          schemas: { body: createCategoryRequestSchema, response: categoryResponseSchema },
          errors: [409],
        },
        renameCategory: {
          method: "post",
          path: "/api/shops/category/edit",
          summary: "Rename a shop category",
          schemas: { body: editCategoryRequestSchema, response: categoryResponseSchema },
          errors: [404, 409],
        },
        deleteCategory: {
          method: "delete",
          path: "/api/shops/category/delete/:id",
          summary: "Delete a shop category that no shop uses",
          schemas: { params: idParamsSchema, response: messageResponseSchema },
          errors: [404, 409],
        },
      },
    ),
    list: {
      method: "get",
      path: "/api/shops/shop/get",
      summary: "Shops by name (every shop, or one page with page and perPage)",
      schemas: { query: shopFilterQuerySchema, response: shopsResponseSchema },
    },
    filter: {
      method: "get",
      path: "/api/shops/shop/filter",
      summary: "Shops of a category and/or a country",
      schemas: { query: shopFilterQuerySchema, response: shopsResponseSchema },
    },
    ...sharing(
      { auth: manage },
      {
        create: {
          method: "post",
          path: "/api/shops/shop/create",
          summary: "Add a shop (multipart; every field and the logo `image` required)",
          schemas: { form: shopFormSchema, response: shopResponseSchema },
          upload: { maxFiles: 1 },
        },
        edit: {
          method: "post",
          path: "/api/shops/shop/edit",
          summary: "Edit a shop (multipart with shopId; the logo `image` optional)",
          schemas: { form: editShopFormSchema, response: shopResponseSchema },
          upload: { maxFiles: 1 },
          errors: [404],
        },
        remove: {
          method: "delete",
          path: "/api/shops/shop/delete/:id",
          summary: "Delete a shop",
          schemas: { params: idParamsSchema, response: messageResponseSchema },
          errors: [404],
        },
      },
    ),
  },
);
