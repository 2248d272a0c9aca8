import type { Knex } from "knex";
import type { Db } from "@ipf/db";
import { ConflictError, NotFoundError } from "../lib/errors.js";

/**
 * The package-description catalogue. (category, description) is unique
 * case-blind: adding an entry that exists keeps it, importing one updates
 * its code.
 */

const MESSAGES = {
  notFound: "This description was not found.",
  exists: "This description already exists in this category.",
} as const;

const UNIQUE_VIOLATION = "23505";

export interface DescriptionDbRow {
  id: string;
  category: string;
  description: string;
  hs_code: string | null;
  bold: boolean;
}

export interface DescriptionFields {
  category: string;
  description: string;
  code: string | null;
}

const COLUMNS = ["id", "category", "description", "hs_code", "bold"] as const;

export async function listDescriptions(db: Db): Promise<DescriptionDbRow[]> {
  return (await db("package_descriptions")
    .orderByRaw("lower(category), lower(description)")
    .select(COLUMNS)) as DescriptionDbRow[];
}

/** The last of entries sharing a key wins: one row per key reaches the upsert. */
function distinct(entries: DescriptionFields[]): DescriptionFields[] {
  const byKey = new Map<string, DescriptionFields>();
  for (const entry of entries)
    byKey.set(`${entry.category.toLowerCase()}\u0000${entry.description.toLowerCase()}`, entry);
  return [...byKey.values()];
}

const asRecordset = (entries: DescriptionFields[]) =>
  JSON.stringify(entries.map((e) => ({ category: e.category, description: e.description, hs_code: e.code })));

/** Adds the new entries; those already there are answered as they are. */
export async function addDescriptions(
  trx: Knex.Transaction,
  entries: DescriptionFields[],
): Promise<DescriptionDbRow[]> {
  const rows = distinct(entries);
  await trx.raw(
    `INSERT INTO package_descriptions (category, description, hs_code)
     SELECT category, description, hs_code
     FROM jsonb_to_recordset(CAST(? AS jsonb)) AS r(category text, description text, hs_code text)
     ON CONFLICT DO NOTHING`,
    [asRecordset(rows)],
  );
  const { rows: found } = await trx.raw<{ rows: DescriptionDbRow[] }>(
    `SELECT d.id, d.category, d.description, d.hs_code, d.bold
     FROM package_descriptions d
     JOIN jsonb_to_recordset(CAST(? AS jsonb)) AS r(category text, description text)
       ON lower(d.category) = lower(r.category) AND lower(d.description) = lower(r.description)
     ORDER BY lower(d.category), lower(d.description)`,
    [asRecordset(rows)],
  );
  return found;
}

/** One statement: every row is saved, or (on any failure) none. */
export async function importDescriptions(
  trx: Knex.Transaction,
  entries: DescriptionFields[],
): Promise<{ added: number; updated: number }> {
  const { rows } = await trx.raw<{ rows: { inserted: boolean }[] }>(
    `INSERT INTO package_descriptions (category, description, hs_code)
     SELECT category, description, hs_code
     FROM jsonb_to_recordset(CAST(? AS jsonb)) AS r(category text, description text, hs_code text)
     ON CONFLICT (lower(category), lower(description)) DO UPDATE SET hs_code = EXCLUDED.hs_code
     RETURNING (xmax = 0) AS inserted`,
    [asRecordset(distinct(entries))],
  );
  const added = rows.filter((r) => r.inserted).length;
  return { added, updated: rows.length - added };
}

export async function editDescription(
  trx: Knex.Transaction,
  id: string,
  fields: DescriptionFields & { bold?: boolean | undefined },
): Promise<DescriptionDbRow> {
  const found = await trx("package_descriptions").where({ id }).forUpdate().first("id");
  if (!found) throw NotFoundError(MESSAGES.notFound);
  try {
    const [row] = await trx("package_descriptions")
      .where({ id })
      .update({
        category: fields.category,
        description: fields.description,
        hs_code: fields.code,
        ...(fields.bold !== undefined ? { bold: fields.bold } : {}),
      })
      .returning(COLUMNS);
    return row as DescriptionDbRow;
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION)
      throw ConflictError("DESCRIPTION_EXISTS", MESSAGES.exists);
    throw error;
  }
}

export async function deleteDescription(trx: Knex.Transaction, id: string): Promise<void> {
  const deleted = await trx("package_descriptions").where({ id }).delete();
  if (!deleted) throw NotFoundError(MESSAGES.notFound);
}
