import type { TrackingStatus } from "../gateway.js";

/** karrio's tracker statuses (`TrackingStatus.status`) in our words. */
const STATUSES: Record<string, TrackingStatus> = {
  pending: "pending",
  picked_up: "in_transit",
  in_transit: "in_transit",
  out_for_delivery: "out_for_delivery",
  delivered: "delivered",
  on_hold: "on_hold",
  delivery_delayed: "delayed",
  delivery_failed: "delivery_failed",
  return_to_sender: "returned",
  ready_for_pickup: "ready_for_pickup",
  cancelled: "cancelled",
  unknown: "unknown",
};

export function trackingStatusOf(status: string | undefined): TrackingStatus {
  return (status && STATUSES[status]) || "unknown";
}

/** karrio's own name for each of ours, for the stand-in. */
export const KARRIO_STATUS_OF: Record<TrackingStatus, string> = {
  pending: "pending",
  in_transit: "in_transit",
  out_for_delivery: "out_for_delivery",
  delivered: "delivered",
  on_hold: "on_hold",
  delayed: "delivery_delayed",
  delivery_failed: "delivery_failed",
  returned: "return_to_sender",
  ready_for_pickup: "ready_for_pickup",
  cancelled: "cancelled",
  unknown: "unknown",
};
