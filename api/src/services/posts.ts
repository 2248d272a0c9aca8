import type { Knex } from "knex";
import type { PostType } from "@ipf/shared/schemas/posts";
import { NotFoundError, ValidationError } from "../lib/errors.js";
import type { Scope, Work } from "./work.js";

/** Promotional posts: staff write them, everyone reads those not yet expired. */

const MESSAGES = {
  notFound: "This post was not found.",
  warehouse: "Please select a warehouse",
} as const;

type Translated = { en: string; ar: string; fr: string };

export interface PostDbRow {
  id: string;
  type: PostType;
  title: Translated;
  content: Translated;
  image_path: string | null;
  warehouse_id: string;
  discount: number | null;
  website: { title: string; url: string } | null;
  expires_at: Date;
  created_at: Date;
}

export interface PostFields {
  type: PostType;
  title: Translated;
  content: Translated;
  warehouse: string;
  discount: number | null;
  website: { title: string; url: string } | null;
  expiresAt: Date;
}

const columns = (fields: PostFields) => ({
  type: fields.type,
  title: JSON.stringify(fields.title),
  content: JSON.stringify(fields.content),
  warehouse_id: fields.warehouse,
  discount: fields.discount,
  website: fields.website ? JSON.stringify(fields.website) : null,
  expires_at: fields.expiresAt,
});

export async function listPosts(
  scope: Scope,
  options: { includeExpired: boolean; warehouse?: string | undefined; page: number; perPage: number },
): Promise<{ rows: PostDbRow[]; count: number }> {
  const where = (q: Knex.QueryBuilder) => {
    if (!options.includeExpired) q.where("expires_at", ">", scope.now);
    if (options.warehouse) q.where("warehouse_id", options.warehouse);
  };
  const rows = (await scope
    .db("posts")
    .modify(where)
    .orderBy([
      { column: "created_at", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .limit(options.perPage)
    .offset(options.page * options.perPage)) as PostDbRow[];
  const [{ count } = { count: 0 }] = await scope.db("posts").modify(where).count<{ count: number }[]>("* as count");
  return { rows, count: Number(count) };
}

async function requireWarehouse(trx: Knex.Transaction, id: string): Promise<void> {
  const found = await trx("warehouses").where({ id }).forShare().first("id");
  if (!found) throw ValidationError({ warehouse: MESSAGES.warehouse });
}

export async function createPost(
  { trx }: Work,
  fields: PostFields,
  imagePath: string | null,
  staffId: string,
): Promise<PostDbRow> {
  await requireWarehouse(trx, fields.warehouse);
  const [row] = await trx("posts")
    .insert({ ...columns(fields), image_path: imagePath, created_by: staffId })
    .returning("*");
  return row as PostDbRow;
}

export async function updatePost(
  { trx }: Work,
  id: string,
  fields: PostFields,
  imagePath: string | null,
): Promise<{ result: PostDbRow; previous: string | null }> {
  const before = (await trx("posts").where({ id }).forUpdate().first("id", "image_path")) as
    { id: string; image_path: string | null } | undefined;
  if (!before) throw NotFoundError(MESSAGES.notFound);
  await requireWarehouse(trx, fields.warehouse);
  const [row] = await trx("posts")
    .where({ id })
    .update({ ...columns(fields), ...(imagePath ? { image_path: imagePath } : {}) })
    .returning("*");
  return { result: row as PostDbRow, previous: imagePath ? before.image_path : null };
}

/** Answers the image to remove once committed. */
export async function deletePost({ trx }: Work, id: string): Promise<string | null> {
  const before = (await trx("posts").where({ id }).forUpdate().first("id", "image_path")) as
    { id: string; image_path: string | null } | undefined;
  if (!before) throw NotFoundError(MESSAGES.notFound);
  await trx("posts").where({ id }).delete();
  return before.image_path;
}
