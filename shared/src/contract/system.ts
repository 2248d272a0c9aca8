import { healthSchema, outboxSchema } from "../schemas/system.js";
import { endpoints } from "./endpoint.js";

/** The API's own state: its health and, in development, the outbox of the e-mails it sent. */
export const system = endpoints(
  "system",
  { tags: ["system"] },
  {
    health: {
      method: "get",
      path: "/api/health",
      summary: "Liveness and database reachability",
      schemas: { response: healthSchema },
      errors: [503],
    },
    outbox: {
      method: "get",
      path: "/api/dev/outbox",
      summary:
        "Development only: the e-mails the product sent, newest first; only to this machine, and never with SMTP_URL set",
      schemas: { response: outboxSchema },
      errors: [404],
    },
  },
);
