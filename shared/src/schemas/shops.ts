import { z } from "zod";
import { COLOR_PATTERN } from "./warehouses.js";
import { countryCode } from "./rates.js";
import { messageResponse, okResponse, pageResponse, recordId } from "./common.js";
import { deskSays } from "../i18n/message-key.js";

/**
 * Partner shops and their categories, shown on the customer's "Market" page.
 * Every field of a shop is required; on edit the logo may stay as it is.
 */

const categoryName = z
  .string({ error: deskSays("nameRequired") })
  .trim()
  .min(1, deskSays("nameRequired"))
  .max(100, deskSays("tooLong"));

export const createCategoryRequestSchema = z.object({ name: categoryName }).describe("A new shop category");
export const editCategoryRequestSchema = z
  .object({ name: categoryName, categoryId: recordId(deskSays("categoryRequired")) })
  .describe("Rename a category");

export const shopFormSchema = z
  .object({
    name: z
      .string({ error: deskSays("nameRequired") })
      .trim()
      .min(1, deskSays("nameRequired"))
      .max(100, deskSays("tooLong")),
    category: recordId(deskSays("categoryRequired"), deskSays("invalidCategory")),
    country: countryCode(),
    color: z
      .string({ error: deskSays("colorRequired") })
      .trim()
      .min(1, deskSays("colorRequired"))
      .regex(COLOR_PATTERN, deskSays("invalidColor"))
      .transform((value) => value.toUpperCase()),
    link: z
      .string({ error: deskSays("linkRequired") })
      .trim()
      .min(1, deskSays("linkRequired"))
      .max(500, deskSays("tooLong"))
      .refine((value) => /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value), deskSays("invalidLink")),
  })
  .describe("Shop fields (multipart, with the file `image`: the logo)");
export type ShopForm = z.input<typeof shopFormSchema>;

export const editShopFormSchema = shopFormSchema
  .extend({ shopId: recordId(deskSays("shopRequired")) })
  .describe("Shop fields and shopId (multipart; the file `image` is optional)");

export const SHOP_SORT_KEYS = ["name", "country"] as const;

export const shopFilterQuerySchema = z.object({
  category: recordId(deskSays("invalidCategory")).optional(),
  country: countryCode().optional(),
  q: z.string().trim().max(200, deskSays("tooLong")).optional().describe("Part of the name or link"),
  sort: z.enum(SHOP_SORT_KEYS).optional().describe("Order: by name (the default) or country, then name"),
  desc: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
  page: z.coerce.number().int().min(0).optional().describe("Zero-based page; every shop when absent"),
  perPage: z.coerce.number().int().min(1).max(100).optional().default(10),
});

export const shopCategorySchema = z.object({ _id: z.string(), name: z.string() }).describe("Shop category");
export type ShopCategory = z.infer<typeof shopCategorySchema>;

export const shopSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    link: z.string(),
    category: shopCategorySchema,
    country: z.string().describe("ISO alpha-2"),
    color: z.string(),
    image: z.string().nullable().describe("Logo under /uploads/"),
  })
  .describe("Partner shop");
export type Shop = z.infer<typeof shopSchema>;

export const categoriesResponseSchema = okResponse({ categories: z.array(shopCategorySchema) });
export const categoryResponseSchema = messageResponse({
  category: shopCategorySchema,
});
export const shopsResponseSchema = pageResponse({
  shops: z.array(shopSchema),
  shopCount: z.number().int(),
});
export const shopResponseSchema = messageResponse({ shop: shopSchema });
