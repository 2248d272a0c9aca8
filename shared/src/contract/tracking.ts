import { parcelTrackingResponseSchema } from "../schemas/labels.js";
import { parcelIdParamsSchema } from "../schemas/parcels-fields.js";
import { endpoints } from "./endpoint.js";

/** Tracking of shipped parcels: karrio's webhook, and a parcel's timeline for its customer and for staff. */
export const tracking = endpoints(
  "tracking",
  { tags: ["carriers"] },
  {
    receiveFromKarrio: {
      method: "post",
      path: "/api/carriers/karrio/webhook",
      summary:
        "karrio's webhook: its secret in X-Event-Id (compared in constant time); the tracker it names is read again from karrio, never taken from the body",
      // Read in the handler, after the secret: an unauthenticated call learns nothing of the body's rules.
      schemas: {},
      errors: [400],
    },
    ofParcel: {
      method: "get",
      path: "/api/packages/:id/tracking",
      summary: "A shipped parcel's tracking timeline (its customer's own parcel, or any for staff)",
      auth: { customerOrStaff: "shippedParcels.view" },
      schemas: { params: parcelIdParamsSchema, response: parcelTrackingResponseSchema },
      errors: [404],
    },
  },
);
