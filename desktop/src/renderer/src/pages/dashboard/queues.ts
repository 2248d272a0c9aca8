import type { IconName } from "@blueprintjs/core";
import { can, type StaffAction } from "@ipf/shared/permissions";
import { PARCEL_STAFF_EVENTS } from "@ipf/shared/schemas/parcels";
import type { ApiClient } from "../../api";

/** A work queue on the dashboard: how many requests wait in it, and where staff answer them. */
export interface Queue {
  id: "approvals" | "blacklist" | "toShip" | "consolidations" | "splits" | "photos";
  /** The screen, with the tab that shows these requests. */
  href: string;
  icon: IconName;
  /** Who may open the screen; the count is only asked for them. */
  action: StaffAction;
  /** The live events after which the count may have changed. */
  events: string[];
  count: (api: ApiClient) => Promise<number>;
}

const ONE = { page: 0, perPage: 1 } as const;

export const QUEUES: Queue[] = [
  {
    id: "approvals",
    href: "/requests/shipping-requests",
    icon: "inbox",
    action: "shippingRequests.view",
    events: [PARCEL_STAFF_EVENTS.approvalRequests],
    count: async (api) => (await api.approvals(ONE, { awaitingApprove: true, suspicious: false })).requestCount,
  },
  {
    id: "blacklist",
    href: "/requests/shipping-requests?tab=blacklist",
    icon: "warning-sign",
    action: "shippingRequests.view",
    events: [PARCEL_STAFF_EVENTS.approvalRequests],
    count: async (api) => (await api.approvals(ONE, { awaitingApprove: true, suspicious: true })).requestCount,
  },
  {
    id: "toShip",
    href: "/requests/shipping",
    icon: "airplane",
    action: "shipping.ship",
    events: [PARCEL_STAFF_EVENTS.shippingList],
    count: async (api) => {
      const [plain, blacklist] = await Promise.all([api.toShip(ONE, false), api.toShip(ONE, true)]);
      return plain.requestCount + blacklist.requestCount;
    },
  },
  {
    id: "consolidations",
    href: "/requests/assemble",
    icon: "merge-columns",
    action: "consolidations.view",
    events: [PARCEL_STAFF_EVENTS.assembleRequests],
    count: async (api) => (await api.consolidations(ONE, false)).requestCount,
  },
  {
    id: "splits",
    href: "/requests/disassemble",
    icon: "split-columns",
    action: "splits.view",
    events: [PARCEL_STAFF_EVENTS.disassembleRequests],
    count: async (api) => (await api.splits(ONE, false)).requestCount,
  },
  {
    id: "photos",
    href: "/requests/images",
    icon: "camera",
    action: "imageRequests.view",
    events: [PARCEL_STAFF_EVENTS.imageRequests],
    count: async (api) => (await api.imageRequests(ONE, false)).requestCount,
  },
];

/** The queues a staff member of `groupId` works from. */
export function queuesFor(groupId: number): Queue[] {
  return QUEUES.filter((queue) => can(groupId, queue.action));
}
