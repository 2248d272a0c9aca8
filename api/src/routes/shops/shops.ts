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
} from "@ipf/shared/schemas/shops";
import { idParamsSchema, messageResponseSchema } from "@ipf/shared/schemas/common";
import type { Api } from "../../lib/api.js";
import { ValidationError } from "../../lib/errors.js";
import type { Deps } from "../../deps.js";
import { presentShop } from "../../presenters/shop.js";
import {
  createCategory,
  createShop,
  deleteCategory,
  deleteShop,
  editShop,
  listCategories,
  listShops,
  renameCategory,
} from "../../services/shops.js";
import { fileOf, removeUpload, withUpload } from "../../services/uploads.js";
import { inTransaction } from "../../services/work.js";
import { changeRoutes, resourceRoutes } from "../kit.js";

const MESSAGES = {
  created: "Created Successfully",
  updated: "Updated Successfully",
  deleted: "Deleted Successfully",
} as const;

/**
 * Shops and categories: public reads for the market screen, changes for
 * admins (the old product's reversed shops guard is not kept).
 */
export function registerShopRoutes(api: Api, deps: Deps) {
  const tags = ["shops"];
  const routes = resourceRoutes(api, { tags });
  const change = changeRoutes(api, deps, { tags, errors: [404, 409] });

  routes.get(
    "/api/shops/category/get",
    { summary: "Shop categories", schemas: { response: categoriesResponseSchema } },
    async () => ({
      error: false as const,
      categories: (await listCategories(deps.db)).map((c) => ({ _id: c.id, name: c.name })),
    }),
  );

  change("/api/shops/category/create", MESSAGES.created, {
    summary: "Add a shop category",
    auth: { staff: "shops.manage" },
    schemas: { body: createCategoryRequestSchema, response: categoryResponseSchema },
    errors: [409],
    created: true,
    run: (work, { body }) => createCategory(work, body.name),
    answer: (row) => ({ category: { _id: row.id, name: row.name } }),
  });

  change("/api/shops/category/edit", MESSAGES.updated, {
    summary: "Rename a shop category",
    auth: { staff: "shops.manage" },
    schemas: { body: editCategoryRequestSchema, response: categoryResponseSchema },
    run: (work, { body }) => renameCategory(work, body.categoryId, body.name),
    answer: (row) => ({ category: { _id: row.id, name: row.name } }),
  });

  change("/api/shops/category/delete/:id", MESSAGES.deleted, {
    method: "delete",
    summary: "Delete a shop category that no shop uses",
    auth: { staff: "shops.manage" },
    schemas: { params: idParamsSchema },
    run: (work, { params }) => deleteCategory(work, params.id),
  });

  const list = async (query: {
    category?: string;
    country?: string;
    q?: string;
    sort?: "name" | "country";
    desc?: boolean;
    page?: number;
    perPage: number;
  }) => {
    const { rows, count } = await listShops(deps.db, query);
    return {
      error: false as const,
      shops: rows.map(presentShop),
      shopCount: count,
      pageCount: query.page === undefined ? (count ? 1 : 0) : Math.ceil(count / query.perPage),
    };
  };

  routes.get(
    "/api/shops/shop/get",
    {
      summary: "Shops by name (every shop, or one page with page and perPage)",
      schemas: { query: shopFilterQuerySchema, response: shopsResponseSchema },
    },
    async (_ctx, { query }) => list(query),
  );

  routes.get(
    "/api/shops/shop/filter",
    {
      summary: "Shops of a category and/or a country",
      schemas: { query: shopFilterQuerySchema, response: shopsResponseSchema },
    },
    async (_ctx, { query }) => list(query),
  );

  routes.post(
    "/api/shops/shop/create",
    {
      summary: "Add a shop (multipart; every field and the logo `image` required)",
      auth: { staff: "shops.manage" },
      schemas: { form: shopFormSchema, response: shopResponseSchema },
      upload: { maxFiles: 1 },
    },
    async (ctx, { form, files }) => {
      const logo = fileOf(files, "image");
      if (!logo) throw ValidationError({ image: "imageRequired" });
      const row = await withUpload(deps, logo, "shops", async (path) => ({
        result: await inTransaction(deps, (work) => createShop(work, form, path!)),
      }));
      ctx.status = 201;
      return { error: false as const, message: MESSAGES.created, shop: presentShop(row) };
    },
  );

  routes.post(
    "/api/shops/shop/edit",
    {
      summary: "Edit a shop (multipart with shopId; the logo `image` optional)",
      auth: { staff: "shops.manage" },
      schemas: { form: editShopFormSchema, response: shopResponseSchema },
      upload: { maxFiles: 1 },
      errors: [404],
    },
    async (_ctx, { form, files }) => {
      const row = await withUpload(deps, fileOf(files, "image"), "shops", (path) =>
        inTransaction(deps, (work) => editShop(work, form.shopId, form, path)),
      );
      return { error: false as const, message: MESSAGES.updated, shop: presentShop(row) };
    },
  );

  routes.delete(
    "/api/shops/shop/delete/:id",
    {
      summary: "Delete a shop",
      auth: { staff: "shops.manage" },
      schemas: { params: idParamsSchema, response: messageResponseSchema },
      errors: [404],
    },
    async (_ctx, { params }) => {
      await removeUpload(deps, await inTransaction(deps, (work) => deleteShop(work, params.id)), "logo kept");
      return { error: false as const, message: MESSAGES.deleted };
    },
  );
}
