import { z } from "zod";
import { countryByIso2 } from "@ipf/shared/data/countries";
import { PARCEL_LIMITS } from "@ipf/shared/rules/parcel-limits";
import type { CatalogueEntry, CustomerOption } from "../../api/intake";

/**
 * The Add parcel and Add mail forms as data: their values, defaults, checks
 * and the multipart body they post. The page (IntakePage.tsx) only draws
 * this and moves the focus.
 */

export type IntakeMode = "parcel" | "mail";
export const ITEM_TYPES = ["Mail", "Parcels"] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** One item line: its description picked from the catalogue's suggestions (which bring its HS code) or typed. */
export interface LineValues {
  description: string;
  code_sh: string;
  quantity: string;
  price: string;
  madeIn: string;
  type: ItemType;
}

/** A parcel's facts as typed at intake and corrected later: inputs hold text, the schemas read numbers. */
export interface ParcelFactValues {
  trackNumber: string;
  weight: string;
  length: string;
  width: string;
  height: string;
  fees: string;
  hasDangerous: boolean;
  hasLithium: boolean;
}

/** Inputs hold text; the schema below turns it into numbers. */
export interface IntakeValues extends ParcelFactValues {
  warehouse: string;
  customer: CustomerOption | null;
  lines: LineValues[];
  /** The customer's pre-alert this parcel fulfils, once matched or picked (see pre-alert-match.ts). */
  preAlertId: string | null;
}

/** Section 9's presets. Mail keeps the parcel form's other defaults (fees 0, made in China, no hazards). */
export const PRESETS = {
  parcel: {
    measures: { weight: "", length: "", width: "", height: "" },
    line: { description: "", code_sh: "", quantity: "1", price: "10", madeIn: "CN", type: "Parcels" },
  },
  mail: {
    measures: { weight: "0.05", length: "11", width: "23", height: "1" },
    line: { description: "Letter", code_sh: "", quantity: "1", price: "5", madeIn: "CN", type: "Mail" },
  },
} as const satisfies Record<IntakeMode, { measures: Partial<IntakeValues>; line: LineValues }>;

export const MAIL_PREFIX = "LTR-";
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** "LTR-" and 8 characters no one misreads (no 0/O, 1/I): the generated track number of a letter. */
export function newMailTrackNumber(randomBytes: (size: number) => Uint8Array = defaultRandom): string {
  const bytes = randomBytes(8);
  return MAIL_PREFIX + Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join("");
}

function defaultRandom(size: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(size));
}

export function newLine(mode: IntakeMode): LineValues {
  return { ...PRESETS[mode].line };
}

export function defaultValues(mode: IntakeMode, warehouse: string, trackNumber?: string): IntakeValues {
  return {
    trackNumber: trackNumber ?? (mode === "mail" ? newMailTrackNumber() : ""),
    ...PRESETS[mode].measures,
    fees: "0",
    warehouse,
    customer: null,
    lines: [newLine(mode)],
    hasDangerous: false,
    hasLithium: false,
    preAlertId: null,
  };
}

/** Desks type "1,5" as often as "1.5". */
function decimal(text: string): number {
  return Number(text.trim().replace(",", "."));
}

const required = z.string().trim().min(1, { error: "codeRequired", abort: true });
const MINIMUM = { positive: [0, "positiveNumber"], minZero: [0, "minZero"], minOne: [1, "minOne"] } as const;
/**
 * A number typed in a box. The maximum is the API's (the shared parcel limits
 * for measures and quantities), so the desk refuses what the API would.
 */
const amount = (rule: keyof typeof MINIMUM, { integer = false, max = 100_000 } = {}) =>
  required
    .refine((text) => Number.isFinite(decimal(text)), "invalidNumber")
    .transform(decimal)
    .refine((value) => (rule === "positive" ? value > 0 : value >= MINIMUM[rule][0]), MINIMUM[rule][1])
    .refine((value) => !integer || Number.isInteger(value), "wholeNumber")
    .refine((value) => value <= max, "tooLarge");

const side = () => amount("positive", { max: PARCEL_LIMITS.maxSideCm });

const lineSchema = z.object({
  description: required.max(200, "tooLarge"),
  code_sh: z.string().trim().max(20, "tooLarge"),
  quantity: amount("minOne", { integer: true, max: PARCEL_LIMITS.maxQuantity }),
  price: amount("minZero"),
  madeIn: required.refine((code) => countryByIso2(code) !== undefined, "invalidCountry"),
  type: z.enum(ITEM_TYPES),
});

const customerSchema = z.object({ id: z.string(), fullName: z.string(), email: z.string(), customerCode: z.string() });

/** The longest track number the API keeps. */
export const TRACK_NUMBER_MAX = PARCEL_LIMITS.maxTrackNumberLength;

/** Section 5: track number, measures, warehouse and customer required; each line complete; fees optional. */
export const intakeSchema = z.object({
  trackNumber: required.max(TRACK_NUMBER_MAX, "tooLarge").transform((text) => text.toUpperCase()),
  weight: amount("positive", { max: PARCEL_LIMITS.maxWeightKg }),
  length: side(),
  width: side(),
  height: side(),
  fees: z
    .string()
    .trim()
    .transform((text) => (text === "" ? "0" : text))
    .pipe(amount("minZero")),
  warehouse: required,
  customer: customerSchema.nullable().transform((customer, ctx) => {
    if (customer) return customer;
    ctx.addIssue({ code: "custom", message: "codeRequired" });
    return z.NEVER;
  }),
  lines: z.array(lineSchema).min(1, "codeRequired"),
  hasDangerous: z.boolean(),
  hasLithium: z.boolean(),
  preAlertId: z.string().nullable(),
});

export type IntakeSubmission = z.output<typeof intakeSchema>;

/** The multipart body of a parcel's (or a mail's) intake. */
export function toFormData(
  submission: IntakeSubmission,
  images: readonly Blob[],
  { mode, confirmDuplicate = false }: { mode: IntakeMode; confirmDuplicate?: boolean },
): FormData {
  const form = new FormData();
  form.set("trackNumber", submission.trackNumber);
  form.set("weight", String(submission.weight));
  form.set("length", String(submission.length));
  form.set("width", String(submission.width));
  form.set("height", String(submission.height));
  form.set("fees", String(submission.fees));
  form.set("warehouse", submission.warehouse);
  form.set("userId", submission.customer.id);
  form.set(
    "shippingOptions",
    JSON.stringify({ hasDangerous: submission.hasDangerous, hasLithium: submission.hasLithium }),
  );
  form.set(
    "details",
    JSON.stringify(
      submission.lines.map(({ description, quantity, price, madeIn, type, code_sh }) => ({
        description,
        quantity,
        price,
        madeIn,
        type,
        code_sh,
      })),
    ),
  );
  if (submission.preAlertId) form.set("preAlertId", submission.preAlertId);
  if (mode === "mail") form.set("mail", "true");
  // The API refuses a track number it already has unless the desk said to add it anyway.
  if (confirmDuplicate) form.set("confirmDuplicate", "true");
  images.forEach((image, index) => form.append("images", image, `photo-${index + 1}.${extensionOf(image)}`));
  return form;
}

function extensionOf(image: Blob): string {
  return image.type === "image/webp" ? "webp" : image.type === "image/png" ? "png" : "jpg";
}

function catalogueKey(description: string): string {
  return description.trim().toLocaleLowerCase("en");
}

/** Lines typed by hand, once each, that the catalogue does not hold yet: they are added to it after saving. */
export function newCatalogueEntries(
  lines: readonly Pick<LineValues, "description" | "code_sh">[],
  catalogue: readonly CatalogueEntry[],
): { description: string; code: string | null }[] {
  const known = new Set(catalogue.map((entry) => catalogueKey(entry.description)));
  const entries: { description: string; code: string | null }[] = [];
  for (const line of lines) {
    const description = line.description.trim();
    const key = catalogueKey(description);
    if (!description || known.has(key)) continue;
    known.add(key);
    entries.push({ description, code: line.code_sh.trim() || null });
  }
  return entries;
}

export type FocusTarget =
  "trackNumber" | "customer" | "weight" | "length" | "width" | "height" | "lines.0.description" | "save";

/** The ids of the fields the desk moves the focus to (all but Save, which the page holds). */
export const FOCUS_IDS: Record<Exclude<FocusTarget, "save">, string> = {
  trackNumber: "intake-track",
  customer: "intake-customer",
  weight: "intake-weight",
  length: "intake-length",
  width: "intake-width",
  height: "intake-height",
  "lines.0.description": "line-0-description",
};

/** Where the desk goes after a scan: the first thing still missing, else the Save button. */
export function nextFocus(values: IntakeValues): FocusTarget {
  if (!values.trackNumber.trim()) return "trackNumber";
  if (!values.customer) return "customer";
  for (const field of ["weight", "length", "width", "height"] as const) {
    if (!values[field].trim()) return field;
  }
  const first = values.lines[0];
  if (first && !first.description.trim()) return "lines.0.description";
  return "save";
}
