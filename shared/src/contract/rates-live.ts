import { liveRatesResponseSchema } from "../schemas/live-rates.js";
import { parcelIdParamsSchema } from "../schemas/parcels-fields.js";
import { endpoints } from "./endpoint.js";

/** The shipping engine's live rates beside the rate card, while staff price a shipping request. */
export const ratesLive = endpoints(
  "ratesLive",
  { tags: ["carriers"] },
  {
    forApproval: {
      method: "get",
      path: "/api/packages/approval/live-rates/:id",
      summary:
        "The engine's live rate (our cost) and the rate card's margin per linked carrier of a request awaiting approval; 503 ENGINE_UNAVAILABLE when the engine does not answer within 5 s",
      auth: { staff: "shippingRequests.approve" },
      schemas: { params: parcelIdParamsSchema, response: liveRatesResponseSchema },
      errors: [404, 409, 503],
    },
  },
);
