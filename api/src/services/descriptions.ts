import { ConflictError, NotFoundError } from "../lib/errors.js";
import {
  refusalOf,
  settleMissingCodes,
  type DescriptionFields,
  type RefusedRow,
  type WorkbookEntry,
} from "./descriptions-xlsx.js";
import type { Scope, Work } from "./work.js";

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
  description_ar: string | null;
  description_fr: string | null;
  hs_code: string | null;
  bold: boolean;
}

export type { DescriptionFields };

const COLUMNS = ["id", "category", "description", "description_ar", "description_fr", "hs_code", "bold"] as const;

export async function listDescriptions(scope: Scope): Promise<DescriptionDbRow[]> {
  return (await scope
    .db("package_descriptions")
    .orderByRaw("lower(category), lower(description)")
    .select(COLUMNS)) as DescriptionDbRow[];
}

/** The last of entries sharing a key wins: one row per key reaches the upsert. */
function distinct(entries: DescriptionFields[]): DescriptionFields[] {
  const byKey = new Map<string, DescriptionFields>();
  for (const entry of entries) byKey.set(keyOf(entry), entry);
  return [...byKey.values()];
}

const asRecordset = (entries: DescriptionFields[]) =>
  JSON.stringify(
    entries.map((e) => ({
      category: e.category,
      description: e.description,
      description_ar: e.descriptionAr ?? null,
      description_fr: e.descriptionFr ?? null,
      hs_code: e.code,
    })),
  );

/** The recordset of asRecordset, as SQL reads it. */
const RECORDSET = `jsonb_to_recordset(CAST(? AS jsonb))
       AS r(category text, description text, description_ar text, description_fr text, hs_code text)`;

/** Adds the new entries; those already there are answered as they are. */
export async function addDescriptions({ trx }: Work, entries: DescriptionFields[]): Promise<DescriptionDbRow[]> {
  const rows = distinct(entries);
  await trx.raw(
    `INSERT INTO package_descriptions (category, description, description_ar, description_fr, hs_code)
     SELECT category, description, description_ar, description_fr, hs_code
     FROM ${RECORDSET}
     ON CONFLICT DO NOTHING`,
    [asRecordset(rows)],
  );
  const { rows: found } = await trx.raw<{ rows: DescriptionDbRow[] }>(
    `SELECT ${COLUMNS.map((column) => `d.${column}`).join(", ")}
     FROM package_descriptions d
     JOIN ${RECORDSET}
       ON lower(d.category) = lower(r.category) AND lower(d.description) = lower(r.description)
     ORDER BY lower(d.category), lower(d.description)`,
    [asRecordset(rows)],
  );
  return found;
}

const keyOf = (entry: { category: string; description: string }) =>
  `${entry.category.toLowerCase()}\u0000${entry.description.toLowerCase()}`;

/** A fingerprint of the whole catalogue: it changes whenever any entry does. */
export async function catalogueVersion(scope: Scope): Promise<string> {
  const { rows } = await scope.db.raw<{ rows: { version: string }[] }>(
    `SELECT md5(coalesce(string_agg(
       concat_ws('|', id, category, description, coalesce(hs_code, ''),
         coalesce(description_ar, ''), coalesce(description_fr, '')), E'\\n' ORDER BY id), '')) AS version
     FROM package_descriptions`,
  );
  return rows[0]!.version;
}

export interface ImportPlan<Entry extends DescriptionFields> {
  version: string;
  added: Entry[];
  changed: (Entry & { id: string; before: string | null })[];
  removed: DescriptionDbRow[];
  unchanged: number;
}

/** What importing `entries` would change, against the catalogue as it is now. Saves nothing. */
export async function planImport(
  scope: Scope,
  read: { entries: WorkbookEntry[]; refused: RefusedRow[] },
): Promise<ImportPlan<WorkbookEntry> & { refused: RefusedRow[] }> {
  const current = (await scope
    .db("package_descriptions")
    .orderByRaw("lower(category), lower(description)")
    .select(COLUMNS)) as DescriptionDbRow[];
  const byKey = new Map(current.map((row) => [keyOf(row), row]));
  const { entries, refused } = settleMissingCodes(
    read.entries,
    read.refused,
    (e) => byKey.get(keyOf(e))?.hs_code === null,
  );
  const plan: ImportPlan<WorkbookEntry> & { refused: RefusedRow[] } = {
    refused,
    version: await catalogueVersion(scope),
    added: [],
    changed: [],
    removed: [],
    unchanged: 0,
  };
  const inFile = new Set<string>();
  for (const entry of entries) {
    const key = keyOf(entry);
    inFile.add(key);
    const found = byKey.get(key);
    if (!found) plan.added.push(entry);
    else if (changes(found, entry)) plan.changed.push({ ...entry, id: found.id, before: found.hs_code });
    else plan.unchanged++;
  }
  plan.removed = current.filter((row) => !inFile.has(keyOf(row)));
  return plan;
}

/** A file's entry changes the catalogue's: its code, or a translation it gives (a blank cell keeps the one there). */
function changes(found: DescriptionDbRow, entry: DescriptionFields): boolean {
  const differs = (given: string | null | undefined, current: string | null) => Boolean(given) && given !== current;
  return (
    found.hs_code !== entry.code ||
    differs(entry.descriptionAr, found.description_ar) ||
    differs(entry.descriptionFr, found.description_fr)
  );
}

const MESSAGES_IMPORT = {
  changed:
    "The catalogue has changed since this file was checked. The preview has been refreshed: please check it again.",
} as const;

/**
 * Saves a checked file, all of it or (on any failure) none: new entries are
 * added, codes updated, and with `replace` the entries the file does not
 * hold are deleted. The table is locked against other writers meanwhile, so
 * two imports run one after the other; with `version`, an import made on a
 * catalogue that has changed since its preview is refused (409).
 */
export async function importDescriptions(
  work: Work,
  read: { entries: WorkbookEntry[]; refused: RefusedRow[] },
  options: { replace?: boolean; version?: string | undefined } = {},
): Promise<{ added: number; updated: number; removed: number }> {
  const { trx } = work;
  await trx.raw("LOCK TABLE package_descriptions IN SHARE ROW EXCLUSIVE MODE");
  if (options.version !== undefined && options.version !== (await catalogueVersion(work)))
    throw ConflictError("CATALOGUE_CHANGED", MESSAGES_IMPORT.changed);
  const codeless = new Set(
    (
      (await trx("package_descriptions").whereNull("hs_code").select("category", "description")) as DescriptionFields[]
    ).map(keyOf),
  );
  const { entries, refused } = settleMissingCodes(read.entries, read.refused, (e) => codeless.has(keyOf(e)));
  if (refused[0]) throw refusalOf(refused[0]);
  const recordset = asRecordset(distinct(entries));
  const { rows } = await trx.raw<{ rows: { inserted: boolean }[] }>(
    `INSERT INTO package_descriptions AS d (category, description, description_ar, description_fr, hs_code)
     SELECT category, description, description_ar, description_fr, hs_code
     FROM ${RECORDSET}
     ON CONFLICT (lower(category), lower(description)) DO UPDATE SET
       hs_code = EXCLUDED.hs_code,
       description_ar = coalesce(EXCLUDED.description_ar, d.description_ar),
       description_fr = coalesce(EXCLUDED.description_fr, d.description_fr)
       WHERE (d.hs_code, d.description_ar, d.description_fr) IS DISTINCT FROM
         (EXCLUDED.hs_code, coalesce(EXCLUDED.description_ar, d.description_ar),
          coalesce(EXCLUDED.description_fr, d.description_fr))
     RETURNING (xmax = 0) AS inserted`,
    [recordset],
  );
  const added = rows.filter((r) => r.inserted).length;
  let removed = 0;
  if (options.replace) {
    const deleted = await trx.raw<{ rowCount: number }>(
      `DELETE FROM package_descriptions d
       WHERE NOT EXISTS (
         SELECT 1 FROM jsonb_to_recordset(CAST(? AS jsonb)) AS r(category text, description text)
         WHERE lower(r.category) = lower(d.category) AND lower(r.description) = lower(d.description))`,
      [recordset],
    );
    removed = deleted.rowCount;
  }
  return { added, updated: rows.length - added, removed };
}

export async function editDescription(
  { trx }: Work,
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
        ...(fields.descriptionAr !== undefined ? { description_ar: fields.descriptionAr } : {}),
        ...(fields.descriptionFr !== undefined ? { description_fr: fields.descriptionFr } : {}),
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

export async function deleteDescription({ trx }: Work, id: string): Promise<void> {
  const deleted = await trx("package_descriptions").where({ id }).delete();
  if (!deleted) throw NotFoundError(MESSAGES.notFound);
}
