/**
 * A parcel with a service requested or under way is neither consolidated,
 * split nor shipped until the service is done or cancelled
 * (SERVICE_BLOCKED_ACTIONS of rules/parcel-state.ts). Called after the
 * parcels are locked: a service asked for meanwhile locks them too.
 */
import { blockedByService, type ParcelAction } from "@ipf/shared/rules/parcel-state";
import { OPEN_SERVICE_STATES } from "@ipf/shared/rules/services";
import { ConflictError } from "../../lib/errors.js";
import type { Scope } from "../work.js";
import type { ParcelRow } from "./rows.js";

const MESSAGE = (code: string) =>
  `A service is open on parcel ${code}: wait until it is done, or cancel it, before this request.`;

export async function assertNoOpenService(
  scope: Scope,
  parcels: readonly ParcelRow[],
  action: ParcelAction,
): Promise<void> {
  if (parcels.length === 0 || !blockedByService(action, true)) return;
  const open = (await scope
    .db("service_requests")
    .whereIn(
      "parcel_id",
      parcels.map((parcel) => parcel.id),
    )
    .whereIn("state", OPEN_SERVICE_STATES)
    .first("parcel_id")) as { parcel_id: string } | undefined;
  if (!open) return;
  const code = parcels.find((parcel) => parcel.id === open.parcel_id)!.parcel_code;
  throw ConflictError("SERVICE_OPEN", MESSAGE(code));
}
