import { imageRequestsResponseSchema } from "@ipf/shared/schemas/parcels";
import { imageRequestRequestSchema } from "@ipf/shared/schemas/parcels-customer";
import {
  imageRequestListQuerySchema,
  imageUploadFormSchema,
  requestIdBodySchema,
} from "@ipf/shared/schemas/parcels-staff";
import { messageResponseSchema } from "@ipf/shared/schemas/common";
import type { Api } from "../../lib/api.js";
import { currentCustomer, currentStaff } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import {
  completeImageRequest,
  deleteImageRequest,
  listImageRequests,
  requestImages,
  uploadRequestedImages,
} from "../../services/parcels/image-requests.js";
import { requireImages, withStoredImages } from "../../services/parcels/intake.js";
import { imageRequestViews } from "../../services/parcels/load-requests.js";
import { inTransaction } from "../../services/work.js";
import { PARCEL_UPLOAD } from "./intake.js";
import { changeRoutes } from "../kit.js";

const MESSAGES = {
  requested: "Photo request has been sent successully",
  uploaded: "Uploaded Successfully",
  completed: "Updated Successfully",
  deleted: "Deleted Successfully",
} as const;

export function registerImageRequestRoutes(api: Api, deps: Deps) {
  const change = changeRoutes(api, deps, {
    tags: ["packages"],
    auth: { staff: "imageRequests.manage" },
    errors: [404, 409],
  });

  change("/api/packages/images/request", MESSAGES.requested, {
    summary: "Ask for more photos of a parcel free in the locker; 409 REQUEST_SENT ('sent') when already asked",
    tags: ["locker"],
    auth: "customer",
    schemas: { body: imageRequestRequestSchema },
    created: true,
    run: (work, { body }, ctx) => requestImages(work, currentCustomer(ctx).id, body.id),
  });

  api.get(
    "/api/packages/images/get",
    {
      summary: "Photo requests, pending first",
      tags: ["packages"],
      auth: { staff: "imageRequests.view" },
      schemas: { query: imageRequestListQuerySchema, response: imageRequestsResponseSchema },
    },
    async (_ctx, { query }) => {
      const page = await listImageRequests(deps, query);
      return {
        error: false as const,
        imageRequests: await imageRequestViews(deps, page.ids, deps.now()),
        requestCount: page.total,
        pageCount: page.pageCount,
      };
    },
  );

  api.post(
    "/api/packages/images/update",
    {
      summary: "Upload the photos a customer asked for (multipart); completes the request",
      tags: ["packages"],
      auth: { staff: "imageRequests.manage" },
      schemas: { form: imageUploadFormSchema, response: messageResponseSchema },
      errors: [404, 409, 413],
      upload: PARCEL_UPLOAD,
    },
    async (ctx, { form, files }) => {
      requireImages(files);
      const staff = currentStaff(ctx);
      await withStoredImages(deps, files, (paths) =>
        inTransaction(deps, (work) => uploadRequestedImages(work, form.requestId, form.packageId, paths), { staff }),
      );
      return { error: false as const, message: MESSAGES.uploaded };
    },
  );

  change("/api/packages/images/complete", MESSAGES.completed, {
    summary: "Mark a photo request complete",
    schemas: { body: requestIdBodySchema },
    run: (work, { body }) => completeImageRequest(work, body.requestId),
  });

  change("/api/packages/images/delete", MESSAGES.deleted, {
    summary: "Delete a photo request",
    schemas: { body: requestIdBodySchema },
    errors: [404],
    run: (work, { body }) => deleteImageRequest(work, body.requestId),
  });
}
