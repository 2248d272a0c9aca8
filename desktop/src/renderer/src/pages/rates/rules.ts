/**
 * Pure rules of the rates screens: the price grid of one carrier (weight
 * bands down, zones across, a price per cell), checked as it is typed with
 * the shared range schema (overlaps of one zone refused in place), the calls
 * that save it, and the preview, quoted with the very code the API quotes with.
 */
import {
  bandsOverlap,
  buildRateCard,
  kilogramsToGrams,
  quote,
  type QuoteResult,
  type RateCarrier,
  type RateRange,
} from "@ipf/shared/rules/pricing";
import { countryByIso2 } from "@ipf/shared/data/countries";
import { readMessage } from "@ipf/shared/i18n/message-key";
import { linkCarrierRequestSchema, type carrierEngineResponseSchema } from "@ipf/shared/schemas/labels";
import { z } from "zod";
import {
  calcShippingRequestSchema,
  createCarrierFormSchema,
  createRangeRequestSchema,
  type Carrier,
  type Range,
} from "@ipf/shared/schemas/rates";

export interface GridCell {
  /** The saved range this cell shows; null for a price not saved yet. */
  rangeId: string | null;
  /** As typed; "" for no price (no range for this band and zone). */
  price: string;
}

export interface GridBand {
  key: string;
  from: string;
  to: string;
  /** Zone id to its cell; a zone without a cell has no price in this band. */
  cells: Record<string, GridCell>;
}

export interface Grid {
  /** The zone columns, in order. */
  zones: string[];
  bands: GridBand[];
}

/** Numbers as they come back from the API, written as they are typed: 0.5, 10, 12.5. */
const text = (value: number) => String(value);

let bandSeq = 0;
export const newBandKey = () => `b${++bandSeq}`;

/** The saved ranges as a grid: one band per distinct (from, to), lowest first; zones in the order given. */
export function gridOf(ranges: readonly Range[], zoneOrder: readonly string[]): Grid {
  const bands = new Map<string, GridBand>();
  for (const range of [...ranges].sort((a, b) => a.from - b.from || a.to - b.to)) {
    const id = `${range.from}-${range.to}`;
    let band = bands.get(id);
    if (!band) {
      band = { key: newBandKey(), from: text(range.from), to: text(range.to), cells: {} };
      bands.set(id, band);
    }
    band.cells[range.zone] = { rangeId: range._id, price: text(range.price) };
  }
  const used = new Set(ranges.map((range) => range.zone));
  const zones = zoneOrder.filter((zone) => used.has(zone));
  for (const zone of used) if (!zones.includes(zone)) zones.push(zone);
  return { zones, bands: [...bands.values()] };
}

/** A new band below the last: from its upper bound, one kilogram wide. */
export function addBand(grid: Grid): Grid {
  const last = grid.bands.at(-1);
  const from = last && Number.isFinite(Number(last.to)) && last.to.trim() !== "" ? Number(last.to) : 0;
  return {
    ...grid,
    bands: [
      ...grid.bands,
      { key: newBandKey(), from: text(from), to: text(Math.round((from + 1) * 1000) / 1000), cells: {} },
    ],
  };
}

export function removeBand(grid: Grid, key: string): Grid {
  return { ...grid, bands: grid.bands.filter((band) => band.key !== key) };
}

export function addZoneColumn(grid: Grid, zone: string): Grid {
  return grid.zones.includes(zone) ? grid : { ...grid, zones: [...grid.zones, zone] };
}

/** Takes a zone's column away: every price of it is deleted on save. */
export function removeZoneColumn(grid: Grid, zone: string): Grid {
  return {
    zones: grid.zones.filter((z) => z !== zone),
    bands: grid.bands.map((band) => {
      const cell = band.cells[zone];
      if (!cell) return band;
      const cells = { ...band.cells };
      if (cell.rangeId) cells[zone] = { rangeId: cell.rangeId, price: "" };
      else delete cells[zone];
      return { ...band, cells };
    }),
  };
}

export function setBound(grid: Grid, key: string, bound: "from" | "to", value: string): Grid {
  return { ...grid, bands: grid.bands.map((band) => (band.key === key ? { ...band, [bound]: value } : band)) };
}

export function setPrice(grid: Grid, key: string, zone: string, price: string): Grid {
  return {
    ...grid,
    bands: grid.bands.map((band) =>
      band.key === key
        ? { ...band, cells: { ...band.cells, [zone]: { rangeId: band.cells[zone]?.rangeId ?? null, price } } }
        : band,
    ),
  };
}

/** The key of a cell's error: `band:from`, `band:to` or `band:zoneId`. */
export const cellKey = (band: string, column: string) => `${band}:${column}`;

export type GridErrors = Record<string, string>;

const hasPrice = (cell: GridCell | undefined): boolean => Boolean(cell && cell.price.trim() !== "");
const priced = (cell: GridCell | undefined): cell is GridCell => hasPrice(cell);

/**
 * Each field's message key, as the shared range schema words it
 * (fromRequired, invalidWeight, toNotAboveFrom, invalidPrice...), plus
 * `overlap` on each price of a zone whose band overlaps another priced band
 * of that zone. A band with no price at all is not checked: it saves nothing.
 */
export function checkGrid(grid: Grid, carrierId: string): GridErrors {
  const errors: GridErrors = {};
  const valid: { band: GridBand; zone: string; from: number; to: number }[] = [];
  for (const band of grid.bands) {
    for (const zone of grid.zones) {
      const cell = band.cells[zone];
      if (!priced(cell)) continue;
      const parsed = createRangeRequestSchema.safeParse({
        from: band.from,
        to: band.to,
        price: cell.price,
        zone,
        company: carrierId,
      });
      if (parsed.success) {
        valid.push({ band, zone, from: parsed.data.from, to: parsed.data.to });
        continue;
      }
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        const key = field === "from" || field === "to" ? cellKey(band.key, field) : cellKey(band.key, zone);
        errors[key] ??= issue.message;
      }
    }
  }
  const grams = (kg: number) => Math.round(kg * 1000);
  for (let i = 0; i < valid.length; i++) {
    for (let j = i + 1; j < valid.length; j++) {
      const a = valid[i]!;
      const b = valid[j]!;
      if (a.zone !== b.zone) continue;
      const overlap = bandsOverlap(
        { fromGrams: grams(a.from), toGrams: grams(a.to) },
        { fromGrams: grams(b.from), toGrams: grams(b.to) },
      );
      if (!overlap) continue;
      errors[cellKey(a.band.key, a.zone)] ??= "overlap";
      errors[cellKey(b.band.key, b.zone)] ??= "overlap";
    }
  }
  return errors;
}

export type RangeOp =
  | { kind: "delete"; cell: string; rangeId: string }
  | { kind: "edit"; cell: string; body: { rangeId: string; from: number; to: number; price: number; zone: string } }
  | {
      kind: "create";
      cell: string;
      band: string;
      zone: string;
      body: { company: string; from: number; to: number; price: number; zone: string };
    };

/**
 * The calls that turn the saved ranges into the grid: deletions first, then
 * changes, then new ranges, so that a range moved into the room another left
 * does not collide with it. Only cells without errors are sent.
 */
export function planSave(grid: Grid, saved: readonly Range[], carrierId: string, errors: GridErrors): RangeOp[] {
  const byId = new Map(saved.map((range) => [range._id, range]));
  const deletes: RangeOp[] = [];
  const edits: RangeOp[] = [];
  const creates: RangeOp[] = [];
  const kept = new Set<string>();
  for (const band of grid.bands) {
    for (const [zone, cell] of Object.entries(band.cells)) {
      const key = cellKey(band.key, zone);
      if (cell.rangeId) kept.add(cell.rangeId);
      if (!hasPrice(cell)) {
        if (cell.rangeId && byId.has(cell.rangeId)) deletes.push({ kind: "delete", cell: key, rangeId: cell.rangeId });
        continue;
      }
      if (errors[key] || errors[cellKey(band.key, "from")] || errors[cellKey(band.key, "to")]) continue;
      const from = Number(band.from);
      const to = Number(band.to);
      const price = Number(cell.price);
      const before = cell.rangeId ? byId.get(cell.rangeId) : undefined;
      if (before) {
        if (before.from !== from || before.to !== to || before.price !== price || before.zone !== zone) {
          edits.push({ kind: "edit", cell: key, body: { rangeId: before._id, from, to, price, zone } });
        }
      } else {
        creates.push({
          kind: "create",
          cell: key,
          band: band.key,
          zone,
          body: { company: carrierId, from, to, price, zone },
        });
      }
    }
  }
  // A band taken away deletes the ranges it held.
  for (const range of saved) {
    if (!kept.has(range._id)) deletes.push({ kind: "delete", cell: `gone:${range._id}`, rangeId: range._id });
  }
  return [...deletes, ...edits, ...creates];
}

/** Whether the grid differs from what is saved (a typed value that is not a number counts). */
export function isDirty(grid: Grid, saved: readonly Range[], carrierId: string): boolean {
  return planSave(grid, saved, carrierId, {}).length > 0;
}

/** The grid's valid prices as the pricing rules read ranges (grams, cents): what saving would store. */
export function draftRanges(grid: Grid, errors: GridErrors): RateRange[] {
  const ranges: RateRange[] = [];
  for (const band of grid.bands) {
    if (errors[cellKey(band.key, "from")] || errors[cellKey(band.key, "to")]) continue;
    for (const zone of grid.zones) {
      const cell = band.cells[zone];
      if (!priced(cell) || errors[cellKey(band.key, zone)]) continue;
      ranges.push({
        id: cell.rangeId ?? cellKey(band.key, zone),
        zoneId: zone,
        fromGrams: Math.round(Number(band.from) * 1000),
        toGrams: Math.round(Number(band.to) * 1000),
        priceCents: Math.round(Number(cell.price) * 100),
      });
    }
  }
  return ranges;
}

// ------------------------------------------------------------------- preview

export interface PreviewInput {
  country: string;
  warehouse: string;
  weight: string;
  length: string;
  width: string;
  height: string;
}

export type PreviewCheck =
  | {
      ok: true;
      country: string;
      warehouse: string;
      grams: number;
      dimensions?: { lengthCm: number; widthCm: number; heightCm: number };
    }
  | { ok: false; fields: Record<string, string> };

/** The preview's fields, checked by the calculator's own schema (dimensions optional, all three or none). */
export function checkPreview(input: PreviewInput): PreviewCheck {
  const parsed = calcShippingRequestSchema.safeParse({
    country: input.country,
    warehouse: input.warehouse,
    weight: input.weight,
    length: input.length || undefined,
    width: input.width || undefined,
    height: input.height || undefined,
  });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "weight")] ??= issue.message;
    return { ok: false, fields };
  }
  const { length, width, height } = parsed.data;
  return {
    ok: true,
    country: parsed.data.country,
    warehouse: parsed.data.warehouse,
    grams: kilogramsToGrams(parsed.data.weight),
    dimensions:
      length !== undefined && width !== undefined && height !== undefined
        ? { lengthCm: length, widthCm: width, heightCm: height }
        : undefined,
  };
}

/** A carrier of the API as the pricing rules read it; `ranges` replaces its saved ones (the draft). */
export function rateCarrierOf(carrier: Carrier, ranges?: RateRange[]): RateCarrier {
  return {
    id: carrier._id,
    warehouseId: carrier.warehouse,
    name: carrier.name,
    nameAr: carrier.nameAR,
    logo: carrier.logoImage,
    divisor: carrier.dimensionalWeight,
    minDays: carrier.minShipTime,
    maxDays: carrier.maxShipTime,
    isActive: carrier.isActive,
    ranges:
      ranges ??
      carrier.ranges.map((range) => ({
        id: range._id,
        zoneId: range.zone,
        fromGrams: Math.round(range.from * 1000),
        toGrams: Math.round(range.to * 1000),
        priceCents: Math.round(range.price * 100),
      })),
  };
}

/**
 * What the calculator quotes for the preview's parcel: with the carriers as
 * saved, or with one carrier's draft ranges in place of its saved ones.
 * `sideCard`: the side calculator, which quotes every open warehouse.
 */
export function previewQuote(options: {
  carriers: readonly Carrier[];
  zones: readonly { _id: string; countries: string[] }[];
  openWarehouses: readonly string[];
  input: Extract<PreviewCheck, { ok: true }>;
  sideCard: boolean;
  draft?: { carrierId: string; ranges: RateRange[] };
}): QuoteResult {
  const { carriers, zones, openWarehouses, input, draft } = options;
  const card = buildRateCard({
    activeWarehouseIds: [...openWarehouses],
    zones: zones.map((zone) => ({ id: zone._id, countries: zone.countries })),
    carriers: carriers.map((carrier) =>
      rateCarrierOf(carrier, draft && draft.carrierId === carrier._id ? draft.ranges : undefined),
    ),
  });
  return quote(card, {
    country: input.country,
    actualGrams: input.grams,
    dimensions: input.dimensions,
    warehouseId: options.sideCard ? undefined : input.warehouse,
  });
}

/** Why the calculator quotes nothing for the preview's parcel. */
export type PreviewRefusal =
  { reason: "noOptions" } | { reason: "noCarrierAtWeight"; weightKg: number; maxKg: number | null };

/** The refusal of the pricing rules run here. */
export function refusalOfQuote(result: Exclude<QuoteResult, { ok: true }>): PreviewRefusal {
  if (result.reason === "noOptions") return { reason: "noOptions" };
  return {
    reason: "noCarrierAtWeight",
    weightKg: result.chargeableGrams / 1000,
    maxKg: result.maxGrams === null ? null : result.maxGrams / 1000,
  };
}

/** The refusal of the public calculator: its OUT_OF_RANGE answer's weight key ("noCarrierAtWeight?weight=42&max=30"). */
export function refusalOfAnswer(weightKey: string | undefined): PreviewRefusal {
  const { key, values } = readMessage(weightKey ?? "");
  if (key !== "noCarrierAtWeight" || !Number.isFinite(Number(values.weight))) return { reason: "noOptions" };
  return {
    reason: "noCarrierAtWeight",
    weightKg: Number(values.weight),
    maxKg: values.max !== undefined && Number.isFinite(Number(values.max)) ? Number(values.max) : null,
  };
}

/** What the preview says of a refusal: the weight no carrier takes to that destination, and their last band. */
export function refusalMessage(
  refusal: PreviewRefusal,
  country: string,
):
  | { key: "rates.preview.noOptions" }
  | { key: "rates.preview.noCarrierAtWeight"; values: { weight: number; country: string } }
  | { key: "rates.preview.noCarrierAtWeightMax"; values: { weight: number; country: string; max: number } } {
  if (refusal.reason === "noOptions") return { key: "rates.preview.noOptions" };
  const name = countryByIso2(country)?.names.en ?? country;
  return refusal.maxKg === null
    ? { key: "rates.preview.noCarrierAtWeight", values: { weight: refusal.weightKg, country: name } }
    : {
        key: "rates.preview.noCarrierAtWeightMax",
        values: { weight: refusal.weightKg, country: name, max: refusal.maxKg },
      };
}

/** The carriers list, grouped by warehouse in the order the API lists them. */
export function byWarehouse(carriers: readonly Carrier[]): { warehouse: string; carriers: Carrier[] }[] {
  const groups = new Map<string, Carrier[]>();
  for (const carrier of carriers) {
    const list = groups.get(carrier.warehouse);
    if (list) list.push(carrier);
    else groups.set(carrier.warehouse, [carrier]);
  }
  return [...groups].map(([warehouse, list]) => ({ warehouse, carriers: list }));
}

/** Where the arrow keys and Enter move in the grid, or null to leave the key to the input. */
export function moveInGrid(
  key: string,
  at: { row: number; col: number },
  size: { rows: number; cols: number },
  caret: { atStart: boolean; atEnd: boolean },
): { row: number; col: number } | null {
  const { row, col } = at;
  switch (key) {
    case "ArrowUp":
      return row > 0 ? { row: row - 1, col } : null;
    case "ArrowDown":
    case "Enter":
      return row < size.rows - 1 ? { row: row + 1, col } : null;
    case "ArrowLeft":
      return caret.atStart && col > 0 ? { row, col: col - 1 } : null;
    case "ArrowRight":
      return caret.atEnd && col < size.cols - 1 ? { row, col: col + 1 } : null;
    default:
      return null;
  }
}

/** After a save call: the cell now shows the range saved (created), or none (deleted). */
export function setRangeId(grid: Grid, bandKey: string, zone: string, rangeId: string | null): Grid {
  return {
    ...grid,
    bands: grid.bands.map((band) => {
      const cell = band.cells[zone];
      if (band.key !== bandKey || !cell) return band;
      const cells = { ...band.cells };
      if (rangeId === null && cell.price.trim() === "") delete cells[zone];
      else cells[zone] = { ...cell, rangeId };
      return { ...band, cells };
    }),
  };
}

/**
 * The carrier form as the dialog holds it (text inputs): the API's own
 * schema, an empty divisor read as none (5000) rather than as a bad number.
 */
export const carrierFormSchema = z.preprocess(
  (form: Record<string, unknown>) => ({
    ...form,
    dimensionalWeight: form.dimensionalWeight === "" ? undefined : form.dimensionalWeight,
    // No warehouse chosen yet is "required", not "invalid".
    warehouse: form.warehouse === "" ? undefined : form.warehouse,
  }),
  createCarrierFormSchema,
);

/** `current` when the carrier prices it, else the first country (by code) of the first zone it prices. */
export function servedCountry(
  carrier: Pick<Carrier, "ranges">,
  zones: readonly { _id: string; countries: string[] }[],
  current: string,
): string {
  const priced = new Set(carrier.ranges.map((range) => range.zone));
  const served = zones.filter((zone) => priced.has(zone._id)).flatMap((zone) => zone.countries);
  if (served.length === 0 || served.includes(current)) return current;
  return [...served].sort()[0]!;
}

// ------------------------------------------------------------ shipping engine

/** What GET carrier_engine answers: the engine's kind, whether it answered, its carriers and their services. */
export type EngineCatalogue = Omit<z.infer<typeof carrierEngineResponseSchema>, "error">;
export type EngineLink = NonNullable<Carrier["engineLink"]>;
export type LinkCarrierRequest = z.input<typeof linkCarrierRequestSchema>;

/**
 * How the link can be chosen with this answer of the engine:
 * - none: no engine at all (production without KARRIO_URL): manual only;
 * - typed: the engine does not answer: the slugs are typed, checked at the first purchase;
 * - empty: it answers but has no carrier connection: manual only until one is added;
 * - pick: a carrier, then one of its services.
 */
export type EngineMode = "none" | "typed" | "empty" | "pick";

export function engineModeOf(catalogue: EngineCatalogue): EngineMode {
  if (catalogue.engine === "none") return "none";
  if (!catalogue.reachable) return "typed";
  return catalogue.carriers.length === 0 ? "empty" : "pick";
}

export interface EngineChoice {
  value: string;
  label: string;
  /** The carrier's current link, no longer offered by the engine: shown, refused on save. */
  gone: boolean;
}

/** "DHL Express (dhl_express)"; the name alone when it is the slug ("Colissimo"), the slug alone without a name. */
function choiceLabel(name: string, slug: string): string {
  const named = name.trim();
  if (named === "") return slug;
  return named.toLowerCase() === slug ? named : `${named} (${slug})`;
}

/** The engine's carriers as offered, then the current link's carrier when the engine no longer offers it. */
export function engineCarrierChoices(catalogue: EngineCatalogue, current: EngineLink | null): EngineChoice[] {
  const choices = catalogue.carriers.map((carrier) => ({
    value: carrier.carrierName,
    label: choiceLabel(carrier.displayName, carrier.carrierName),
    gone: false,
  }));
  if (current && !choices.some((choice) => choice.value === current.carrier)) {
    choices.push({ value: current.carrier, label: current.carrier, gone: true });
  }
  return choices;
}

/**
 * The services of the engine carrier `carrier` (none before a carrier is
 * chosen), then the current link's service when it is this carrier's and
 * the engine no longer offers it.
 */
export function engineServiceChoices(
  catalogue: EngineCatalogue,
  carrier: string,
  current: EngineLink | null,
): EngineChoice[] {
  const offered = catalogue.carriers.find((entry) => entry.carrierName === carrier)?.services ?? [];
  const choices = offered.map((service) => ({
    value: service.code,
    label: choiceLabel(service.name, service.code),
    gone: false,
  }));
  if (current && current.carrier === carrier && !choices.some((choice) => choice.value === current.service)) {
    choices.push({ value: current.service, label: current.service, gone: true });
  }
  return choices;
}

/** The link as the dialog holds it; the slugs are kept while "manual" is chosen, to switch back. */
export interface LinkForm {
  manual: boolean;
  carrier: string;
  service: string;
}

export const linkFormOf = (link: EngineLink | null): LinkForm =>
  link ? { manual: false, carrier: link.carrier, service: link.service } : { manual: true, carrier: "", service: "" };

/**
 * Another engine carrier chosen: its service is cleared, or taken when it
 * has only one; the same carrier again keeps the service.
 */
export function chooseEngineCarrier(form: LinkForm, carrier: string, catalogue: EngineCatalogue): LinkForm {
  if (carrier === form.carrier) return form;
  const services = catalogue.carriers.find((entry) => entry.carrierName === carrier)?.services ?? [];
  return { ...form, carrier, service: services.length === 1 ? services[0]!.code : "" };
}

export type LinkFieldErrors = Partial<Record<"engineCarrier" | "engineService", string>>;

/**
 * The request that saves the dialog: both null for manual; else both
 * slugs, checked with the API's own schema (a missing one is named on its
 * field, never sent as an unlink). With the engine's catalogue (`pick`), a
 * carrier or service it does not offer is refused here as the API would.
 */
export function linkRequest(
  id: string,
  form: LinkForm,
  catalogue: EngineCatalogue | null,
): { ok: true; body: LinkCarrierRequest } | { ok: false; fields: LinkFieldErrors } {
  if (form.manual) return { ok: true, body: { id, engineCarrier: null, engineService: null } };
  const engineCarrier = form.carrier.trim();
  const engineService = form.service.trim();
  const fields: LinkFieldErrors = {};
  if (!engineCarrier) fields.engineCarrier = "engineLinkInvalid";
  if (!engineService) fields.engineService = engineCarrier ? "engineLinkIncomplete" : "engineLinkInvalid";
  if (!fields.engineCarrier && !fields.engineService) {
    const parsed = linkCarrierRequestSchema.safeParse({ id, engineCarrier, engineService });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "engineCarrier" || field === "engineService") && !fields[field]) fields[field] = issue.message;
      }
    }
  }
  if (!fields.engineCarrier && !fields.engineService && catalogue && engineModeOf(catalogue) === "pick") {
    const offered = catalogue.carriers.find((entry) => entry.carrierName === engineCarrier);
    if (!offered) fields.engineCarrier = "engineLinkInvalid";
    else if (!offered.services.some((service) => service.code === engineService)) {
      fields.engineService = "engineLinkInvalid";
    }
  }
  if (fields.engineCarrier || fields.engineService) return { ok: false, fields };
  return { ok: true, body: { id, engineCarrier, engineService } };
}

/** The field errors of a refused link (VALIDATION), the other fields left to the dialog's summary. */
export function linkFieldErrors(fields: Record<string, string> | undefined): LinkFieldErrors {
  const found: LinkFieldErrors = {};
  for (const name of ["engineCarrier", "engineService"] as const) {
    if (fields?.[name]) found[name] = fields[name];
  }
  return found;
}

/**
 * What a carrier's tag says after "karrio: ": the service alone when it
 * names its carrier (colissimo_international), else "carrier / service";
 * null for a manual carrier.
 */
export function engineLinkText(link: EngineLink | null): string | null {
  if (!link) return null;
  return link.service.startsWith(link.carrier) ? link.service : `${link.carrier} / ${link.service}`;
}
