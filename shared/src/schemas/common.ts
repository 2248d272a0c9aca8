import { z } from "zod";
import { BIDI_CONTROL, withoutBidiControls } from "../rules/bidi.js";
import { bothSay, deskSays, type MessageKey } from "../i18n/message-key.js";
import { numberOfText } from "../rules/numbers.js";

export const LANGUAGES = ["ar", "en", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "ar";
export const languageSchema = z.enum(LANGUAGES).describe("Interface language");

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Zero-based paging as every list screen sends it. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0).describe("Zero-based page"),
  perPage: z.coerce.number().int().min(1).max(100).default(10).describe("Rows per page"),
});

/**
 * The order of a work queue by its date (the request's, the payment's):
 * `asc` oldest first, `desc` newest first; omitted, the queue's own order.
 */
export const dateOrderField = z
  .enum(["asc", "desc"])
  .optional()
  .describe("By the list's date: asc, oldest first; desc, newest first. Omitted: the list's own order");
export type DateOrder = "asc" | "desc";

/**
 * Every error answer of the API. `code` is stable (see errors.ts) and is what
 * the clients translate; `fields` maps a field to its message key. A few
 * answers add fields of their own (OPEN_TICKET_EXISTS names its `ticketId`; a
 * 409 refusing a staff action on a request handled meanwhile says what became
 * of it, `handled`: ./handled.ts).
 */
/** A record id: `requiredKey` when it is missing, `invalidKey` when malformed. */
export const recordId = (requiredKey: MessageKey, invalidKey: MessageKey = requiredKey) =>
  z.guid({ error: (issue) => (issue.input === undefined ? requiredKey : invalidKey) }).describe("Record id");

// The fields of every resource's forms live here, so that a schema module takes them without the
// schemas (and the data: countries, limits) of another resource.

/**
 * A finite number, also sent as text ("5", "2,5", "٢٫٥": rules/numbers.ts); `requiredKey` when
 * absent, `invalidKey` when not a number.
 */
export function numberField(requiredKey: MessageKey, invalidKey: MessageKey) {
  return z.preprocess(
    numberOfText,
    // zod 4 numbers are finite: Infinity and NaN are refused as invalid.
    z.number({ error: (issue) => (issue.input === undefined ? requiredKey : invalidKey) }),
  );
}

export function integerField(requiredKey: MessageKey, invalidKey: MessageKey) {
  return z.preprocess(
    numberOfText,
    z.number({ error: (issue) => (issue.input === undefined ? requiredKey : invalidKey) }).int(invalidKey),
  );
}

/** "true"/"false" as forms send them, or a JSON boolean. */
export const formBoolean = (invalidKey: MessageKey = deskSays("invalidBoolean")) =>
  z.preprocess(
    (value) => (value === "true" ? true : value === "false" ? false : value),
    z.boolean({ error: invalidKey }),
  );

/** A text in each interface language. */
export const translatedTextSchema = z.object({ en: z.string(), ar: z.string(), fr: z.string() });
export type TranslatedText = z.infer<typeof translatedTextSchema>;

/** The customer a parcel or request belongs to, as staff see it. */
export const parcelUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  addressHash: z.string(),
  suspicious: z.boolean(),
});

/** `/:id` of any record; a malformed id is as unknown as a missing one (404's message key). */
export const idParamsSchema = z.object({ id: recordId(bothSay("notFound")) });

/** A successful answer: `error: false` and the fields the wire names. */
export function okResponse<T extends z.ZodRawShape>(shape: T) {
  return z.object({ error: z.literal(false), ...shape });
}

/** A successful action's answer: its message, and what it made or changed. */
export function messageResponse<T extends z.ZodRawShape>(shape: T) {
  return okResponse({ message: z.string(), ...shape });
}

/** One page of a list: its rows and their count under the old product's names, then `pageCount`. */
export function pageResponse<T extends z.ZodRawShape>(shape: T) {
  return okResponse({ ...shape, pageCount: z.number().int() });
}

/**
 * The most matches of a search a list counts and pages through. A short text
 * common to many codes reads about this many matches divided by how common it
 * is (250 at one parcel in twenty: some 5,000 rows), whatever the table's size.
 */
export const SEARCH_COUNT_CAP = 250;

// The cap with English thousands separators, written without Intl: `toLocaleString` makes a number
// format on every call, and a phone evaluates every searchable list's schema as the locker wakes up.
const COUNT_CAPPED = `Set when a search matched more than ${String(SEARCH_COUNT_CAP).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}: the count and the pages stop there`;

/**
 * One page of a list the staff search: as `pageResponse`, and `countCapped`
 * when the search matched more than SEARCH_COUNT_CAP (the count, and the
 * pages, stop there).
 */
export function searchPageResponse<T extends z.ZodRawShape>(shape: T) {
  return pageResponse({ ...shape, countCapped: z.literal(true).optional().describe(COUNT_CAPPED) });
}

/** The answer of an action that has nothing to return but its message. */
export const messageResponseSchema = messageResponse({});

export const errorResponseSchema = z
  .looseObject({
    error: z.literal(true),
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .describe("Error: { error: true, code, message, fields? }, and any fields the code names");
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * A value that multipart forms send as a JSON string (details, shippingOptions,
 * title...) and JSON bodies send as is: both parse to the same schema.
 */
export function jsonValue<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);
}

/**
 * Field message of a string holding U+0000. No text column can store it
 * (PostgreSQL refuses the character), and no form can type it: every request
 * carrying one, in any field, key or parameter, is refused as invalid input.
 */
export const NUL_FIELD_MESSAGE = "noNulCharacter";

/**
 * Field message of a string holding a bidirectional embedding, override or
 * isolate (U+202A-U+202E, U+2066-U+2069). Shown beside other text, one of
 * them reorders what follows it ("photo\u202Egpj.exe" reads "photojpg.exe"
 * on an invoice), and no keyboard layout types them. The marks U+200E,
 * U+200F and U+061C (LRM, RLM, ALM) stay allowed: they are characters of
 * zero width that only lend a direction to the neutrals beside them, cannot
 * reverse a run of letters, and Arabic keyboards and phones insert them.
 */
export const BIDI_CONTROL_FIELD_MESSAGE = "noBidiControl";

/** The field message of a refused character in `text` (NUL first), or undefined. */
function refusal(text: string): string | undefined {
  if (text.includes("\u0000")) return NUL_FIELD_MESSAGE;
  return BIDI_CONTROL.test(text) ? BIDI_CONTROL_FIELD_MESSAGE : undefined;
}

/**
 * Where `value` holds a character no request may carry (U+0000, a
 * bidirectional control) in a string or an object key, as the API's `fields`
 * map names a field ("items.0.name"; "_" for the value itself) with its
 * message; undefined when nowhere. Walks with its own stack, so deep nesting
 * is no recursion.
 */
export function refusedCharacterField(value: unknown): { field: string; message: string } | undefined {
  interface Node {
    value: unknown;
    key?: string;
    parent?: Node;
  }
  const pathOf = (node: Node | undefined, last?: string) => {
    const keys = last === undefined ? [] : [last];
    for (let at = node; at?.key !== undefined; at = at.parent) keys.unshift(at.key);
    return keys.length ? keys.join(".") : "_";
  };
  const stack: Node[] = [{ value }];
  while (stack.length) {
    const node = stack.pop()!;
    const current = node.value;
    if (typeof current === "string") {
      const message = refusal(current);
      if (message) return { field: pathOf(node), message };
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, key: String(index), parent: node }));
    } else if (current !== null && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) {
        const message = refusal(key);
        if (message) return { field: pathOf(node, withoutBidiControls(key.replaceAll("\u0000", ""))), message };
        stack.push({ value: item, key, parent: node });
      }
    }
  }
  return undefined;
}
