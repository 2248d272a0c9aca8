import type { Knex } from "knex";
import { DEFAULT_WAREHOUSE_COLOR } from "@ipf/shared/schemas/warehouses";
import { NotFoundError } from "../lib/errors.js";
import type { Scope, Work } from "./work.js";

/** Warehouses: where parcels are received (the old product's company addresses). */

const MESSAGES = { notFound: "This address was not found." } as const;

export interface WarehouseDbRow {
  id: string;
  country: string;
  state: string;
  city: string;
  zip: string;
  phone: string;
  address_line_one: string;
  address_line_two: string;
  color: string;
  flag_image_path: string | null;
  is_active: boolean;
  created_at: Date;
}

export interface WarehouseFields {
  country: string;
  state: string;
  city: string;
  zip: string;
  phone: string;
  addressLineOne: string;
  addressLineTwo: string;
  color?: string | undefined;
  isActive?: boolean | undefined;
}

const columns = (fields: WarehouseFields) => ({
  country: fields.country,
  state: fields.state,
  city: fields.city,
  zip: fields.zip,
  phone: fields.phone,
  address_line_one: fields.addressLineOne,
  address_line_two: fields.addressLineTwo,
});

export async function listWarehouses(scope: Scope, activeOnly: boolean): Promise<WarehouseDbRow[]> {
  return (await scope
    .db("warehouses")
    .modify((q) => {
      if (activeOnly) q.where({ is_active: true });
    })
    .orderBy([{ column: "created_at" }, { column: "id" }])) as WarehouseDbRow[];
}

/** Customers whose "My address" lists every open warehouse: the live accounts. */
export async function countLiveCustomers(scope: Scope): Promise<number> {
  const [row] = await scope.db("customers").whereNull("deleted_at").count<{ count: string }[]>("* as count");
  return Number(row?.count ?? 0);
}

/** New warehouses start inactive, whatever the form says. */
export async function createWarehouse(
  { trx }: Work,
  fields: WarehouseFields,
  flagPath: string | null,
): Promise<WarehouseDbRow> {
  const [row] = await trx("warehouses")
    .insert({
      ...columns(fields),
      color: fields.color ?? DEFAULT_WAREHOUSE_COLOR,
      flag_image_path: flagPath,
      is_active: false,
    })
    .returning("*");
  return row as WarehouseDbRow;
}

async function lock(trx: Knex.Transaction, id: string): Promise<WarehouseDbRow> {
  const row = (await trx("warehouses").where({ id }).forUpdate().first()) as WarehouseDbRow | undefined;
  if (!row) throw NotFoundError(MESSAGES.notFound);
  return row;
}

/** Answers the updated row and the flag it replaced (to remove once committed). */
export async function updateWarehouse(
  { trx }: Work,
  id: string,
  fields: WarehouseFields,
  flagPath: string | null,
): Promise<{ result: WarehouseDbRow; previous: string | null }> {
  const before = await lock(trx, id);
  const [row] = await trx("warehouses")
    .where({ id })
    .update({
      ...columns(fields),
      ...(fields.color ? { color: fields.color } : {}),
      ...(fields.isActive !== undefined ? { is_active: fields.isActive } : {}),
      ...(flagPath ? { flag_image_path: flagPath } : {}),
    })
    .returning("*");
  return { result: row as WarehouseDbRow, previous: flagPath ? before.flag_image_path : null };
}

export async function switchWarehouse({ trx }: Work, id: string, active: boolean): Promise<WarehouseDbRow> {
  await lock(trx, id);
  const [row] = await trx("warehouses").where({ id }).update({ is_active: active }).returning("*");
  return row as WarehouseDbRow;
}
