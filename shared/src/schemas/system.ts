import { z } from "zod";

/** The API's own state: its health and, in development, the e-mails it sent. */

export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["ok", "unreachable"]),
  environment: z.string(),
  time: z.string(),
});

export const outboxSchema = z.object({
  error: z.literal(false),
  messages: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string().nullable(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
