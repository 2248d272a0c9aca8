import { tracking } from "@ipf/shared/contract/tracking";
import type { parcelTrackingResponseSchema } from "@ipf/shared/schemas/labels";
import type { z } from "zod";
import { getToken } from "../auth/session";
import { call } from "./client";

/** The resources of the API contract this module calls. */
const contract = { tracking };

/** A shipped parcel's tracking, newest event first; null when its carrier is not tracked here (manual). */
export type ParcelTracking = z.infer<typeof parcelTrackingResponseSchema>["tracking"];

export const trackingApi = {
  async ofParcel(id: string, signal?: AbortSignal): Promise<ParcelTracking> {
    return (await call(contract.tracking.ofParcel, { params: { id }, signal, token: getToken() })).tracking;
  },
};
