import { changeLog, serviceRequests, services } from "@ipf/shared/contract/services";
import { unitsOfCents } from "@ipf/shared/format";
import type { Api } from "../../lib/api.js";
import { currentCustomer, currentStaff } from "../../lib/auth.js";
import { uploadLink } from "../../lib/signed-uploads.js";
import type { Deps } from "../../deps.js";
import {
  presentChange,
  presentParcelService,
  presentService,
  presentServiceRequest,
  presentStaffServiceRequest,
} from "../../presenters/service.js";
import { latestChanges } from "../../services/change-log.js";
import { withStoredImages } from "../../services/parcels/intake.js";
import { createService, deactivateService, editService, listServices } from "../../services/service-catalogue.js";
import {
  cancelServiceRequest,
  completeServiceRequest,
  parcelServices,
  refuseServiceRequest,
  requestService,
  resultPhotos,
  scanOf,
  serviceQueue,
  staffServiceRequest,
  startServiceRequest,
} from "../../services/service-requests.js";
import { inTransaction, readScope } from "../../services/work.js";
import { changeRoutes } from "../kit.js";

const MESSAGES = {
  requested: "Your request has been sent",
  cancelled: "The request was cancelled",
  started: "Service started",
  completed: "Service completed; the customer is told",
  refused: "Request refused; no fee is charged",
  saved: "Service saved",
} as const;

/** Where a scan is kept: a private folder, served with signed links to the parcel's customer and staff. */
const SCAN_FOLDER = "services";

/** The catalogue, the customer's requests, the staff's queue and the change log of the admin settings. */
export function registerServiceRoutes(api: Api, deps: Deps) {
  const change = changeRoutes(api, deps);
  const link = (path: string) => uploadLink(deps.config.jwtSecret, path, deps.now());
  const staffAnswer = async (id: string) => ({
    request: presentStaffServiceRequest(await staffServiceRequest(readScope(deps), id), link),
  });

  // ------------------------------------------------------------ catalogue
  api.bind(services.publicList, async () => ({
    error: false as const,
    services: (await listServices(readScope(deps), { activeOnly: true })).map(presentService),
  }));
  api.bind(services.list, async () => ({
    error: false as const,
    services: (await listServices(readScope(deps), { activeOnly: false })).map(presentService),
  }));
  const saved = (row: Parameters<typeof presentService>[0]) => ({ service: presentService(row) });
  change(services.create, MESSAGES.saved, {
    created: true,
    run: (work, { body }) => createService(work, body),
    answer: saved,
  });
  change(services.edit, MESSAGES.saved, {
    run: (work, { params, body }) => editService(work, params.code, body),
    answer: saved,
  });
  change(services.deactivate, MESSAGES.saved, {
    run: (work, { params }) => deactivateService(work, params.code),
    answer: saved,
  });

  // ------------------------------------------------------------ the customer's requests
  api.bind(serviceRequests.forParcel, async (ctx, { params }) => {
    const found = await parcelServices(readScope(deps), currentCustomer(ctx).id, params.id);
    return {
      error: false as const,
      services: found.services.map(presentParcelService),
      requests: found.requests.map((row) => presentServiceRequest(row, link)),
      dueFees: found.dueFees.map((fee) => ({ name: fee.name, fee: unitsOfCents(fee.fee_cents) })),
    };
  });
  change(serviceRequests.request, MESSAGES.requested, {
    created: true,
    run: (work, { params, body }, ctx) => requestService(work, currentCustomer(ctx).id, params.id, body),
    answer: (row) => ({ request: presentServiceRequest(row, link) }),
  });
  change(serviceRequests.cancel, MESSAGES.cancelled, {
    run: (work, { params }, ctx) => cancelServiceRequest(work, currentCustomer(ctx).id, params.id, params.requestId),
  });

  // ------------------------------------------------------------ the staff's queue
  api.bind(serviceRequests.queue, async (_ctx, { query }) => {
    const { rows, count } = await serviceQueue(readScope(deps), query);
    return {
      error: false as const,
      requests: rows.map((row) => presentStaffServiceRequest(row, link)),
      requestCount: count,
      pageCount: Math.ceil(count / query.perPage),
    };
  });
  change(serviceRequests.start, MESSAGES.started, {
    run: (work, { params }) => startServiceRequest(work, params.id),
    answer: staffAnswer,
  });
  change(serviceRequests.refuse, MESSAGES.refused, {
    run: (work, { params, body }) => refuseServiceRequest(work, params.id, body.reason),
    answer: staffAnswer,
  });
  // The result brings photos (parcel photos, checked and stored first) and a PDF scan: both removed again if it fails.
  api.bind(serviceRequests.complete, async (ctx, { params, form, files }) => {
    const scan = scanOf(files);
    const scope = readScope(deps);
    const id = await withStoredImages(scope, resultPhotos(files), async (photos) => {
      const scanPath = scan ? await deps.storage.saveAttachment(scan.bytes, SCAN_FOLDER) : null;
      try {
        return await inTransaction(deps, (work) => completeServiceRequest(work, params.id, form, photos, scanPath), {
          staff: currentStaff(ctx),
        });
      } catch (error) {
        if (scanPath) await deps.storage.remove(scanPath).catch(() => undefined);
        throw error;
      }
    });
    return { error: false as const, message: MESSAGES.completed, ...(await staffAnswer(id)) };
  });

  // ------------------------------------------------------------ the admins' change log
  api.bind(changeLog.list, async (_ctx, { query }) => ({
    error: false as const,
    changes: (await latestChanges(readScope(deps), query.subject, { key: query.key, limit: query.limit })).map(
      presentChange,
    ),
  }));
}
