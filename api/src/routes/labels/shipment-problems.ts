import { shipmentProblems } from "@ipf/shared/contract/shipment-problems";
import type { Api } from "../../lib/api.js";
import { currentStaff } from "../../lib/auth.js";
import type { Deps } from "../../deps.js";
import { presentShipmentProblem } from "../../presenters/shipment-problem.js";
import { openProblemTicket, shipmentProblemPage } from "../../services/shipment-problems.js";
import { inTransaction, readScope } from "../../services/work.js";

const MESSAGES = {
  created: "Ticket opened: the customer has the message",
  added: "Message added to the customer's open ticket",
  existing: "A ticket about this problem exists already",
} as const;

/** The queue of shipped parcels with a problem, and the tickets staff open about them. */
export function registerShipmentProblemRoutes(api: Api, deps: Deps) {
  api.bind(shipmentProblems.list, async (_ctx, { query }) => {
    const scope = readScope(deps);
    const { rows, count } = await shipmentProblemPage(scope, query);
    return {
      error: false as const,
      problems: rows.map((row) => presentShipmentProblem(row, scope.now)),
      problemCount: count,
      pageCount: Math.ceil(count / query.perPage),
    };
  });

  api.bind(shipmentProblems.openTicket, async (ctx, { params, body }) => {
    const result = await inTransaction(deps, (work) => openProblemTicket(work, { parcelId: params.id, ...body }), {
      staff: currentStaff(ctx),
    });
    return {
      error: false as const,
      message: result.newTicket ? MESSAGES.created : result.created ? MESSAGES.added : MESSAGES.existing,
      ...result,
    };
  });
}
