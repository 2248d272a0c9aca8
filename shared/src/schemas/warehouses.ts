import { z } from "zod";
import { countryCode } from "./rates.js";
import { formBoolean, messageResponse, okResponse } from "./common.js";
import { deskSays, type MessageKey } from "../i18n/message-key.js";

/**
 * Warehouses, the old product's company addresses, which customers see on their
 * "My address" page. Multipart forms with the flag image beside the text
 * fields.
 */

export const COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;
export const DEFAULT_WAREHOUSE_COLOR = "#1565C0";

const required = (key: MessageKey, max = 200) =>
  z.string({ error: key }).trim().min(1, key).max(max, deskSays("tooLong"));

export const warehouseFormSchema = z
  .object({
    country: countryCode(),
    state: required(deskSays("stateRequired")),
    city: required(deskSays("cityRequired")),
    zip: required(deskSays("zipRequired"), 20),
    phone: z
      .string({ error: deskSays("phoneRequired") })
      .trim()
      .min(1, deskSays("phoneRequired"))
      .max(30, deskSays("invalidNumbers"))
      .regex(/^\+?[0-9 ()-]+$/, deskSays("invalidNumbers")),
    addressLineOne: required(deskSays("addressLineOneRequired")),
    addressLineTwo: z.string().trim().max(200, deskSays("tooLong")).optional().default(""),
    color: z
      .string()
      .trim()
      .regex(COLOR_PATTERN, deskSays("invalidColor"))
      .optional()
      .transform((value) => (value ? value.toUpperCase() : undefined)),
    isActive: formBoolean().optional(),
  })
  .describe("Warehouse fields (multipart, with the file `image`: the flag)");
export type WarehouseForm = z.input<typeof warehouseFormSchema>;

/** PUT /api/admins/address/{id} with a JSON body: the switch alone. */
export const warehouseSwitchSchema = z.object({ isActive: formBoolean() }).describe("Enable or disable");

export const warehouseSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    country: z.string().describe("ISO alpha-2"),
    state: z.string(),
    city: z.string(),
    zip: z.string(),
    phone: z.string(),
    addressLineOne: z.string(),
    addressLineTwo: z.string().describe("For a signed-in customer, followed by their customer code"),
    color: z.string(),
    flagImage: z.string().nullable().describe("Flag under /uploads/"),
    isActive: z.boolean(),
  })
  .describe("Warehouse (company address)");
export type Warehouse = z.infer<typeof warehouseSchema>;

export const warehousesResponseSchema = okResponse({ addresses: z.array(warehouseSchema) });
/** The back office's list: every warehouse, and how many customers see an open one's address. */
export const staffWarehousesResponseSchema = warehousesResponseSchema.extend({
  customerCount: z.number().int().describe("Live customers: each sees every open warehouse in My address"),
});
export const warehouseResponseSchema = messageResponse({
  address: warehouseSchema,
});
