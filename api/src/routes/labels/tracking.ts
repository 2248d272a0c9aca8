import { tracking } from "@ipf/shared/contract/tracking";
import { karrioEventSchema } from "@ipf/shared/schemas/labels";
import type { Api } from "../../lib/api.js";
import { BadRequestError, NotFoundError } from "../../lib/errors.js";
import type { Deps } from "../../deps.js";
import { findParcel } from "../../services/parcels/find.js";
import { receiveTrackerEvent, trackingOf, webhookSecretMatches } from "../../services/tracking.js";
import { readScope } from "../../services/work.js";
import type { CustomerRow } from "../../db-rows.js";

/** karrio's webhook, and a parcel's tracking timeline. */
export function registerTrackingRoutes(api: Api, deps: Deps) {
  api.bind(tracking.receiveFromKarrio, async (ctx) => {
    if (!webhookSecretMatches(ctx.get("x-event-id") || undefined, deps.carrierEngine.webhookSecret)) {
      // 400 as for Stripe's signature: a webhook is no signed-in call.
      throw BadRequestError("The webhook's secret does not match.", "INVALID_SIGNATURE");
    }
    const event = karrioEventSchema.safeParse(ctx.request.body);
    if (!event.success) throw BadRequestError("Not a karrio event.");
    const { handled } = await receiveTrackerEvent(readScope(deps), event.data);
    return { received: true, handled };
  });

  api.bind(tracking.ofParcel, async (ctx, { params }) => {
    const scope = readScope(deps);
    const customer = ctx.state.customer as CustomerRow | undefined;
    const parcel = await findParcel(scope, params.id);
    if (customer && parcel.customer_id !== customer.id) throw NotFoundError("Parcel not found");
    const found = await trackingOf(scope, parcel.id);
    if (!found) return { error: false as const, tracking: null };
    const { tracker, events } = found;
    const day = (value: string | Date | null) =>
      value === null ? null : typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);
    return {
      error: false as const,
      tracking: {
        carrier: tracker.engine_carrier,
        trackNumber: tracker.tracking_number,
        trackLink: tracker.tracking_url,
        status: tracker.status,
        estimatedDelivery: day(tracker.estimated_delivery),
        deliveredAt: tracker.delivered_at?.toISOString() ?? null,
        events: events.map((event) => ({
          at: event.occurred_at.toISOString(),
          status: event.status,
          description: event.description,
          location: event.location,
        })),
      },
    };
  });
}
