import { imageRequestsResponseSchema } from "@ipf/shared/schemas/parcels";
import { imageRequestRequestSchema } from "@ipf/shared/schemas/parcels-customer";
import {
  imageRequestListQuerySchema,
  imageUploadFormSchema,
  requestIdBodySchema,
} from "@ipf/shared/schemas/parcels-staff";
import type { Api } from "../../lib/api.js";
import { currentCustomer } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import { requestPage } from "../../presenters/page.js";
import {
  completeImageRequest,
  deleteImageRequest,
  listImageRequests,
  requestImages,
  uploadRequestedImages,
} from "../../services/parcels/image-requests.js";
import { requireImages } from "../../services/parcels/intake.js";
import { imageRequestViews } from "../../services/parcels/load-requests.js";
import { parcelRoutes } from "../kit-legacy.js";

const MESSAGES = {
  requested: "Photo request has been sent successully",
  uploaded: "Uploaded Successfully",
  completed: "Updated Successfully",
  deleted: "Deleted Successfully",
} as const;

export function registerImageRequestRoutes(api: Api, deps: Deps) {
  const { routes, change, request } = parcelRoutes(api, deps, "imageRequests.manage");

  request("/api/packages/images/request", MESSAGES.requested, {
    summary: "Ask for more photos of a parcel free in the locker; 409 REQUEST_SENT ('sent') when already asked",
    schemas: { body: imageRequestRequestSchema },
    created: true,
    run: (work, { body }, ctx) => requestImages(work, currentCustomer(ctx).id, body.id),
  });

  routes.get(
    "/api/packages/images/get",
    {
      summary: "Photo requests, pending first",
      auth: { staff: "imageRequests.view" },
      schemas: { query: imageRequestListQuerySchema, response: imageRequestsResponseSchema },
    },
    async (_ctx, { query }) => {
      const page = await listImageRequests(deps, query);
      return requestPage("imageRequests", await imageRequestViews(deps, page.ids, deps.now()), page);
    },
  );

  change("/api/packages/images/update", MESSAGES.uploaded, {
    summary: "Upload the photos a customer asked for (multipart); completes the request",
    schemas: { form: imageUploadFormSchema },
    photos: true,
    check: ({ files }) => requireImages(files),
    run: (work, { form }, _ctx, photos) => uploadRequestedImages(work, form.requestId, form.packageId, photos),
  });

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
