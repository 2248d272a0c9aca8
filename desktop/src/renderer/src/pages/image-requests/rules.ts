/**
 * Pure rules of the photo-requests screen: what each tab lists, which
 * actions a group sees on a request, and whether the photos chosen may be
 * uploaded.
 */
import { can } from "@ipf/shared/permissions";
import type { imageRequestSchema } from "@ipf/shared/schemas/parcels";
import { imageUploadFormSchema } from "@ipf/shared/schemas/parcels-staff";
import type { z } from "zod";
import { MAX_PHOTOS } from "../../photos/rules";

export type ImageRequest = z.infer<typeof imageRequestSchema>;

export const IMAGE_REQUEST_TABS = ["pending", "done", "all"] as const;
export type ImageRequestTab = (typeof IMAGE_REQUEST_TABS)[number];

/** The API's `complete` filter of a tab; All lists every request, pending first. */
export function tabComplete(tab: ImageRequestTab): boolean | undefined {
  return tab === "all" ? undefined : tab === "done";
}

export interface ImageRequestActions {
  upload: boolean;
  complete: boolean;
  delete: boolean;
}

/** Upload and mark complete while pending, delete at any time: admins only (support views). */
export function imageRequestActions(
  groupId: number | null | undefined,
  request: Pick<ImageRequest, "complete">,
): ImageRequestActions {
  const manage = can(groupId, "imageRequests.manage");
  return { upload: manage && !request.complete, complete: manage && !request.complete, delete: manage };
}

/** An answer to a photo request carries at least one photo, at most what one upload takes. */
export const UPLOAD_PHOTOS = { required: true, max: MAX_PHOTOS } as const;

/** The multipart body of POST /api/packages/images/update: the request, its parcel, the photos. */
export function uploadForm(request: Pick<ImageRequest, "_id" | "package">, photos: readonly Blob[]): FormData {
  const fields = imageUploadFormSchema.parse({ requestId: request._id, packageId: request.package._id });
  const form = new FormData();
  form.set("requestId", fields.requestId);
  if (fields.packageId) form.set("packageId", fields.packageId);
  photos.forEach((photo, index) =>
    form.append("images", photo, `photo-${index + 1}.${photo.type === "image/webp" ? "webp" : "jpg"}`),
  );
  return form;
}

/** The share of the upload sent, as a whole percentage for the progress bar's label. */
export function percent(fraction: number): number {
  return Math.round(Math.min(1, Math.max(0, fraction)) * 100);
}
