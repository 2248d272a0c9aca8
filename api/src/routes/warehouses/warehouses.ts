import type { Context } from "koa";
import { warehouses } from "@ipf/shared/contract/warehouses";
import { warehouseFormSchema, warehouseSwitchSchema } from "@ipf/shared/schemas/warehouses";
import type { CustomerRow } from "../../db-rows.js";
import { parseOrThrow, type Api } from "../../lib/api.js";
import { bearer, liveAccount } from "../../lib/auth.js";
import { readMultipart } from "../../lib/multipart.js";
import type { Deps } from "../../deps.js";
import { presentWarehouse } from "../../presenters/warehouse.js";
import { rateCardsOf } from "../../services/rate-card.js";
import { fileOf, withUpload } from "../../services/uploads.js";
import {
  type WarehouseDbRow,
  countLiveCustomers,
  createWarehouse,
  listWarehouses,
  switchWarehouse,
  updateWarehouse,
} from "../../services/warehouses.js";
import { inTransaction, readScope } from "../../services/work.js";

const MESSAGES = {
  created: "Created Successfully",
  updated: "updated successfully",
} as const;

/**
 * The signed-in customer when a valid customer token comes with the
 * request. This call is public: a missing, stale or foreign token is a
 * guest, never a 401 that would break the calculator of a signed-out visitor.
 */
function optionalCustomer(deps: Deps, ctx: Context): Promise<CustomerRow | undefined> {
  return liveAccount(deps, bearer(ctx), "customer");
}

export function registerWarehouseRoutes(api: Api, deps: Deps) {
  const rates = rateCardsOf(deps);

  api.bind(warehouses.list, async (ctx) => {
    const customer = await optionalCustomer(deps, ctx);
    const rows = await listWarehouses(readScope(deps), true);
    return { error: false as const, addresses: rows.map((row) => presentWarehouse(row, customer?.address_code)) };
  });

  api.bind(warehouses.listAll, async () => {
    const scope = readScope(deps);
    return {
      error: false as const,
      addresses: (await listWarehouses(scope, false)).map((r) => presentWarehouse(r)),
      customerCount: await countLiveCustomers(scope),
    };
  });

  api.bind(warehouses.add, async (ctx, { form, files }) => {
    const row = await withUpload(readScope(deps), fileOf(files, "image", "flagImage"), "flags", async (flag) => ({
      result: await inTransaction(deps, (work) => createWarehouse(work, form, flag)),
    }));
    ctx.status = 201;
    return { error: false as const, message: MESSAGES.created, address: presentWarehouse(row) };
  });

  // The body is read here: a multipart form (an edit, or a switch) or JSON (a switch).
  api.bind(warehouses.update, async (ctx, { params }) => {
    let row: WarehouseDbRow;
    if (ctx.is("multipart/form-data")) {
      const { fields, files } = await readMultipart(ctx, { maxFiles: 1 });
      const flag = fileOf(files, "image", "flagImage");
      if (!flag && Object.keys(fields).every((name) => name === "isActive")) {
        const { isActive } = parseOrThrow(warehouseSwitchSchema, fields);
        row = await inTransaction(deps, (work) => switchWarehouse(work, params.id, isActive));
      } else {
        const form = parseOrThrow(warehouseFormSchema, fields);
        row = await withUpload(readScope(deps), flag, "flags", (path) =>
          inTransaction(deps, (work) => updateWarehouse(work, params.id, form, path)),
        );
      }
    } else {
      const { isActive } = parseOrThrow(warehouseSwitchSchema, ctx.request.body ?? {});
      row = await inTransaction(deps, (work) => switchWarehouse(work, params.id, isActive));
    }
    // Which warehouses are open decides what the calculator quotes.
    await rates.changed();
    return { error: false as const, message: MESSAGES.updated, address: presentWarehouse(row) };
  });
}
