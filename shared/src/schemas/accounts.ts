import { z } from "zod";
import { customerSchema } from "./auth.js";
import { messageResponse, okResponse, translatedTextSchema } from "./common.js";

/**
 * The customer's account around sign-in: confirmation, settings, alerts,
 * notifications and the realtime messages that carry them, plus the public
 * reference data the customer area reads (countries, the euro rate).
 */

/** Answers of calls that change who the token describes: a fresh token comes back. */
export const accountResponseSchema = messageResponse({
  token: z.string(),
  user: customerSchema,
});

export const confirmationStatusResponseSchema = okResponse({
  status: z.boolean().describe("Whether the e-mail address is confirmed"),
});

/** The answer once the e-mail address is confirmed: the customer as they are now. */
export const emailConfirmedResponseSchema = z.object({
  error: z.literal(false),
  message: z.string(),
  user: customerSchema,
});

export const RESEND_COOLDOWN_SECONDS = 60;
export const EMAIL_CHANGE_COOLDOWN_SECONDS = 120;

export const settingSchema = z
  .object({ imageRequest: z.boolean().describe("Whether the photo-request button shows") })
  .describe("Customer settings");
export type Setting = z.infer<typeof settingSchema>;
export const settingResponseSchema = okResponse({ setting: settingSchema });

export const ALERT_TYPES = ["info", "success", "warning", "error"] as const;
export const alertSchema = z
  .object({ type: z.enum(ALERT_TYPES), text: translatedTextSchema, alertId: z.string() })
  .describe("Dashboard banner");
export type Alert = z.infer<typeof alertSchema>;
export const alertResponseSchema = okResponse({ alert: alertSchema.nullable() });

/** clearAlert, over the socket or HTTP; the old client also sent its userId, which the server ignores. */
export const clearAlertRequestSchema = z.object({
  alertId: z.string().trim().min(1).max(200),
  userId: z.string().optional(),
});

export const notificationSchema = z
  .object({
    _id: z.string(),
    title: translatedTextSchema,
    text: translatedTextSchema,
    new: z.boolean(),
    createdAt: z.string(),
    address: z.object({ flagImage: z.string().nullable() }).nullable().describe("The warehouse it concerns"),
  })
  .describe("Notification");
export type Notification = z.infer<typeof notificationSchema>;

export const loadNotificationsSchema = z.object({
  notifications: z.array(notificationSchema),
  unSeen: z.boolean().describe("Whether any notification is new"),
});
export type LoadNotifications = z.infer<typeof loadNotificationsSchema>;

/** Every realtime message, both ways: `{ event, data }` on /ws. */
export const realtimeMessageSchema = z.object({ event: z.string().min(1).max(64), data: z.unknown().optional() });
export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;

/** `join`: a customer token, or a staff token for the back office's socket. */
export const joinMessageSchema = z.object({ token: z.string().min(1).max(4096) });

/** Events the server sends on /ws. */
export const REALTIME_EVENTS = {
  joined: "joined",
  error: "error",
  loadNotifications: "loadNotifications",
  newNotification: "newNotification",
  updateSetting: "updateSetting",
  supportMessage: "supportMessage",
  supportTicket: "supportTicket",
} as const;
