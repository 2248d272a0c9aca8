import { buyLabelRequestSchema } from "@ipf/shared/schemas/labels";
import { describe, expect, it } from "vitest";
import {
  carrierLinked,
  checkLabel,
  customsGaps,
  isBuyKey,
  labelFileName,
  labelProblem,
  shipPathFor,
  voidProblem,
  type KeyPress,
} from "./label-rules";
import { shipFormFor } from "./rules";

const company = { _id: "c", name: "Colissimo", nameAR: "كوليسيمو", logoImage: null, minShipTime: 2, maxShipTime: 4 };
const linked = {
  shipMethod: { _id: "m", price: 25, company, engineLink: { carrier: "colissimo", service: "colissimo_expert_f" } },
};
const manual = { shipMethod: { _id: "m", price: 25, company, engineLink: null } };
const measures = shipFormFor({ weight: 1.25, length: 30, width: 20, height: 10 });

describe("shipPathFor", () => {
  it("buys a label when the carrier paid for is linked to the engine", () => {
    expect(carrierLinked(linked)).toBe(true);
    expect(shipPathFor(linked)).toBe("label");
  });

  it("keeps the tracking typed in for a carrier not linked, or no carrier", () => {
    expect(shipPathFor(manual)).toBe("manual");
    expect(shipPathFor({ shipMethod: null })).toBe("manual");
    expect(carrierLinked({ shipMethod: null })).toBe(false);
  });
});

describe("isBuyKey", () => {
  const press = (change: Partial<KeyPress>): KeyPress => ({
    key: "b",
    code: "KeyB",
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    ...change,
  });

  it("is Alt+B, read by the key's place (a Mac types ∫)", () => {
    expect(isBuyKey(press({ altKey: true }))).toBe(true);
    expect(isBuyKey(press({ altKey: true, key: "∫" }))).toBe(true);
  });

  it("is not B typed, nor another combination", () => {
    expect(isBuyKey(press({}))).toBe(false);
    expect(isBuyKey(press({ altKey: true, ctrlKey: true }))).toBe(false);
    expect(isBuyKey(press({ altKey: true, metaKey: true }))).toBe(false);
    expect(isBuyKey(press({ altKey: true, shiftKey: true }))).toBe(false);
    expect(isBuyKey(press({ altKey: true, code: "KeyP", key: "p" }))).toBe(false);
  });
});

describe("checkLabel", () => {
  it("asks for the measures and the desk's format, as the API's schema takes them", () => {
    const result = checkLabel("PKG1", measures, "ZPL");
    expect(result).toEqual({
      ok: true,
      body: { packageId: "PKG1", weight: "1.25", length: "30", width: "20", height: "10", format: "ZPL" },
    });
    if (result.ok) {
      // The API takes the weight in grams.
      expect(buyLabelRequestSchema.parse(result.body)).toEqual({
        packageId: "PKG1",
        weight: 1250,
        length: 30,
        width: 20,
        height: 10,
        format: "ZPL",
      });
    }
  });

  it("leaves out a side left blank, and reads a decimal comma", () => {
    const result = checkLabel("PKG1", { ...measures, weight: "2,5", height: " " }, "PDF");
    expect(result).toEqual({
      ok: true,
      body: { packageId: "PKG1", weight: "2,5", length: "30", width: "20", format: "PDF" },
    });
  });

  it("names each measure the API would refuse", () => {
    expect(checkLabel("PKG1", { ...measures, weight: "" }, "PDF")).toEqual({
      ok: false,
      errors: { weight: "codeRequired" },
    });
    expect(checkLabel("PKG1", { ...measures, weight: "5000", length: "-3" }, "PDF")).toEqual({
      ok: false,
      errors: { weight: "weightMax?max=1000", length: "positiveNumber" },
    });
  });
});

describe("labelProblem", () => {
  it("lists what customs lack line by line, in the lines' order", () => {
    expect(
      labelProblem({
        code: "CUSTOMS_INCOMPLETE",
        message: "The declared contents lack what customs need",
        fields: {
          "lines.2.price": "valueMissing",
          "lines.0.madeIn": "originMissing",
          "lines.0.hsCode": "hsCodeMissing",
        },
      }),
    ).toEqual({
      kind: "customs",
      gaps: [
        { line: 0, missing: ["hsCodeMissing", "originMissing"] },
        { line: 2, missing: ["valueMissing"] },
      ],
    });
  });

  it("says a declaration without a line as a whole", () => {
    expect(customsGaps({ lines: "customsLinesMissing" })).toEqual([{ line: null, missing: ["customsLinesMissing"] }]);
    expect(labelProblem({ code: "CUSTOMS_INCOMPLETE", message: "" })).toEqual({ kind: "customs", gaps: [] });
  });

  it("ignores a field that is not a line's", () => {
    expect(customsGaps({ weight: "codeRequired", "lines.x.hsCode": "hsCodeMissing" })).toEqual([]);
  });

  it("gives the carrier's refusal in its own words", () => {
    expect(
      labelProblem({ code: "CARRIER_REFUSED", message: " The recipient's postcode is not valid for Lebanon. " }),
    ).toEqual({ kind: "refused", message: "The recipient's postcode is not valid for Lebanon." });
  });

  it("says when an earlier purchase may still be completing, with the API's time to wait", () => {
    const message = "A purchase of this label began at 10:00:00 UTC and may still be completing. Try again in 40 s.";
    expect(labelProblem({ code: "LABEL_PURCHASE_UNDER_WAY", message })).toEqual({ kind: "underWay", message });
  });

  it("tells an engine that did not answer apart", () => {
    expect(labelProblem({ code: "ENGINE_UNAVAILABLE", message: "The shipping engine did not answer" })).toEqual({
      kind: "unavailable",
    });
  });

  it("sends a desk without an engine to the manual path, and a parcel shipped meanwhile back to the list", () => {
    expect(labelProblem({ code: "NO_ENGINE", message: "" })).toEqual({ kind: "noEngine" });
    expect(labelProblem({ code: "STATE_CONFLICT", message: "" })).toEqual({ kind: "stale" });
  });

  it("leaves every other refusal to the dialog", () => {
    expect(labelProblem({ code: "VALIDATION", message: "", fields: { weight: "codeRequired" } })).toBeNull();
    expect(labelProblem({ code: "CONFLICT", message: "" })).toBeNull();
    expect(labelProblem({ code: "NETWORK", message: "" })).toBeNull();
  });
});

describe("voidProblem", () => {
  it("gives the carrier's words when it no longer lets the label go", () => {
    expect(voidProblem({ code: "LABEL_IN_USE", message: "Parcel already scanned. " })).toEqual({
      kind: "inUse",
      message: "Parcel already scanned.",
    });
  });

  it("tells the engine away from the rest", () => {
    expect(voidProblem({ code: "ENGINE_UNAVAILABLE", message: "" })).toEqual({ kind: "unavailable" });
    expect(voidProblem({ code: "NO_LABEL", message: "" })).toEqual({ kind: "other", code: "NO_LABEL" });
  });
});

describe("labelFileName", () => {
  it("names the file by the parcel and its tracking, nothing a path could hold", () => {
    expect(labelFileName("P7K2M9QX", "6A12345678901")).toBe("label-P7K2M9QX-6A12345678901");
    expect(labelFileName("P7K2/../x", null)).toBe("label-P7K2x");
    expect(labelFileName("P7K2M9QX", "6A12345678901", "customs")).toBe("customs-P7K2M9QX-6A12345678901");
  });
});
