import type { PriceLine } from "@ipf/shared/schemas/rates";
import { describe, expect, it } from "vitest";
import {
  canAnswer,
  carriersFor,
  checkMethods,
  countryName,
  initialMethods,
  newMethod,
  priceText,
  quotedPrice,
  requestDate,
  rowLiveRate,
  tabFilter,
  type MethodRow,
  type ShippingCompany,
} from "./rules";

const WAREHOUSE = "0a2f5f0e-8a55-4a8e-9d35-5e3a1f7c0001";
const OTHER_WAREHOUSE = "0a2f5f0e-8a55-4a8e-9d35-5e3a1f7c0002";
const DHL = "7b8c4e21-1c1d-4f59-9a9e-1f1b5a0d0001";
const UPS = "7b8c4e21-1c1d-4f59-9a9e-1f1b5a0d0002";
const FEDEX = "7b8c4e21-1c1d-4f59-9a9e-1f1b5a0d0003";

const carrier = (id: string, name: string, warehouse = WAREHOUSE, isActive = true): ShippingCompany => ({
  _id: id,
  name,
  nameAR: name,
  logoImage: null,
  minShipTime: 3,
  maxShipTime: 7,
  warehouse,
  isActive,
});

const price = (id: string, dollars: number): PriceLine => ({
  _id: id,
  name: id,
  nameAR: id,
  logo: null,
  price: dollars,
  minShipTime: 3,
  maxShipTime: 7,
  warehouse: WAREHOUSE,
  chargeableWeight: 1.2,
});

const row = (company: string, priceText: string): MethodRow => ({
  key: company + priceText,
  company,
  price: priceText,
});

describe("tabFilter", () => {
  it("lists the blacklist as suspicious customers' requests awaiting approval", () => {
    expect(tabFilter("awaiting")).toEqual({ awaitingApprove: true, suspicious: false });
    expect(tabFilter("blacklist")).toEqual({ awaitingApprove: true, suspicious: true });
    expect(tabFilter("approved")).toEqual({ awaitingApprove: false, suspicious: false });
  });
});

describe("canAnswer", () => {
  it("lets admin, support and intake answer a request awaiting approval", () => {
    for (const group of [1, 2, 3]) expect(canAnswer(group, { awaitingApprove: true })).toBe(true);
  });
  it("hides the answers from group 4 and from unknown groups", () => {
    expect(canAnswer(4, { awaitingApprove: true })).toBe(false);
    expect(canAnswer(undefined, { awaitingApprove: true })).toBe(false);
  });
  it("hides them once the request is approved", () => {
    expect(canAnswer(1, { awaitingApprove: false })).toBe(false);
  });
});

describe("carriersFor", () => {
  it("keeps the active carriers of the parcel's warehouse", () => {
    const all = [carrier(DHL, "DHL"), carrier(UPS, "UPS", OTHER_WAREHOUSE), carrier(FEDEX, "FedEx", WAREHOUSE, false)];
    expect(carriersFor(all, WAREHOUSE).map((c) => c.name)).toEqual(["DHL"]);
  });
});

describe("initialMethods", () => {
  it("prices the warehouse's carriers by the rate card, cheapest first", () => {
    const rows = initialMethods([carrier(DHL, "DHL"), carrier(UPS, "UPS")], [price(UPS, 18.5), price(DHL, 25)]);
    expect(rows.map(({ company, price: p }) => [company, p])).toEqual([
      [UPS, "18.50"],
      [DHL, "25.00"],
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(2);
  });
  it("leaves out quotes of carriers that cannot be offered", () => {
    expect(initialMethods([carrier(DHL, "DHL")], [price(UPS, 10), price(DHL, 20)])).toHaveLength(1);
  });
  it("starts empty when the rate card has no price", () => {
    expect(initialMethods([carrier(DHL, "DHL")], [])).toEqual([]);
  });
});

describe("newMethod", () => {
  it("starts at price 0 with no carrier", () => {
    expect(newMethod()).toMatchObject({ company: "", price: "0" });
    expect(newMethod().key).not.toBe(newMethod().key);
  });
});

describe("priceText", () => {
  it("writes dollars to the cent", () => {
    expect(priceText(25)).toBe("25.00");
    expect(priceText(25.499999)).toBe("25.50");
  });
});

describe("checkMethods", () => {
  it("asks for methods when there are none", () => {
    const result = checkMethods("PKG1", []);
    expect(result).toEqual({ ok: false, errors: { form: "addMethods", rows: {} } });
  });

  it("refuses more than 20 methods", () => {
    const rows = Array.from({ length: 21 }, (_, i) =>
      row(`7b8c4e21-1c1d-4f59-9a9e-1f1b5a0d1${String(i).padStart(3, "0")}`, "1"),
    );
    const result = checkMethods("PKG1", rows);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.form).toBe("tooManyMethods");
  });

  it("sends the methods as the API reads them", () => {
    const result = checkMethods("PKG1", [row(DHL, "25"), row(UPS, "0")]);
    expect(result).toEqual({
      ok: true,
      body: {
        packageId: "PKG1",
        methods: [
          { company: DHL, price: "25" },
          { company: UPS, price: "0" },
        ],
      },
    });
  });

  it("names the row without a carrier and the row with a negative price", () => {
    const result = checkMethods("PKG1", [row("", "10"), row(DHL, "-1")]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.rows[0]).toEqual({ company: "invalidCompany" });
    expect(result.errors.rows[1]).toEqual({ price: "minZero" });
  });

  it("refuses an empty, a non-numeric and a huge price", () => {
    const result = checkMethods("PKG1", [row(DHL, ""), row(UPS, "abc"), row(FEDEX, "9999999")]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.rows).toEqual({
      0: { price: "codeRequired" },
      1: { price: "invalidNumber" },
      2: { price: "atMost?max=1000000" },
    });
  });

  it("refuses a carrier chosen twice, on the second row", () => {
    const result = checkMethods("PKG1", [row(DHL, "10"), row(DHL, "12")]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.rows).toEqual({ 1: { company: "duplicateCompany" } });
  });
});

describe("quotedPrice", () => {
  it("answers the rate card's price of a carrier", () => {
    expect(quotedPrice([price(DHL, 20)], DHL)).toBe(20);
    expect(quotedPrice([price(DHL, 20)], UPS)).toBeUndefined();
  });
});

describe("requestDate", () => {
  it("is when the customer asked, else when the parcel came in", () => {
    expect(requestDate({ approveTime: "2025-01-02T10:00:00Z", createdAt: "2025-01-01T10:00:00Z" })).toBe(
      "2025-01-02T10:00:00Z",
    );
    expect(requestDate({ approveTime: null, createdAt: "2025-01-01T10:00:00Z" })).toBe("2025-01-01T10:00:00Z");
  });
});

describe("countryName", () => {
  it("names a country by its code", () => {
    expect(countryName("DZ")).toBe("Algeria");
    expect(countryName("ZZ")).toBe("ZZ");
    expect(countryName(null)).toBe("—");
  });
});

describe("rowLiveRate", () => {
  const line = {
    company: DHL,
    engineCarrier: "dhl_express",
    engineService: "dhl_express_worldwide",
    cardPriceCents: 4500,
    cost: { cents: 4544, currency: "EUR" },
    costCents: 4998,
    cardMargin: { cents: -498, percent: -11.1 },
    transitDays: 3,
    refusal: null,
  };

  it("sets the engine's cost against the price typed, not the rate card's", () => {
    expect(rowLiveRate([line], DHL, "55")).toEqual({
      kind: "cost",
      cost: { cents: 4544, currency: "EUR" },
      costCents: 4998,
      margin: { cents: 502, percent: 9.1 },
    });
    expect(rowLiveRate([line], DHL, "fifty")).toMatchObject({ kind: "cost", margin: null });
  });

  it("gives the engine's refusal, and nothing for a carrier not linked", () => {
    const refused = { ...line, cost: null, costCents: null, cardMargin: null, refusal: "Too heavy" };
    expect(rowLiveRate([refused], DHL, "55")).toEqual({ kind: "refused", message: "Too heavy" });
    expect(rowLiveRate([line], WAREHOUSE, "55")).toBeNull();
  });
});
