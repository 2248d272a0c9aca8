import type { z } from "zod";
import { contract } from "@ipf/shared/contract";
import type { packagesGroupSchema } from "@ipf/shared/schemas/parcels";
import { pageQuery, type PageRequest } from "./calls";
import { caller, type ApiRequest, type UploadProgress } from "./client";

/** An assemble request ("packages group" on the wire). */
export type PackagesGroup = z.infer<typeof packagesGroupSchema>;

const { consolidations, parcels } = contract;

const managing = {
  cancel: consolidations.cancel,
  revert: consolidations.revert,
  delete: consolidations.remove,
} as const;

/** Assemble requests: the open and accepted lists, packing one, and managing them. */
export function consolidationCalls(request: ApiRequest) {
  const call = caller(request);

  return {
    /** The open requests, or the accepted ones. */
    consolidations: (page: PageRequest, accepted: boolean) =>
      call(accepted ? consolidations.listAccepted : consolidations.listOpen, { query: pageQuery(page) }),
    /** The group a parcel (or the consolidated parcel) belongs to. */
    consolidation: async (packageId: string) =>
      (await call(consolidations.get, { params: { packageId } })).packagesGroup,
    /** The parcel an accepted request was packed into, or null. */
    consolidatedParcel: async (packageId: string) => {
      const { packages } = await call(parcels.list, { query: { packageId, page: 0, perPage: 1 } });
      return packages.find((parcel) => parcel.packageId === packageId) ?? null;
    },
    /** A multipart form: measures, fees, photos. */
    assemble: (form: FormData, onProgress?: UploadProgress) => call(consolidations.assemble, { form, onProgress }),
    manageConsolidation: (action: "cancel" | "revert" | "delete", requestId: string) =>
      call(managing[action], { body: { requestId } }),
    removeFromConsolidation: (groupId: string, packageId: string) =>
      call(consolidations.removeParcel, { params: { groupId }, body: { packageId } }),
  };
}
