import {
  problemTicketRequestSchema,
  problemTicketResponseSchema,
  shipmentProblemParamsSchema,
  shipmentProblemsQuerySchema,
  shipmentProblemsResponseSchema,
} from "../schemas/shipment-problems.js";
import { endpoints } from "./endpoint.js";

/** Shipped parcels with a problem (the carrier's, no news, late), for staff to write to the customer first. */
export const shipmentProblems = endpoints(
  "shipmentProblems",
  { tags: ["carriers"], auth: { staff: "shipmentProblems.handle" } },
  {
    list: {
      method: "get",
      path: "/api/admins/shipment-problems",
      summary:
        "Shipped parcels not delivered whose carrier reports a problem, quiet for 5 days, or 3 days past the carrier's maximum; the carrier's problems first, then the longest without news",
      schemas: { query: shipmentProblemsQuerySchema, response: shipmentProblemsResponseSchema },
    },
    openTicket: {
      method: "post",
      path: "/api/admins/shipment-problems/:id/ticket",
      summary:
        "Write to the parcel's customer about one of its problems: a new ticket (or their open one) with this first message, e-mailed and notified; the ticket already opened about it when there is one; 409 INVALID_STATE when the parcel no longer has it",
      schemas: {
        params: shipmentProblemParamsSchema,
        body: problemTicketRequestSchema,
        response: problemTicketResponseSchema,
      },
      errors: [404, 409],
    },
  },
);
