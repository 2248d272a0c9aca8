import type { Carrier, Range } from "@ipf/shared/schemas/rates";
import { describe, expect, it } from "vitest";
import { fieldMessage } from "../../ui/fieldMessage";
import { ENGINE_CATALOGUE } from "../../testing/engine";
import { checkLogo } from "./logo";
import {
  addBand,
  addZoneColumn,
  byWarehouse,
  carrierFormSchema,
  servedCountry,
  cellKey,
  checkGrid,
  checkPreview,
  chooseEngineCarrier,
  draftRanges,
  engineCarrierChoices,
  engineLinkText,
  engineModeOf,
  engineServiceChoices,
  gridOf,
  isDirty,
  linkFieldErrors,
  linkFormOf,
  linkRequest,
  moveInGrid,
  planSave,
  previewQuote,
  refusalMessage,
  refusalOfAnswer,
  refusalOfQuote,
  removeBand,
  removeZoneColumn,
  setBound,
  setPrice,
  setRangeId,
  type EngineCatalogue,
} from "./rules";

const CARRIER = "00000000-0000-4000-8000-000000000001";
const WAREHOUSE = "00000000-0000-4000-8000-0000000000a1";
const EU = "00000000-0000-4000-8000-0000000000e1";
const MENA = "00000000-0000-4000-8000-0000000000e2";

const range = (id: string, zone: string, from: number, to: number, price: number): Range => ({
  _id: id,
  zone,
  zoneName: zone === EU ? "Europe" : "MENA",
  from,
  to,
  price,
});
const SAVED = [range("r1", EU, 0, 1, 10), range("r2", EU, 1, 5, 20), range("r3", MENA, 0, 1, 15)];

describe("gridOf", () => {
  it("makes one band per distinct bounds, lowest first, and one column per zone priced", () => {
    const grid = gridOf(SAVED, [MENA, EU]);
    expect(grid.zones).toEqual([MENA, EU]);
    expect(grid.bands.map((b) => [b.from, b.to])).toEqual([
      ["0", "1"],
      ["1", "5"],
    ]);
    expect(grid.bands[0]!.cells).toEqual({
      [EU]: { rangeId: "r1", price: "10" },
      [MENA]: { rangeId: "r3", price: "15" },
    });
    expect(grid.bands[1]!.cells[MENA]).toBeUndefined();
  });
});

describe("checkGrid", () => {
  it("accepts the saved grid", () => {
    expect(checkGrid(gridOf(SAVED, [EU, MENA]), CARRIER)).toEqual({});
  });

  it("words each bad value as the shared range schema does", () => {
    let grid = gridOf(SAVED, [EU, MENA]);
    const [first, second] = grid.bands;
    grid = setPrice(grid, first!.key, EU, "-3");
    grid = setPrice(grid, first!.key, MENA, "abc");
    grid = setBound(grid, second!.key, "to", "1");
    const errors = checkGrid(grid, CARRIER);
    expect(errors[cellKey(first!.key, EU)]).toBe("invalidPrice");
    expect(errors[cellKey(first!.key, MENA)]).toBe("invalidPrice");
    expect(errors[cellKey(second!.key, "to")]).toBe("toNotAboveFrom");
  });

  it("refuses huge numbers and empty bounds", () => {
    let grid = gridOf(SAVED, [EU, MENA]);
    const first = grid.bands[0]!;
    grid = setPrice(grid, first.key, EU, "99999999");
    grid = setBound(grid, first.key, "from", "");
    const errors = checkGrid(grid, CARRIER);
    expect(errors[cellKey(first.key, EU)]).toBe("invalidPrice");
    expect(errors[cellKey(first.key, "from")]).toBe("fromRequired");
  });

  it("marks both prices of a zone whose bands overlap, and not another zone's", () => {
    let grid = gridOf(SAVED, [EU, MENA]);
    grid = addBand(grid);
    const added = grid.bands[2]!;
    grid = setBound(grid, added.key, "from", "4");
    grid = setBound(grid, added.key, "to", "8");
    grid = setPrice(grid, added.key, EU, "30");
    grid = setPrice(grid, added.key, MENA, "40");
    const errors = checkGrid(grid, CARRIER);
    expect(errors).toEqual({
      [cellKey(grid.bands[1]!.key, EU)]: "overlap",
      [cellKey(added.key, EU)]: "overlap",
    });
  });

  it("lets bands meet: (0, 1] and (1, 5] do not overlap", () => {
    let grid = gridOf(SAVED, [EU, MENA]);
    grid = setPrice(grid, grid.bands[1]!.key, MENA, "25");
    expect(checkGrid(grid, CARRIER)).toEqual({});
  });
});

describe("planSave", () => {
  it("plans nothing for the saved grid", () => {
    const grid = gridOf(SAVED, [EU, MENA]);
    expect(planSave(grid, SAVED, CARRIER, {})).toEqual([]);
    expect(isDirty(grid, SAVED, CARRIER)).toBe(false);
  });

  it("deletes first, then edits, then creates", () => {
    let grid = gridOf(SAVED, [EU, MENA]);
    const [first, second] = grid.bands;
    grid = setPrice(grid, first!.key, MENA, "");
    grid = setPrice(grid, first!.key, EU, "12.5");
    grid = setPrice(grid, second!.key, MENA, "25");
    const ops = planSave(grid, SAVED, CARRIER, checkGrid(grid, CARRIER));
    expect(ops.map((op) => op.kind)).toEqual(["delete", "edit", "create"]);
    expect(ops[0]).toMatchObject({ rangeId: "r3" });
    expect(ops[1]).toMatchObject({ body: { rangeId: "r1", from: 0, to: 1, price: 12.5, zone: EU } });
    expect(ops[2]).toMatchObject({ body: { company: CARRIER, from: 1, to: 5, price: 25, zone: MENA } });
    expect(isDirty(grid, SAVED, CARRIER)).toBe(true);
  });

  it("moves every price of a band when its bounds change, and deletes a band taken away", () => {
    let grid = gridOf(SAVED, [EU, MENA]);
    grid = setBound(grid, grid.bands[0]!.key, "to", "0.5");
    grid = removeBand(grid, grid.bands[1]!.key);
    const ops = planSave(grid, SAVED, CARRIER, {});
    expect(ops).toEqual([
      { kind: "delete", cell: "gone:r2", rangeId: "r2" },
      expect.objectContaining({ kind: "edit", body: expect.objectContaining({ rangeId: "r1", to: 0.5 }) }),
      expect.objectContaining({ kind: "edit", body: expect.objectContaining({ rangeId: "r3", to: 0.5 }) }),
    ]);
  });

  it("leaves out the cells with errors", () => {
    let grid = gridOf(SAVED, [EU, MENA]);
    grid = setPrice(grid, grid.bands[0]!.key, EU, "-1");
    grid = setPrice(grid, grid.bands[0]!.key, MENA, "16");
    const ops = planSave(grid, SAVED, CARRIER, checkGrid(grid, CARRIER));
    expect(ops).toEqual([expect.objectContaining({ kind: "edit", body: expect.objectContaining({ rangeId: "r3" }) })]);
  });

  it("deletes a removed zone column's prices", () => {
    const grid = removeZoneColumn(gridOf(SAVED, [EU, MENA]), MENA);
    expect(grid.zones).toEqual([EU]);
    expect(planSave(grid, SAVED, CARRIER, {})).toEqual([
      { kind: "delete", cell: cellKey(grid.bands[0]!.key, MENA), rangeId: "r3" },
    ]);
  });

  it("records a created range's id, and forgets a deleted one", () => {
    let grid = addZoneColumn(gridOf(SAVED, [EU, MENA]), "zone-new");
    const key = grid.bands[0]!.key;
    grid = setPrice(grid, key, "zone-new", "9");
    grid = setRangeId(grid, key, "zone-new", "r9");
    expect(grid.bands[0]!.cells["zone-new"]).toEqual({ rangeId: "r9", price: "9" });
    grid = setPrice(grid, key, MENA, "");
    grid = setRangeId(grid, key, MENA, null);
    expect(grid.bands[0]!.cells[MENA]).toBeUndefined();
  });
});

describe("addBand", () => {
  it("starts a new band where the last one ends", () => {
    const grid = addBand(gridOf(SAVED, [EU, MENA]));
    expect(grid.bands.at(-1)).toMatchObject({ from: "5", to: "6", cells: {} });
    expect(addBand({ zones: [], bands: [] }).bands[0]).toMatchObject({ from: "0", to: "1" });
  });
});

describe("the preview", () => {
  const carrier = (id: string, name: string, ranges: Range[], isActive = true): Carrier => ({
    _id: id,
    id,
    name,
    nameAR: name,
    dimensionalWeight: 5000,
    minShipTime: 2,
    maxShipTime: 5,
    warehouse: WAREHOUSE,
    logoImage: null,
    isActive,
    rateCard: "main",
    ranges,
    engineLink: null,
  });
  const zones = [
    { _id: EU, countries: ["FR", "DE"] },
    { _id: MENA, countries: ["DZ"] },
  ];
  const carriers = [
    carrier(CARRIER, "Fast", SAVED),
    carrier("c2", "Cheap", [range("x1", EU, 0, 30, 8)]),
    carrier("c3", "Off", [range("x2", EU, 0, 30, 1)], false),
  ];
  const input = (over: Partial<Record<string, string>> = {}) => {
    const checked = checkPreview({
      country: "FR",
      warehouse: WAREHOUSE,
      weight: "0.8",
      length: "",
      width: "",
      height: "",
      ...over,
    });
    if (!checked.ok) throw new Error(JSON.stringify(checked.fields));
    return checked;
  };

  it("checks the parcel with the calculator's schema", () => {
    expect(checkPreview({ country: "", warehouse: WAREHOUSE, weight: "", length: "", width: "", height: "" })).toEqual({
      ok: false,
      fields: { country: "countryRequired", weight: "weightRequired" },
    });
    const bad = checkPreview({ country: "XX", warehouse: WAREHOUSE, weight: "-1", length: "", width: "", height: "" });
    // A negative weight is a number, out of the range (shared rules/numbers.ts reads its sign).
    expect(!bad.ok && bad.fields).toEqual({ country: "invalidCountry", weight: "outOfRange" });
    const zero = checkPreview({ country: "FR", warehouse: WAREHOUSE, weight: "0", length: "", width: "", height: "" });
    expect(!zero.ok && zero.fields).toEqual({ weight: "outOfRange" });
    const ton = checkPreview({
      country: "FR",
      warehouse: WAREHOUSE,
      weight: "1001",
      length: "",
      width: "",
      height: "",
    });
    expect(!ton.ok && ton.fields).toEqual({ weight: "weightMax?max=1000" });
    expect(fieldMessage("rates", "weightMax?max=1000")).toBe("At most 1000 kg: no parcel weighs more.");
    const sizes = checkPreview({
      country: "FR",
      warehouse: WAREHOUSE,
      weight: "2",
      length: "10",
      width: "",
      height: "",
    });
    expect(!sizes.ok && sizes.fields).toEqual({ width: "widthRequired", height: "heightRequired" });
  });

  it("quotes active carriers cheapest first, as saved", () => {
    const result = previewQuote({ carriers, zones, openWarehouses: [WAREHOUSE], input: input(), sideCard: false });
    expect(result).toMatchObject({
      ok: true,
      lines: [
        { name: "Cheap", priceCents: 800 },
        { name: "Fast", priceCents: 1000 },
      ],
    });
  });

  it("quotes the grid as typed in place of the carrier's saved ranges", () => {
    let grid = gridOf(SAVED, [EU, MENA]);
    grid = setPrice(grid, grid.bands[0]!.key, EU, "5");
    const draft = draftRanges(grid, checkGrid(grid, CARRIER));
    const result = previewQuote({
      carriers,
      zones,
      openWarehouses: [WAREHOUSE],
      input: input(),
      sideCard: false,
      draft: { carrierId: CARRIER, ranges: draft },
    });
    expect(result).toMatchObject({ ok: true, lines: [{ name: "Fast", priceCents: 500 }, { name: "Cheap" }] });
  });

  it("charges the volumetric weight and refuses what no carrier's bands hold, or no carrier serves", () => {
    const volumetric = input({ weight: "0.5", length: "20", width: "20", height: "20" }); // 1.6 kg
    const result = previewQuote({ carriers, zones, openWarehouses: [WAREHOUSE], input: volumetric, sideCard: false });
    expect(result).toMatchObject({
      ok: true,
      lines: [{ name: "Cheap" }, { name: "Fast", priceCents: 2000, chargeableGrams: 1600 }],
    });
    const heavy = previewQuote({
      carriers,
      zones,
      openWarehouses: [WAREHOUSE],
      input: input({ weight: "31" }),
      sideCard: false,
    });
    expect(heavy).toEqual({ ok: false, reason: "noCarrierAtWeight", chargeableGrams: 31_000, maxGrams: 30_000 });
    expect(!heavy.ok && refusalMessage(refusalOfQuote(heavy), "FR")).toEqual({
      key: "rates.preview.noCarrierAtWeightMax",
      values: { weight: 31, country: "France", max: 30 },
    });
    expect(
      previewQuote({ carriers, zones, openWarehouses: [WAREHOUSE], input: input({ country: "US" }), sideCard: false }),
    ).toEqual({
      ok: false,
      reason: "noOptions",
    });
    // A closed warehouse quotes nothing.
    expect(previewQuote({ carriers, zones, openWarehouses: [], input: input(), sideCard: false }).ok).toBe(false);
  });

  it("quotes a band above 30 kg that the grid saves", () => {
    let grid = gridOf(SAVED, [EU, MENA]);
    grid = addBand(grid);
    const band = grid.bands.at(-1)!;
    grid = setBound(setBound(grid, band.key, "from", "30"), band.key, "to", "35");
    grid = setPrice(grid, band.key, EU, "90");
    const errors = checkGrid(grid, CARRIER);
    expect(errors).toEqual({});
    expect(planSave(grid, SAVED, CARRIER, errors)).toMatchObject([{ kind: "create", body: { from: 30, to: 35 } }]);
    const result = previewQuote({
      carriers,
      zones,
      openWarehouses: [WAREHOUSE],
      input: input({ weight: "32" }),
      sideCard: false,
      draft: { carrierId: CARRIER, ranges: draftRanges(grid, errors) },
    });
    expect(result).toMatchObject({ ok: true, lines: [{ name: "Fast", priceCents: 9000, chargeableGrams: 32_000 }] });
  });

  it("reads the public calculator's refusal, with the weight and the most carriers take", () => {
    expect(refusalOfAnswer("noCarrierAtWeight?weight=42&country=DZ&max=30")).toEqual({
      reason: "noCarrierAtWeight",
      weightKg: 42,
      maxKg: 30,
    });
    expect(refusalOfAnswer("noCarrierAtWeight?weight=2.5&country=DZ")).toEqual({
      reason: "noCarrierAtWeight",
      weightKg: 2.5,
      maxKg: null,
    });
    expect(refusalOfAnswer("noOptions")).toEqual({ reason: "noOptions" });
    expect(refusalOfAnswer(undefined)).toEqual({ reason: "noOptions" });
    expect(refusalMessage({ reason: "noCarrierAtWeight", weightKg: 42, maxKg: null }, "DZ")).toEqual({
      key: "rates.preview.noCarrierAtWeight",
      values: { weight: 42, country: "Algeria" },
    });
  });

  it("groups carriers by warehouse in the order given", () => {
    const other = { ...carriers[1]!, _id: "c9", warehouse: "w2" };
    expect(byWarehouse([carriers[0]!, other, carriers[1]!]).map((g) => [g.warehouse, g.carriers.length])).toEqual([
      [WAREHOUSE, 2],
      ["w2", 1],
    ]);
  });
});

describe("moveInGrid", () => {
  const size = { rows: 3, cols: 4 };
  const caret = { atStart: true, atEnd: true };
  it("moves like a spreadsheet and leaves the caret to the input inside a value", () => {
    expect(moveInGrid("ArrowDown", { row: 0, col: 1 }, size, caret)).toEqual({ row: 1, col: 1 });
    expect(moveInGrid("Enter", { row: 2, col: 1 }, size, caret)).toBeNull();
    expect(moveInGrid("ArrowUp", { row: 0, col: 1 }, size, caret)).toBeNull();
    expect(moveInGrid("ArrowRight", { row: 0, col: 1 }, size, caret)).toEqual({ row: 0, col: 2 });
    expect(moveInGrid("ArrowRight", { row: 0, col: 1 }, size, { atStart: false, atEnd: false })).toBeNull();
    expect(moveInGrid("ArrowLeft", { row: 0, col: 0 }, size, caret)).toBeNull();
    expect(moveInGrid("a", { row: 0, col: 0 }, size, caret)).toBeNull();
  });
});

describe("checkLogo", () => {
  it("takes images up to 10 MB only", () => {
    expect(checkLogo({ type: "image/png", size: 1000 })).toBeNull();
    expect(checkLogo({ type: "application/pdf", size: 1000 })).toBe("notImage");
    expect(checkLogo({ type: "image/jpeg", size: 11 * 1024 * 1024 })).toBe("logoTooLarge");
  });
});

describe("carrierFormSchema", () => {
  const base = { name: "Post", nameAR: "بريد", minShipTime: "2", maxShipTime: "5", warehouse: WAREHOUSE };
  it("reads an empty divisor as none and keeps the API's messages", () => {
    expect(carrierFormSchema.parse({ ...base, dimensionalWeight: "" })).toMatchObject({ dimensionalWeight: undefined });
    const bad = carrierFormSchema.safeParse({ ...base, name: " ", maxShipTime: "1", dimensionalWeight: "-4" });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(bad.error!.issues.map((issue) => [String(issue.path[0]), issue.message]));
    expect(messages).toMatchObject({ name: "nameRequired", dimensionalWeight: "invalidDivisor" });
    const none = carrierFormSchema.safeParse({ ...base, warehouse: "" });
    expect(none.error!.issues.map((issue) => issue.message)).toEqual(["warehouseRequired"]);
    const order = carrierFormSchema.safeParse({ ...base, minShipTime: "5", maxShipTime: "2" });
    expect(order.error!.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["maxShipTime", "maxShipTimeBelowMin"],
    ]);
  });
});

describe("servedCountry", () => {
  const zones = [
    { _id: EU, countries: ["FR", "DE"] },
    { _id: MENA, countries: ["DZ"] },
  ];
  it("keeps a destination the carrier serves, else takes one it does", () => {
    expect(servedCountry({ ranges: SAVED }, zones, "DZ")).toBe("DZ");
    expect(servedCountry({ ranges: [range("r", EU, 0, 1, 1)] }, zones, "US")).toBe("DE");
    expect(servedCountry({ ranges: [] }, zones, "US")).toBe("US");
  });
});

describe("the shipping engine link", () => {
  const CATALOGUE = ENGINE_CATALOGUE;

  const LINK = { carrier: "colissimo", service: "colissimo_international" };

  it("knows what can be chosen from the engine's answer", () => {
    expect(engineModeOf(CATALOGUE)).toBe("pick");
    expect(engineModeOf({ engine: "local", reachable: true, carriers: CATALOGUE.carriers })).toBe("pick");
    expect(engineModeOf({ engine: "karrio", reachable: false, carriers: [] })).toBe("typed");
    expect(engineModeOf({ engine: "karrio", reachable: true, carriers: [] })).toBe("empty");
    expect(engineModeOf({ engine: "none", reachable: false, carriers: [] })).toBe("none");
  });

  it("offers the engine's carriers, then the chosen carrier's services", () => {
    expect(engineCarrierChoices(CATALOGUE, null)).toEqual([
      { value: "colissimo", label: "Colissimo", gone: false },
      { value: "dhl_express", label: "DHL Express (dhl_express)", gone: false },
    ]);
    expect(engineServiceChoices(CATALOGUE, "", null)).toEqual([]);
    expect(engineServiceChoices(CATALOGUE, "colissimo", LINK).map((choice) => choice.label)).toEqual([
      "Colissimo International (colissimo_international)",
      "Colissimo Expert (colissimo_expert)",
    ]);
    // A service without a name is named by its slug.
    expect(engineServiceChoices(CATALOGUE, "dhl_express", null)).toEqual([
      { value: "dhl_express_worldwide", label: "dhl_express_worldwide", gone: false },
    ]);
  });

  it("keeps showing a link the engine no longer offers, marked gone", () => {
    const old = { carrier: "chronopost", service: "chronopost_13" };
    expect(engineCarrierChoices(CATALOGUE, old).at(-1)).toEqual({
      value: "chronopost",
      label: "chronopost",
      gone: true,
    });
    expect(engineServiceChoices(CATALOGUE, "chronopost", old)).toEqual([
      { value: "chronopost_13", label: "chronopost_13", gone: true },
    ]);
    const retired = { carrier: "colissimo", service: "colissimo_eco" };
    expect(engineCarrierChoices(CATALOGUE, retired).some((choice) => choice.gone)).toBe(false);
    expect(engineServiceChoices(CATALOGUE, "colissimo", retired).at(-1)).toEqual({
      value: "colissimo_eco",
      label: "colissimo_eco",
      gone: true,
    });
    // Another carrier chosen: the old service is not offered under it.
    expect(engineServiceChoices(CATALOGUE, "dhl_express", retired).some((choice) => choice.gone)).toBe(false);
  });

  it("clears the service when another carrier is chosen, takes a lone one", () => {
    const form = linkFormOf(LINK);
    expect(form).toEqual({ manual: false, carrier: "colissimo", service: "colissimo_international" });
    expect(chooseEngineCarrier(form, "colissimo", CATALOGUE)).toBe(form);
    expect(chooseEngineCarrier(form, "dhl_express", CATALOGUE).service).toBe("dhl_express_worldwide");
    expect(chooseEngineCarrier({ ...form, carrier: "dhl_express" }, "colissimo", CATALOGUE).service).toBe("");
    expect(chooseEngineCarrier(form, "", CATALOGUE)).toEqual({ manual: false, carrier: "", service: "" });
  });

  it("sends both slugs, or both null for manual", () => {
    expect(linkFormOf(null)).toEqual({ manual: true, carrier: "", service: "" });
    expect(linkRequest(CARRIER, linkFormOf(LINK), CATALOGUE)).toEqual({
      ok: true,
      body: { id: CARRIER, engineCarrier: "colissimo", engineService: "colissimo_international" },
    });
    // Manual unlinks, whatever was chosen before switching to it.
    expect(linkRequest(CARRIER, { ...linkFormOf(LINK), manual: true }, CATALOGUE)).toEqual({
      ok: true,
      body: { id: CARRIER, engineCarrier: null, engineService: null },
    });
  });

  it("names a missing choice on its field instead of unlinking", () => {
    expect(linkRequest(CARRIER, { manual: false, carrier: "", service: "" }, CATALOGUE)).toEqual({
      ok: false,
      fields: { engineCarrier: "engineLinkInvalid", engineService: "engineLinkInvalid" },
    });
    expect(linkRequest(CARRIER, { manual: false, carrier: "colissimo", service: "" }, CATALOGUE)).toEqual({
      ok: false,
      fields: { engineService: "engineLinkIncomplete" },
    });
  });

  it("refuses what the engine does not offer when it answers", () => {
    expect(linkRequest(CARRIER, { manual: false, carrier: "chronopost", service: "chronopost_13" }, CATALOGUE)).toEqual(
      { ok: false, fields: { engineCarrier: "engineLinkInvalid" } },
    );
    expect(
      linkRequest(CARRIER, { manual: false, carrier: "colissimo", service: "dhl_express_worldwide" }, CATALOGUE),
    ).toEqual({ ok: false, fields: { engineService: "engineLinkInvalid" } });
  });

  it("takes typed slugs as they are when the engine does not answer, checked by the API's schema", () => {
    const down: EngineCatalogue = { engine: "karrio", reachable: false, carriers: [] };
    expect(linkRequest(CARRIER, { manual: false, carrier: " chronopost ", service: "chronopost_13" }, down)).toEqual({
      ok: true,
      body: { id: CARRIER, engineCarrier: "chronopost", engineService: "chronopost_13" },
    });
    expect(linkRequest(CARRIER, { manual: false, carrier: "Chrono Post", service: "x" }, down)).toEqual({
      ok: false,
      fields: { engineCarrier: "engineLinkInvalid", engineService: "engineLinkInvalid" },
    });
  });

  it("reads the API's refusal onto the two fields, in the desk's words", () => {
    expect(linkFieldErrors({ engineService: "engineLinkInvalid", id: "invalidId" })).toEqual({
      engineService: "engineLinkInvalid",
    });
    expect(linkFieldErrors(undefined)).toEqual({});
    expect(fieldMessage("rates", "engineLinkInvalid")).toBe("Choose a carrier and service of the shipping engine");
    expect(fieldMessage("rates", "engineLinkIncomplete")).toBe(
      "Choose both the engine's carrier and its service, or neither",
    );
  });

  it("words the tag: the service when it names its carrier, else both", () => {
    expect(engineLinkText(null)).toBeNull();
    expect(engineLinkText(LINK)).toBe("colissimo_international");
    expect(engineLinkText({ carrier: "dhl_express", service: "express_worldwide" })).toBe(
      "dhl_express / express_worldwide",
    );
  });
});
