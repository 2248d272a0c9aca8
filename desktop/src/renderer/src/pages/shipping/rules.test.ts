import { shipRequestSchema } from "@ipf/shared/schemas/parcels-staff";
import { describe, expect, it } from "vitest";
import {
  checkShip,
  chosenCarrier,
  isSuspiciousTab,
  scannedParcel,
  shipFormFor,
  TRACK_NUMBER_MAX,
  type ShipForm,
} from "./rules";

const PARCEL = { weight: 1.25, length: 30, width: 20, height: 10 };
const filled = (change: Partial<ShipForm> = {}): ShipForm => ({
  ...shipFormFor(PARCEL),
  trackNumber: "1Z999AA10123456784",
  trackLink: "https://tracking.example/1Z999AA10123456784",
  ...change,
});

describe("isSuspiciousTab", () => {
  it("is the Black List", () => {
    expect(isSuspiciousTab("blacklist")).toBe(true);
    expect(isSuspiciousTab("toShip")).toBe(false);
  });
});

describe("shipFormFor", () => {
  it("opens with the parcel's measures and no tracking", () => {
    expect(shipFormFor(PARCEL)).toEqual({
      trackNumber: "",
      trackLink: "",
      weight: "1.25",
      length: "30",
      width: "20",
      height: "10",
    });
  });
});

describe("checkShip", () => {
  it("sends a complete form", () => {
    const result = checkShip("PKG1", filled());
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.body).toMatchObject({ packageId: "PKG1", trackNumber: "1Z999AA10123456784" });
  });

  it("names every empty field", () => {
    const result = checkShip("PKG1", {
      trackNumber: "",
      trackLink: "",
      weight: "",
      length: "",
      width: "",
      height: "",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        trackNumber: "codeRequired",
        trackLink: "codeRequired",
        weight: "codeRequired",
        length: "codeRequired",
        width: "codeRequired",
        height: "codeRequired",
      },
    });
  });

  it("refuses a 500-character track number", () => {
    const result = checkShip("PKG1", filled({ trackNumber: "X".repeat(500) }));
    expect(result).toEqual({ ok: false, errors: { trackNumber: "tooLarge" } });
  });

  it("keeps the length the API allows", () => {
    const at = (length: number) =>
      shipRequestSchema.safeParse({ packageId: "P", ...filled({ trackNumber: "X".repeat(length) }) }).success;
    expect(at(TRACK_NUMBER_MAX)).toBe(true);
    expect(at(TRACK_NUMBER_MAX + 1)).toBe(false);
  });

  it("takes only web links", () => {
    for (const link of ["javascript:alert(1)", "data:text/html,hi", "ftp://example.com", "tracking.example/1"]) {
      expect(checkShip("PKG1", filled({ trackLink: link }))).toEqual({
        ok: false,
        errors: { trackLink: "invalidLink" },
      });
    }
    expect(checkShip("PKG1", filled({ trackLink: "http://tracking.example/1" })).ok).toBe(true);
  });

  it("refuses a negative, zero, non-numeric or huge weight", () => {
    expect(checkShip("PKG1", filled({ weight: "-1" }))).toEqual({ ok: false, errors: { weight: "positiveNumber" } });
    expect(checkShip("PKG1", filled({ weight: "0" }))).toEqual({ ok: false, errors: { weight: "positiveNumber" } });
    expect(checkShip("PKG1", filled({ weight: "abc" }))).toEqual({ ok: false, errors: { weight: "invalidNumber" } });
    expect(checkShip("PKG1", filled({ weight: "5000" }))).toEqual({
      ok: false,
      errors: { weight: "weightMax?max=1000" },
    });
    expect(checkShip("PKG1", filled({ weight: "42" })).ok).toBe(true);
  });

  it("reads a decimal comma", () => {
    expect(checkShip("PKG1", filled({ weight: "1,5" })).ok).toBe(true);
  });
});

describe("chosenCarrier", () => {
  it("names the carrier paid for and its price", () => {
    const company = { _id: "c", name: "DHL", nameAR: "DHL", logoImage: null, minShipTime: 1, maxShipTime: 2 };
    expect(chosenCarrier({ shipMethod: { _id: "m", price: 25, company, engineLink: null } })).toEqual({
      name: "DHL",
      price: 25,
    });
    expect(chosenCarrier({ shipMethod: null })).toBeNull();
  });
});

describe("scannedParcel", () => {
  const rows = [
    { packageId: "PDU5D9XN", trackNumber: "8R00123456789" },
    { packageId: "PAB12CDE", trackNumber: "PDU5D9XN-OLD" },
  ];
  it("finds the parcel by its label's code first, then by its track number, whatever the case", () => {
    expect(scannedParcel(rows, " pdu5d9xn\n")).toBe(rows[0]);
    expect(scannedParcel(rows, "8r00123456789")).toBe(rows[0]);
    expect(scannedParcel(rows, "PDU5D9XN-OLD")).toBe(rows[1]);
  });
  it("takes no part of a code, and nothing for an empty scan", () => {
    expect(scannedParcel(rows, "PDU5D9")).toBeUndefined();
    expect(scannedParcel(rows, "  ")).toBeUndefined();
  });
});
