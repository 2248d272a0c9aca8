import type { z } from "zod";
import {
  groupResponseSchema,
  parcelListResponseSchema,
  parcelResponseSchema,
  type packagesGroupSchema,
  packagesGroupsResponseSchema,
} from "@ipf/shared/schemas/parcels";
import { verbs, pageQuery, type PageRequest } from "./calls";
import type { ApiRequest, UploadProgress } from "./client";

/** An assemble request ("packages group" on the wire). */
export type PackagesGroup = z.infer<typeof packagesGroupSchema>;

/** Assemble requests (back-office-operations 2, 4 and 7). */
export function consolidationCalls(request: ApiRequest) {
  const { get, post } = verbs(request);

  return {
    /** GET /api/packages/groups (open) or /groups/complete (accepted). */
    consolidations: (page: PageRequest, accepted: boolean) =>
      get(
        accepted ? "/api/packages/groups/complete" : "/api/packages/groups",
        packagesGroupsResponseSchema,
        pageQuery(page),
      ),
    /** GET /api/packages/assemble/{packageId}: the group a parcel (or the consolidated parcel) belongs to. */
    consolidation: async (packageId: string) =>
      (await get(`/api/packages/assemble/${encodeURIComponent(packageId)}`, groupResponseSchema)).packagesGroup,
    /** GET /api/packages/get/all?packageId=: the parcel an accepted request was packed into, or null. */
    consolidatedParcel: async (packageId: string) => {
      const { packages } = await get("/api/packages/get/all", parcelListResponseSchema, {
        packageId,
        page: 0,
        perPage: 1,
      });
      return packages.find((parcel) => parcel.packageId === packageId) ?? null;
    },
    /** POST /api/packages/add-assemble (multipart: measures, fees, photos). */
    assemble: (form: FormData, onProgress?: UploadProgress) =>
      request({ method: "POST", path: "/api/packages/add-assemble", form, answer: parcelResponseSchema, onProgress }),
    /** POST /api/packages/group/{cancel,revert,delete} */
    manageConsolidation: (action: "cancel" | "revert" | "delete", requestId: string) =>
      post(`/api/packages/group/${action}`, { requestId }),
    /** POST /api/packages/groups/remove-package/{groupId} */
    removeFromConsolidation: (groupId: string, packageId: string) =>
      post(`/api/packages/groups/remove-package/${encodeURIComponent(groupId)}`, { packageId }),
  };
}
