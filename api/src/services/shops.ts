import type { Knex } from "knex";
import type { Db } from "@ipf/db";
import { ConflictError, NotFoundError, ValidationError } from "../lib/errors.js";
import type { Scope, Work } from "./work.js";
import { containsPattern } from "./parcels/search.js";

/** Partner shops of the market screen and their categories. */

const MESSAGES = {
  categoryNotFound: "This category was not found.",
  categoryExists: "A category with this name already exists.",
  categoryInUse: "This category still has shops; move or delete them first.",
  shopNotFound: "This shop was not found.",
} as const;

const UNIQUE_VIOLATION = "23505";

export interface CategoryDbRow {
  id: string;
  name: string;
}

export interface ShopDbRow {
  id: string;
  name: string;
  link: string;
  category_id: string;
  category_name: string;
  country: string;
  color: string;
  logo_path: string | null;
}

export interface ShopFields {
  name: string;
  category: string;
  country: string;
  color: string;
  link: string;
}

async function named<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
      throw ConflictError("CATEGORY_EXISTS", MESSAGES.categoryExists);
    }
    throw error;
  }
}

export async function listCategories(scope: Scope): Promise<CategoryDbRow[]> {
  return (await scope.db("shop_categories").orderBy("name").select("id", "name")) as CategoryDbRow[];
}

export async function createCategory({ trx }: Work, name: string): Promise<CategoryDbRow> {
  const [row] = await named(() => trx("shop_categories").insert({ name }).returning(["id", "name"]));
  return row as CategoryDbRow;
}

export async function renameCategory({ trx }: Work, id: string, name: string): Promise<CategoryDbRow> {
  const found = await trx("shop_categories").where({ id }).forUpdate().first("id");
  if (!found) throw NotFoundError(MESSAGES.categoryNotFound);
  const [row] = await named(() => trx("shop_categories").where({ id }).update({ name }).returning(["id", "name"]));
  return row as CategoryDbRow;
}

/** Refused while shops use it: the lock waits for a shop being added to it, and sees it. */
export async function deleteCategory({ trx }: Work, id: string): Promise<void> {
  const found = await trx("shop_categories").where({ id }).forUpdate().first("id");
  if (!found) throw NotFoundError(MESSAGES.categoryNotFound);
  const used = await trx("shops").where({ category_id: id }).first("id");
  if (used) throw ConflictError("CATEGORY_IN_USE", MESSAGES.categoryInUse);
  await trx("shop_categories").where({ id }).delete();
}

function shopsQuery(db: Db | Knex.Transaction) {
  return db("shops as s")
    .join("shop_categories as c", "c.id", "s.category_id")
    .select(
      "s.id",
      "s.name",
      "s.link",
      "s.category_id",
      "c.name as category_name",
      "s.country",
      "s.color",
      "s.logo_path",
    );
}

export async function listShops(
  scope: Scope,
  filter: {
    category?: string | undefined;
    country?: string | undefined;
    q?: string | undefined;
    sort?: "name" | "country" | undefined;
    desc?: boolean | undefined;
    page?: number | undefined;
    perPage: number;
  },
): Promise<{ rows: ShopDbRow[]; count: number }> {
  const search = filter.q?.trim();
  const where = (q: Knex.QueryBuilder) => {
    if (filter.category) q.where("s.category_id", filter.category);
    if (filter.country) q.where("s.country", filter.country);
    if (search) {
      const like = containsPattern(search);
      q.where((w) => w.whereILike("s.name", like).orWhereILike("s.link", like));
    }
  };
  const order = filter.desc ? "desc" : "asc";
  const rows = (await shopsQuery(scope.db)
    .modify(where)
    .modify((q) => {
      if (filter.sort === "country") q.orderBy("s.country", order);
      // Names as a person reads them: "About You" before "ASOS".
      q.orderByRaw(`lower(s.name) ${filter.sort === "name" ? order : "asc"}`).orderBy("s.id");
    })
    .modify((q) => {
      if (filter.page !== undefined) q.limit(filter.perPage).offset(filter.page * filter.perPage);
    })) as ShopDbRow[];
  const count =
    filter.page === undefined
      ? rows.length
      : Number((await scope.db("shops as s").modify(where).count<{ count: number }[]>("* as count"))[0]?.count ?? 0);
  return { rows, count };
}

async function requireCategory(trx: Knex.Transaction, id: string): Promise<void> {
  // FOR SHARE: a category cannot be deleted under a shop being saved into it.
  const found = await trx("shop_categories").where({ id }).forShare().first("id");
  if (!found) throw ValidationError({ category: "invalidCategory" });
}

const columns = (fields: ShopFields) => ({
  name: fields.name,
  link: fields.link,
  category_id: fields.category,
  country: fields.country,
  color: fields.color,
});

export async function createShop({ trx }: Work, fields: ShopFields, logoPath: string): Promise<ShopDbRow> {
  await requireCategory(trx, fields.category);
  const [row] = await trx("shops")
    .insert({ ...columns(fields), logo_path: logoPath })
    .returning("id");
  return (await shopsQuery(trx)
    .where("s.id", (row as { id: string }).id)
    .first()) as ShopDbRow;
}

export async function editShop(
  { trx }: Work,
  id: string,
  fields: ShopFields,
  logoPath: string | null,
): Promise<{ result: ShopDbRow; previous: string | null }> {
  const before = (await trx("shops").where({ id }).forUpdate().first("id", "logo_path")) as
    { id: string; logo_path: string | null } | undefined;
  if (!before) throw NotFoundError(MESSAGES.shopNotFound);
  await requireCategory(trx, fields.category);
  await trx("shops")
    .where({ id })
    .update({ ...columns(fields), ...(logoPath ? { logo_path: logoPath } : {}) });
  const result = (await shopsQuery(trx).where("s.id", id).first()) as ShopDbRow;
  return { result, previous: logoPath ? before.logo_path : null };
}

/** Answers the logo to remove once committed. */
export async function deleteShop({ trx }: Work, id: string): Promise<string | null> {
  const before = (await trx("shops").where({ id }).forUpdate().first("id", "logo_path")) as
    { id: string; logo_path: string | null } | undefined;
  if (!before) throw NotFoundError(MESSAGES.shopNotFound);
  await trx("shops").where({ id }).delete();
  return before.logo_path;
}
