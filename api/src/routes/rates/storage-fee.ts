import { storageFee } from "@ipf/shared/contract/storage-fee";
import { unitsOfCents } from "@ipf/shared/format";
import type { Api } from "../../lib/api.js";
import type { Deps } from "../../deps.js";
import { setStorageFee, storageFeeCentsPerDay, storageFeeSetting } from "../../services/storage-fee.js";
import { readScope } from "../../services/work.js";
import { changeRoutes } from "../kit.js";

const MESSAGES = { updated: "Updated Successfully" } as const;

/** The daily storage fee: admins read and set it beside the rates; customers read it. */
export function registerStorageFeeRoutes(api: Api, deps: Deps) {
  const change = changeRoutes(api, deps);

  api.bind(storageFee.read, async () => ({ error: false as const, ...(await storageFeeSetting(readScope(deps))) }));

  change(storageFee.set, MESSAGES.updated, {
    run: (work, { body }) => setStorageFee(work, body.feePerDay),
    answer: () => storageFeeSetting(readScope(deps)),
  });

  api.bind(storageFee.readForCustomer, async () => ({
    error: false as const,
    feePerDay: unitsOfCents(await storageFeeCentsPerDay(readScope(deps))),
  }));
}
