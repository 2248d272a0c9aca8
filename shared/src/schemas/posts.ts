import { z } from "zod";
import { jsonValue, messageResponse, numberField, pageQuerySchema, pageResponse, recordId } from "./common.js";
import { deskSays } from "../i18n/message-key.js";

/**
 * Promotional posts. Multipart: title, content and website travel as JSON
 * strings, the image as a file. The form's messages are the old product's.
 */

export const POST_TYPES = ["BLOG", "SALES", "RESTOCK", "LIMITED"] as const;
export type PostType = (typeof POST_TYPES)[number];

const MESSAGES = {
  type: deskSays("Please select a post type"),
  fill: deskSays("Please fill this field"),
  warehouse: deskSays("Please select a warehouse"),
  expiry: deskSays("Please select an expiry date"),
} as const;

const text = (max: number) =>
  z.string({ error: MESSAGES.fill }).trim().min(1, MESSAGES.fill).max(max, deskSays("tooLong"));
const translated = (max: number) =>
  jsonValue(z.object({ en: text(max), ar: text(max), fr: text(max) }, { error: MESSAGES.fill }));

const website = z.preprocess(
  (value) => (value === "" || value === "null" ? null : value),
  jsonValue(
    z
      .object({
        title: z.string().trim().max(200, deskSays("tooLong")).optional().default(""),
        url: z
          .string()
          .trim()
          .max(500, deskSays("tooLong"))
          .refine((value) => value === "" || /^https?:\/\/\S+$/i.test(value), deskSays("invalidLink"))
          .optional()
          .default(""),
      })
      .nullable()
      .transform((value) => (value && (value.title || value.url) ? value : null)),
  ),
);

const expiresAt = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? new Date(value) : value === "" ? undefined : value),
  z.date({ error: (issue) => (issue.input === undefined ? MESSAGES.expiry : deskSays("invalidDate")) }),
);

/** The discount is a SALES post's alone: sent with another type, it is dropped. */
export const postFormSchema = z
  .object({
    type: z.enum(POST_TYPES, { error: MESSAGES.type }),
    title: translated(200),
    content: translated(5000),
    warehouse: recordId(MESSAGES.warehouse),
    discount: numberField(deskSays("discountRequired"), deskSays("invalidDiscount"))
      .pipe(z.number().min(0, deskSays("invalidDiscount")).max(100, deskSays("invalidDiscount")))
      .optional(),
    website: website.optional(),
    expiresAt,
  })
  .superRefine((value, ctx) => {
    if (value.type === "SALES" && value.discount === undefined) {
      ctx.addIssue({ code: "custom", path: ["discount"], message: deskSays("discountRequired") });
    }
  })
  .transform((value) => ({
    ...value,
    discount: value.type === "SALES" ? Math.round(value.discount ?? 0) : null,
    website: value.website ?? null,
  }))
  .describe("Post fields (multipart, with the optional file `image`)");
export type PostForm = z.input<typeof postFormSchema>;

export const postsQuerySchema = pageQuerySchema
  .extend({
    all: z
      .enum(["true", "false"])
      .optional()
      .transform((value) => value === "true")
      .describe("Staff: expired posts too"),
    warehouse: recordId(deskSays("invalidWarehouse")).optional(),
  })
  .describe("Posts, newest first; expired ones only for staff with all=true");

export const postSchema = z
  .object({
    _id: z.string(),
    type: z.enum(POST_TYPES),
    title: z.object({ en: z.string(), ar: z.string(), fr: z.string() }),
    content: z.object({ en: z.string(), ar: z.string(), fr: z.string() }),
    image: z.string().nullable().describe("Image under /uploads/"),
    warehouse: z.string().describe("Warehouse id"),
    discount: z.number().int().nullable().describe("Percent, SALES only"),
    website: z.object({ title: z.string(), url: z.string() }).nullable(),
    expiresAt: z.string(),
    createdAt: z.string(),
  })
  .describe("Post");
export type Post = z.infer<typeof postSchema>;

export const postsResponseSchema = pageResponse({
  posts: z.array(postSchema),
  postCount: z.number().int(),
});
export const postResponseSchema = messageResponse({ post: postSchema });
