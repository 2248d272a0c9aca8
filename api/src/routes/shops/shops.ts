import { shops } from "@ipf/shared/contract/shops";
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
import { inTransaction, readScope } from "../../services/work.js";
import { changeRoutes } from "../kit.js";

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
  const change = changeRoutes(api, deps);

  api.bind(shops.categories, async () => ({
    error: false as const,
    categories: (await listCategories(readScope(deps))).map((c) => ({ _id: c.id, name: c.name })),
  }));

  change(shops.createCategory, MESSAGES.created, {
    created: true,
    run: (work, { body }) => createCategory(work, body.name),
    answer: (row) => ({ category: { _id: row.id, name: row.name } }),
  });

  change(shops.renameCategory, MESSAGES.updated, {
    run: (work, { body }) => renameCategory(work, body.categoryId, body.name),
    answer: (row) => ({ category: { _id: row.id, name: row.name } }),
  });

  change(shops.deleteCategory, MESSAGES.deleted, {
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
    const { rows, count } = await listShops(readScope(deps), query);
    return {
      error: false as const,
      shops: rows.map(presentShop),
      shopCount: count,
      pageCount: query.page === undefined ? (count ? 1 : 0) : Math.ceil(count / query.perPage),
    };
  };

  api.bind(shops.list, async (_ctx, { query }) => list(query));
  api.bind(shops.filter, async (_ctx, { query }) => list(query));

  api.bind(shops.create, async (ctx, { form, files }) => {
    const logo = fileOf(files, "image");
    if (!logo) throw ValidationError({ image: "imageRequired" });
    const row = await withUpload(readScope(deps), logo, "shops", async (path) => ({
      result: await inTransaction(deps, (work) => createShop(work, form, path!)),
    }));
    ctx.status = 201;
    return { error: false as const, message: MESSAGES.created, shop: presentShop(row) };
  });

  api.bind(shops.edit, async (_ctx, { form, files }) => {
    const row = await withUpload(readScope(deps), fileOf(files, "image"), "shops", (path) =>
      inTransaction(deps, (work) => editShop(work, form.shopId, form, path)),
    );
    return { error: false as const, message: MESSAGES.updated, shop: presentShop(row) };
  });

  api.bind(shops.remove, async (_ctx, { params }) => {
    await removeUpload(readScope(deps), await inTransaction(deps, (work) => deleteShop(work, params.id)), "logo kept");
    return { error: false as const, message: MESSAGES.deleted };
  });
}
