import { photoRequests } from "@ipf/shared/contract/photo-requests";
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
import { presentImageRequest } from "../../presenters/parcel-requests.js";
import { loadImageRequests } from "../../services/parcels/load-requests.js";
import { readScope } from "../../services/work.js";
import { changeRoutes } from "../kit.js";

const MESSAGES = {
  requested: "Photo request has been sent successully",
  uploaded: "Uploaded Successfully",
  completed: "Updated Successfully",
  deleted: "Deleted Successfully",
} as const;

export function registerImageRequestRoutes(api: Api, deps: Deps) {
  const change = changeRoutes(api, deps);

  change(photoRequests.request, MESSAGES.requested, {
    created: true,
    run: (work, { body }, ctx) => requestImages(work, currentCustomer(ctx).id, body.id),
  });

  api.bind(photoRequests.list, async (_ctx, { query }) => {
    const scope = readScope(deps);
    const page = await listImageRequests(scope, query);
    const requests = await loadImageRequests(scope, page.ids);
    return requestPage(
      "imageRequests",
      requests.map((request) => presentImageRequest(request, scope.now)),
      page,
    );
  });

  change(photoRequests.upload, MESSAGES.uploaded, {
    photos: true,
    check: ({ files }) => requireImages(files),
    run: (work, { form }, _ctx, photos) => uploadRequestedImages(work, form.requestId, form.packageId, photos),
  });

  change(photoRequests.complete, MESSAGES.completed, {
    run: (work, { body }) => completeImageRequest(work, body.requestId),
  });

  change(photoRequests.remove, MESSAGES.deleted, {
    run: (work, { body }) => deleteImageRequest(work, body.requestId),
  });
}
