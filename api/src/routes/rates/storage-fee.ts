import {
  customerStorageFeeResponseSchema,
  storageFeeRequestSchema,
  storageFeeResponseSchema,
  storageFeeSavedResponseSchema,
} from "@ipf/shared/schemas/storage";
import { unitsOfCents } from "@ipf/shared/format";
import type { Api } from "../../lib/api.js";
import type { Deps } from "../../deps.js";
import { setStorageFee, storageFeeCentsPerDay, storageFeeSetting } from "../../services/storage-fee.js";
import { changeRoutes } from "../kit-legacy.js";

const MESSAGES = { updated: "Updated Successfully" } as const;

/** The daily storage fee: admins read and set it beside the rates; customers read it. */
export function registerStorageFeeRoutes(api: Api, deps: Deps) {
  const tags = ["rates"];
  const change = changeRoutes(api, deps, { tags, auth: { staff: "rates.manage" } });

  api.get(
    "/api/storage-fee",
    {
      summary: "The daily storage fee after free storage (dollars) and its latest changes",
      tags,
      auth: { staff: "rates.manage" },
      schemas: { response: storageFeeResponseSchema },
    },
    async () => ({ error: false as const, ...(await storageFeeSetting(deps.db)) }),
  );

  change("/api/storage-fee", MESSAGES.updated, {
    method: "put",
    summary: "Set the daily storage fee (dollars, 0 to 100, whole cents); the change is recorded",
    schemas: { body: storageFeeRequestSchema, response: storageFeeSavedResponseSchema },
    run: (work, { body }) => setStorageFee(work, body.feePerDay),
    answer: () => storageFeeSetting(deps.db),
  });

  api.get(
    "/api/users/storage_fee",
    {
      summary: "The daily storage fee a parcel accrues once its free storage has ended (dollars)",
      tags: ["locker"],
      auth: "customer",
      schemas: { response: customerStorageFeeResponseSchema },
    },
    async () => ({ error: false as const, feePerDay: unitsOfCents(await storageFeeCentsPerDay(deps.db)) }),
  );
}
