import type { EventBus } from "./bus.js";

/**
 * Live messages to the front ends, `{ event, data }` on the WebSocket at /ws
 * (docs/architecture.md, *Cross-cutting concerns*). Services call these; the
 * WebSocket server, on every instance, delivers what the bus brings to the
 * sockets concerned.
 */
export interface Realtime {
  /** To every open session of one customer. */
  toCustomer(customerId: string, event: string, data: unknown): Promise<void>;
  /** To every signed-in staff member (filtered by their permissions where the event says so). */
  toStaff(event: string, data: unknown): Promise<void>;
}

export const REALTIME_TOPICS = { customer: "realtime.customer", staff: "realtime.staff" } as const;

export interface CustomerMessage {
  customerId: string;
  event: string;
  data: unknown;
}

export interface StaffMessage {
  event: string;
  data: unknown;
}

export function createRealtime(bus: EventBus): Realtime {
  return {
    toCustomer: (customerId, event, data) =>
      bus.publish(REALTIME_TOPICS.customer, { customerId, event, data } satisfies CustomerMessage),
    toStaff: (event, data) => bus.publish(REALTIME_TOPICS.staff, { event, data } satisfies StaffMessage),
  };
}
